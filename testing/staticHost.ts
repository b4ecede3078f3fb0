/**
 * Serves the production build the way a static host that reads `_headers`
 * does: every request goes on to `gatsby serve` (pages, files and the form
 * API), and each answer gets the headers public/_headers names for its path.
 * Used by the browser tests of the security headers and by `npm run bench`.
 *
 * With `tls` it answers as the hosts the site is deployed on do (deploy/):
 * HTTPS, with HTTP/2 offered first, on a certificate made for the occasion.
 * The bench measures that way, as the protocol decides how a phone's
 * requests share connections (docs/performance.md).
 *
 *   tsx testing/staticHost.ts --port 9124 --upstream http://127.0.0.1:9123 [--tls]
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'selfsigned';
import { headersFor, parseHeadersFile, type HeaderRule } from '../src/build/headersFile';

interface HostOptions {
  /** 0 for any free port. */
  port: number;
  upstream: string;
  publicDir?: string;
  /** HTTPS and HTTP/2 on a self-signed certificate for 127.0.0.1 (a browser must be told to accept it). */
  tls?: boolean;
}

/** Headers that describe one connection, not the message: never passed on, and HTTP/2 forbids them. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

const passedOn = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)));

/** Starts the host; resolves with the address it answers at and a way to stop it. */
export async function startHost({ port, upstream, publicDir = 'public', tls = false }: HostOptions): Promise<{ origin: string; close: () => void }> {
  const rules: HeaderRule[] = parseHeadersFile(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8'));
  const target = new URL(upstream);
  const answer = (request: http.IncomingMessage | http2.Http2ServerRequest, reply: http.ServerResponse | http2.Http2ServerResponse) => {
    // Both kinds take writeHead(status, headers) and end(); Node 24's types no longer unite their overloads.
    const response = reply as http.ServerResponse;
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...passedOn(request.headers), host: target.host } },
      (upstreamAnswer) => {
        const pathname = new URL(request.url ?? '/', 'http://host').pathname;
        response.writeHead(upstreamAnswer.statusCode ?? 502, { ...passedOn(upstreamAnswer.headers), ...lowerCase(headersFor(rules, pathname)) });
        upstreamAnswer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Upstream ${upstream} did not answer: ${error.message}`);
    });
    (request as NodeJS.ReadableStream).pipe(forward);
  };
  const server = tls ? http2.createSecureServer({ ...(await certificate()), allowHTTP1: true }, answer) : http.createServer(answer);
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      // Port 0 asks the system for a free one; the address says which.
      const { port: listening } = server.address() as { port: number };
      resolve({ origin: `${tls ? 'https' : 'http'}://127.0.0.1:${listening}`, close: () => server.close() });
    }),
  );
}

async function certificate() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keyType: 'ec', algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9124' },
      upstream: { type: 'string', default: 'http://127.0.0.1:9123' },
      tls: { type: 'boolean', default: false },
    },
  });
  startHost({ port: Number(values.port), upstream: values.upstream!, tls: values.tls }).then(({ origin }) =>
    console.log(`Serving public/ with its _headers at ${origin}`),
  );
}
