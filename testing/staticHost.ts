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
import zlib from 'node:zlib';
import http2 from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lookup } from 'mime-types';
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

/** Types worth compressing: text, not the photos and fonts, which are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * public/ served as a plain static host does: files straight from disk over
 * HTTP/1.1 without TLS, text gzipped at zlib's default level (as the common
 * servers do), a route answered by its `index.html` without a redirect, the
 * 404 page for anything else. It knows nothing of `_headers` and has no form
 * API. `npm run bench` measures on it beside the HTTP/2 host because the two
 * disagree: over HTTP/1.1 each request the first screen makes at once opens a
 * connection of its own, and a response larger than a new connection's first
 * window (10 packets, 14,600 bytes) waits a round trip more
 * (docs/first-screen.md, "What the first screen waits for").
 */
export async function startPlainHost({ port, publicDir = 'public' }: { port: number; publicDir?: string }): Promise<{ origin: string; close: () => void }> {
  const root = path.resolve(publicDir);
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const asked = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const file = [asked, path.join(asked, 'index.html')].find(
      (candidate) => candidate.startsWith(root + path.sep) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = lookup(served) || 'application/octet-stream';
    let body: Buffer = fs.readFileSync(served);
    const headers: Record<string, string> = { 'content-type': type };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipped.get(served) ?? gzipped.set(served, zlib.gzipSync(body)).get(served)!;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    response.writeHead(status, { ...headers, 'content-length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address() as { port: number };
      resolve({ origin: `http://127.0.0.1:${listening}`, close: () => server.close() });
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
