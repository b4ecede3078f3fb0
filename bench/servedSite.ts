/**
 * The production build in public/ as the benches load it, on one of two hosts (testing/staticHost.ts); and
 * which of its routes a bench measures.
 * - `http2`: HTTPS with HTTP/2 and the headers of public/_headers, as the hosts in deploy/ serve it, in front
 *   of `gatsby serve` (pages, files and the form API).
 * - `plain`: public/ straight from disk over HTTP/1.1, gzipped, without _headers, as a plain static host
 *   serves it.
 */
import path from 'node:path';
import { startGatsbyServe } from '../testing/processes';
import { startHost, startPlainHost } from '../testing/staticHost';
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

export const HOSTS = {
  plain: 'a plain static host (HTTP/1.1 without TLS, gzip, no _headers)',
  http2: 'HTTPS with HTTP/2, as the site is hosted',
} as const;
export type HostKind = keyof typeof HOSTS;

export async function serveBuiltSite({ root, servePort, hostPort, host: kind }: { root: string; servePort: number; hostPort: number; host: HostKind }) {
  const publicDir = path.join(root, 'public');
  if (kind === 'plain') return startPlainHost({ port: hostPort, publicDir }).then((host) => ({ origin: host.origin, stop: host.close }));
  const server = await startGatsbyServe({ root, port: servePort });
  const host = await startHost({ port: hostPort, upstream: `http://127.0.0.1:${servePort}`, publicDir, tls: true });
  return {
    origin: host.origin,
    stop: () => {
      host.close();
      void server.stop();
    },
  };
}
