/**
 * An HTTP request exactly as a test writes it, Host and Origin included (fetch does not let a caller set Host, and
 * a DNS-rebinding page sends a Host of its own), with a body that can be far larger than memory should hold: sent in
 * chunks as the server reads it, and stopped as soon as the server answers. For the refusals of
 * e2e/open-internet.spec.ts, __tests__/cms/localProxy.test.ts and the hosts' tests.
 *
 * Written on a plain socket: a server that refuses a body answers and closes while the client is still sending, and
 * Node's HTTP client then reports the failed write (EPIPE, ECONNRESET) instead of the answer it had received, as a
 * browser or curl would not. Here the answer is read from what arrived, whatever happens to the rest of the body.
 */
import fs from 'node:fs';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  text: string;
  /** Body bytes the client sent before the server answered (or closed). */
  sent: number;
}

export interface RawRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The address on this computer the request comes from (a loopback one such as 127.0.0.9: another visitor). */
  localAddress?: string;
  /** A body of this many bytes, made of `chunk` repeated: with Content-Length unless `chunked`. */
  stream?: { bytes: number; chunked?: boolean; head?: string; chunk?: Buffer };
}

/**
 * Status, headers and body of an HTTP/1.1 answer, with whether all of its body is in (by its length, or its last
 * chunk; an answer with neither ends when the connection does); null until its head is in.
 */
function parseAnswer(received: Buffer): (Omit<RawAnswer, 'sent'> & { complete: boolean }) | null {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine, ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
  }
  let body = received.subarray(headEnd + 4);
  let complete = false;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = [];
    for (let at = 0; at < body.length;) {
      const lineEnd = body.indexOf('\r\n', at);
      if (lineEnd < 0) break;
      const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) {
        complete = true;
        break;
      }
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    complete = body.length >= Number(headers['content-length']);
    body = body.subarray(0, Number(headers['content-length']));
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text: body.toString('utf8'), complete };
}

export function rawRequest({ url, method = 'GET', headers = {}, body, stream, localAddress }: RawRequest): Promise<RawAnswer> {
  const target = new URL(url);
  const named = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const length = stream ? (stream.chunked ? undefined : stream.bytes) : body === undefined ? undefined : Buffer.byteLength(body);
  // Kept alive, as a browser's is: a server answers such a connection without closing it under the client, which
  // reads the answer to its end and then closes.
  const head = {
    host: target.host,
    ...(length !== undefined ? { 'content-length': String(length) } : {}),
    ...(stream?.chunked ? { 'transfer-encoding': 'chunked' } : {}),
    ...named,
  };
  const request = `${method} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(head)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(target.port || 80), host: target.hostname, localAddress });
    const received: Buffer[] = [];
    let sent = 0;
    socket.on('data', (part: Buffer) => {
      received.push(part);
      if (parseAnswer(Buffer.concat(received))?.complete) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const answer = parseAnswer(Buffer.concat(received));
      if (answer) resolve({ status: answer.status, headers: answer.headers, text: answer.text, sent });
      else reject(new Error(`${method} ${url}: the connection closed without an answer (${sent} body bytes sent)`));
    });
    socket.write(request);
    if (!stream) return void socket.write(body ?? '');
    // As a client that sends `Expect: 100-continue` does, the body waits a moment for an answer to the head alone;
    // then it goes in small pieces, each written before the next, and stops as soon as anything comes back.
    const chunk = stream.chunk ?? Buffer.alloc(64 * 1024, 'a');
    const write = (piece: Buffer | string) => new Promise<boolean>((done) => socket.write(piece, (error) => done(!error)));
    const send = async (part: Buffer | string) => {
      sent += Buffer.byteLength(part);
      if (!stream.chunked) return write(part);
      return (await write(`${Buffer.byteLength(part).toString(16)}\r\n`)) && (await write(part)) && write('\r\n');
    };
    const answered = () => received.length > 0 || socket.destroyed;
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (stream.head && !answered()) await send(stream.head);
      while (!answered() && sent < stream.bytes) {
        if (!(await send(chunk.subarray(0, Math.min(chunk.length, stream.bytes - sent))))) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!answered() && stream.chunked) socket.write('0\r\n\r\n');
    })();
  });
}

/** The size of the oversized bodies the tests send: far over the API's limit, and more than a server should ever hold. */
export const OVERSIZED_BYTES = 50 * 1024 * 1024;

/**
 * The most body bytes a client can have sent before the answer to a refused body reaches it, when the server read at
 * most `readLimit` of them: that, plus what the kernel holds between them (the client's send buffer and the server's
 * receive buffer, each at most the largest size Linux lets TCP grow it to, net.ipv4.tcp_wmem and tcp_rmem), plus the
 * piece the client was writing. The buffers are the machine's, not the server's: on a machine whose receive buffer
 * grows to 32 MB, a Caddy that read its 4 MB and answered at once was seen with 20 MB sent, under load (a fixed quarter
 * of OVERSIZED_BYTES had failed a fresh-clone CI run that way). Never more than OVERSIZED_BYTES, the body
 * postOversized sends: a server that read all of it fails a check that less than this was sent, on any machine. Short
 * of that, the check says only what the buffers allow, and a byte count taken on the server's side is the one to trust.
 */
export function mostSentBeforeAnswer(readLimit: number): number {
  const largest = (setting: string, otherwise: number) => {
    try {
      return Number(fs.readFileSync(`/proc/sys/net/ipv4/${setting}`, 'utf8').trim().split(/\s+/)[2]) || otherwise;
    } catch {
      return otherwise;
    }
  };
  return Math.min(OVERSIZED_BYTES, readLimit + largest('tcp_wmem', 4 * 1024 * 1024) + largest('tcp_rmem', 6 * 1024 * 1024) + 64 * 1024);
}

/** Which of postOversized's two requests. */
export type Oversized = 'declared' | 'chunked';

/**
 * Posts an OVERSIZED_BYTES body to `url` twice, as an attacker would: once with its length declared (JSON), once as a
 * multipart upload sent without a length (chunked). Both answers, for the test to hold to 413. `urlOf` gives each
 * request an address of its own (a query telling them apart, for a relay that counts by request).
 */
export async function postOversized(
  url: string,
  headers: Record<string, string> = {},
  { urlOf = () => url }: { urlOf?: (which: Oversized) => string } = {},
): Promise<{ declared: RawAnswer; chunked: RawAnswer }> {
  const declared = await rawRequest({
    url: urlOf('declared'),
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    stream: { bytes: OVERSIZED_BYTES },
  });
  const chunked = await rawRequest({
    url: urlOf('chunked'),
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b', 'transfer-encoding': 'chunked', ...headers },
    stream: { bytes: OVERSIZED_BYTES, chunked: true, head: '--b\r\nContent-Disposition: form-data; name="photo"; filename="yard.jpg"\r\n\r\n' },
  });
  return { declared, chunked };
}
