/**
 * The production build in public/ as the benches load it: `gatsby serve` (pages, files and the form API)
 * behind testing/staticHost.ts, which adds the headers of public/_headers and, with `tls`, answers over HTTPS
 * with HTTP/2 as the hosts in deploy/ do; and which of its routes a bench measures.
 */
import path from 'node:path';
import { startGatsbyServe } from '../testing/processes';
import { startHost } from '../testing/staticHost';
import { builtPages } from '../src/build/builtPages';
import { isIndexable } from '../src/build/searchFiles';

/** The routes a bench measures: those of `--routes` (comma-separated), or every indexable page of the build. */
export function routesToMeasure(root: string, chosen: string | undefined): string[] {
  const built = builtPages(path.join(root, 'public'))
    .map((page) => page.route)
    .filter(isIndexable);
  const routes = chosen ? chosen.split(',') : built;
  const unknown = routes.filter((route) => !built.includes(route));
  if (unknown.length) throw new Error(`--routes: no page ${unknown.join(', ')} in the build (npm run build first)`);
  return routes;
}

export async function serveBuiltSite({ root, servePort, hostPort, tls }: { root: string; servePort: number; hostPort: number; tls: boolean }) {
  const server = await startGatsbyServe({ root, port: servePort });
  const host = await startHost({ port: hostPort, upstream: `http://127.0.0.1:${servePort}`, publicDir: path.join(root, 'public'), tls });
  return {
    origin: host.origin,
    stop: () => {
      host.close();
      void server.stop();
    },
  };
}
