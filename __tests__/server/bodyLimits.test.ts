/**
 * @jest-environment node
 *
 * A body refused unread (`refuseBody`, src/server/bodyLimits.cjs) closes its connection a moment after the answer,
 * so the answer must say so (`Connection: close`, issue 64, item 8): a client that keeps connections alive, as
 * every browser and Node's own fetch do, would otherwise send its next request on a connection about to be
 * destroyed, and that request fails at the network level. Tried on a real server on loopback with Node's fetch.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseBody } from '../../src/server/bodyLimits.cjs';
import { closeServer } from '../../src/server/closeServer';

const LIMIT = 64 * 1024;
let server: http.Server;
let base: string;
/** Connections whose body was refused, and the requests that came on one of them after the refusal. */
const refusedConnections = new WeakSet<object>();
let sentOnRefused = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refusedConnections.has(req.socket)) sentOnRefused += 1;
    if (Number(req.headers['content-length'] ?? 0) > LIMIT) {
      refusedConnections.add(req.socket);
      return refuseBody(req, res, 413, 'Too large.');
    }
    req.resume();
    // A few milliseconds of work, as a form's store write takes: a reused connection is then busy most of the time.
    req.on('end', () => setTimeout(() => res.writeHead(201, { 'Content-Type': 'text/plain' }).end('kept'), 20));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => closeServer(server));

test.each([
  ['100 KB', 100 * 1024],
  ['1 MB', 1024 * 1024],
])(
  'a refused body of %s is answered with Connection: close, and posts sent at once after it on a kept-alive client all succeed',
  async (_, bytes) => {
    sentOnRefused = 0;
    const refused = await fetch(`${base}/`, { method: 'POST', body: Buffer.alloc(bytes, 'a'), headers: { 'content-type': 'application/json' } });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.text()).toBe('Too large.\n');
    // One post after another, for longer than the refused connection lingers (a second), so one is on its way when
    // it is closed if it was reused.
    const outcomes = new Map<string, number>();
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const outcome = await fetch(`${base}/`, { method: 'POST', body: '{"ok":true}' }).then(
        (answer) => answer.text().then(() => String(answer.status)),
        (error: Error & { cause?: { code?: string } }) => `failed: ${error.cause?.code ?? error.message}`,
      );
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect([...outcomes.keys()]).toEqual(['201']);
    // None of them was sent on the refused connection (before the fix, 21 were, and the one on its way when it closed
    // failed: UND_ERR_SOCKET or ECONNRESET).
    expect(sentOnRefused).toBe(0);
  },
  20_000,
);
