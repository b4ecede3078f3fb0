/**
 * @jest-environment node
 *
 * `testing/staticHost.ts` serves the build as the deployed hosts do, and
 * `npm run bench` measures through it over HTTPS with HTTP/2 (its `tls`
 * mode); the browser tests use it over plain HTTP. Here both modes run
 * against a small upstream server on real sockets: HTTP/2 is what a client
 * that offers it gets, HTTP/1.1 still answers, every answer carries the
 * headers `_headers` names for its path, and requests and bodies (the form
 * API's POSTs) pass through unchanged. The plain static host (`startPlainHost`,
 * the bench's other host) serves files of its own folder.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startHost, startPlainHost } from '../../testing/staticHost';

let publicDir: string;
let upstream: http.Server;
let upstreamOrigin: string;

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
  fs.writeFileSync(path.join(publicDir, '_headers'), ['/*', '  X-Frame-Options: DENY', '', '/api/*', '  Cache-Control: no-store', ''].join('\n'));
  // Answers with what it was asked, and with a header that describes its own connection (HTTP/2 forbids passing it on).
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' });
      response.end(`${request.method} ${request.url} ${body}`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
});

afterAll(() => {
  // The host keeps its connection to the upstream open for the next request.
  upstream.closeAllConnections();
  upstream.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

interface Answer {
  protocol: string;
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One request over HTTP/2 on its own session, trusting the host's self-made certificate. */
function overHttp2(origin: string, method: string, pathname: string, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    // A GET ends its stream as it is sent; a POST ends it with its body.
    const stream = session.request({ ':method': method, ':path': pathname }, { endStream: !body });
    let text = '';
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      resolve({ protocol: session.alpnProtocol ?? '', status: Number(headers[':status']), headers, body: text });
      session.close();
    });
    stream.on('error', reject);
    if (body) stream.end(body);
  });
}

/** One request over HTTP/1.1, over TLS or not as the origin says. */
function overHttp1(origin: string, method: string, pathname: string, body = ''): Promise<Answer> {
  const client = origin.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(`${origin}${pathname}`, { method, rejectUnauthorized: false, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ protocol: `http/${response.httpVersion}`, status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the host in TLS mode (what npm run bench measures through)', () => {
  let host: { origin: string; close: () => void };
  beforeAll(async () => {
    host = await startHost({ port: 0, upstream: upstreamOrigin, publicDir, tls: true });
  });
  afterAll(() => host.close());

  it('answers at an https address on the port it got', () => {
    expect(host.origin).toMatch(/^https:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('speaks HTTP/2 to a client that offers it, with the headers _headers names for the path', async () => {
    const answer = await overHttp2(host.origin, 'GET', '/gallery/');
    expect(answer).toMatchObject({ protocol: 'h2', status: 200, body: 'GET /gallery/ ' });
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it("passes a form's POST and its body on, and adds the API's own headers", async () => {
    const answer = await overHttp2(host.origin, 'POST', '/api/contact', 'firstName=Ana');
    expect(answer).toMatchObject({ status: 200, body: 'POST /api/contact firstName=Ana' });
    expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  });

  it('still answers a client that only speaks HTTP/1.1 over TLS', async () => {
    const answer = await overHttp1(host.origin, 'GET', '/');
    expect(answer).toMatchObject({ protocol: 'http/1.1', status: 200, body: 'GET / ' });
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the host in plain HTTP mode (what the browser tests use)', () => {
  let host: { origin: string; close: () => void };
  beforeAll(async () => {
    host = await startHost({ port: 0, upstream: upstreamOrigin, publicDir });
  });
  afterAll(() => host.close());

  it('answers over HTTP/1.1 with the same headers', async () => {
    expect(host.origin).toMatch(/^http:\/\//);
    const answer = await overHttp1(host.origin, 'POST', '/api/quote', 'city=Wilmington');
    expect(answer).toMatchObject({ status: 200, body: 'POST /api/quote city=Wilmington' });
    expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  });
});

describe("the plain static host (the bench's HTTP/1.1 host)", () => {
  let host: { origin: string; close: () => void };
  let root: string;
  const page = '<!doctype html><title>Gallery</title>'.padEnd(4000, ' ');
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-'));
    fs.mkdirSync(path.join(root, 'gallery'));
    fs.writeFileSync(path.join(root, 'gallery/index.html'), page);
    fs.writeFileSync(path.join(root, '404.html'), 'Not here');
    fs.writeFileSync(path.join(root, 'photo.avif'), Buffer.from([0, 1, 2, 3]));
    fs.writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    host = await startPlainHost({ port: 0, publicDir: root });
  });
  afterAll(() => {
    host.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A GET that asks for gzip, its body as sent (not unzipped). */
  const get = (pathname: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${host.origin}${pathname}`, { headers: { 'accept-encoding': 'gzip' }, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('answers a route with its index.html, gzipped, without a redirect and without _headers', async () => {
    const answer = await get('/gallery');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(answer.body.length) });
    expect(zlib.gunzipSync(answer.body).toString()).toBe(page);
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it('sends photos as they are, with their type', async () => {
    const answer = await get('/photo.avif');
    expect(answer.headers['content-type']).toBe('image/avif');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect([...answer.body]).toEqual([0, 1, 2, 3]);
  });

  it('answers anything else, a path out of its folder included, with the 404 page', async () => {
    for (const pathname of ['/nothing-here', '/%2e%2e/outside.html']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(404);
      expect(zlib.gunzipSync(answer.body).toString()).toBe('Not here');
    }
  });
});
