/**
 * An HTTP request exactly as a test writes it, Host and Origin included (fetch does not let a caller set Host, and
 * a DNS-rebinding page sends a Host of its own), with a body that can be far larger than memory should hold: sent in
 * chunks as the server reads it, and stopped as soon as the server has answered. For the refusals of
 * e2e/open-internet.spec.ts, __tests__/cms/localProxy.test.ts and the hosts' tests.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Body bytes the server let the client send before it answered (or closed). */
  sent: number;
}

export interface RawRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A body of this many bytes, made of `chunk` repeated: with Content-Length unless `chunked`. */
  stream?: { bytes: number; chunked?: boolean; head?: string; chunk?: Buffer };
}

export function rawRequest({ url, method = 'GET', headers = {}, body, stream }: RawRequest): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const length = stream && !stream.chunked ? { 'content-length': String(stream.bytes) } : {};
    const req = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: { ...length, ...headers }, agent: false },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8'), sent }));
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      // A server that answered and closed the connection before the whole body was sent: the answer is what counts.
      if (!answered) reject(error);
    });
    if (!stream) return req.end(body);
    const chunk = stream.chunk ?? Buffer.alloc(1024 * 1024, 'a');
    if (stream.head) {
      req.write(stream.head);
      sent += Buffer.byteLength(stream.head);
    }
    const pump = () => {
      while (!answered && !req.destroyed && sent < stream.bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, stream.bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

/** The size of the oversized bodies the tests send: far over the API's limit, and more than a server should ever hold. */
export const OVERSIZED_BYTES = 50 * 1024 * 1024;

/**
 * Posts an OVERSIZED_BYTES body to `url` twice, as an attacker would: once with its length declared (JSON), once as a
 * multipart upload sent without a length (chunked). Both answers, for the test to hold to 413.
 */
export async function postOversized(url: string, headers: Record<string, string> = {}): Promise<{ declared: RawAnswer; chunked: RawAnswer }> {
  const declared = await rawRequest({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    stream: { bytes: OVERSIZED_BYTES },
  });
  const chunked = await rawRequest({
    url,
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b', 'transfer-encoding': 'chunked', ...headers },
    stream: { bytes: OVERSIZED_BYTES, chunked: true, head: '--b\r\nContent-Disposition: form-data; name="photo"; filename="yard.jpg"\r\n\r\n' },
  });
  return { declared, chunked };
}
