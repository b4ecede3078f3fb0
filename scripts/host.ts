/**
 * Serves the production build the way a static host that reads `_headers`
 * does: every request goes on to `gatsby serve` (pages, files and the form
 * API), and each answer gets the headers public/_headers names for its path.
 * Used by the browser tests of the security headers and by `npm run bench`.
 *
 *   tsx scripts/host.ts --port 9124 --upstream http://127.0.0.1:9123
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headersFor, parseHeadersFile, type HeaderRule } from '../src/build/headersFile';

export function startHost({ port, upstream, publicDir = 'public' }: { port: number; upstream: string; publicDir?: string }): Promise<http.Server> {
  const rules: HeaderRule[] = parseHeadersFile(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8'));
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (answer) => {
        const pathname = new URL(request.url ?? '/', 'http://host').pathname;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...lowerCase(headersFor(rules, pathname)) });
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Upstream ${upstream} did not answer: ${error.message}`);
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9124' }, upstream: { type: 'string', default: 'http://127.0.0.1:9123' } } });
  startHost({ port: Number(values.port), upstream: values.upstream! }).then(() =>
    console.log(`Serving public/ with its _headers at http://127.0.0.1:${values.port}`),
  );
}
