/**
 * A TCP relay that counts the bytes going one way: put between a proxy and the service behind it, it tells how much of
 * a request the proxy passed on, which is the most the service can have read (what the client sent counts the
 * kernel's buffers too; testing/rawRequest.ts, mostSentBeforeAnswer).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CountingRelay {
  port: number;
  /**
   * Bytes passed towards the upstream since the relay started, once none has passed for `quietMs`: a proxy can still
   * be passing on the end of a request after its client has its answer.
   */
  settled(quietMs?: number): Promise<number>;
  close(): Promise<void>;
}

export function startCountingRelay(upstreamPort: number): Promise<CountingRelay> {
  let forwarded = 0;
  let lastAt = Date.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side ending or failing ends both, as a direct connection would.
      socket.on('error', () => (downstream.destroy(), upstream.destroy()));
    }
    downstream.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      lastAt = Date.now();
    });
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        async settled(quietMs = 300) {
          while (Date.now() - lastAt < quietMs) await new Promise((wait) => setTimeout(wait, quietMs - (Date.now() - lastAt)));
          return forwarded;
        },
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      }),
    ),
  );
}
