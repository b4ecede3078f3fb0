/**
 * A TCP relay that counts the bytes going one way: put between a proxy and the service behind it, it tells how much of
 * a request the proxy passed on, which is the most the service can have read (what the client sent counts the
 * kernel's buffers too; testing/rawRequest.ts, mostSentBeforeAnswer).
 *
 * Bytes are counted by the request they belong to, named by its target (path and query): each connection's bytes
 * from a request line to the next (a proxy writes a request's head at the start of a write, and sends the next request
 * on a connection only after the last one's answer). Counting by time instead, from one quiet moment to the next,
 * counted the end of one request as the next one's whenever the proxy was kept from the processor for longer than the
 * quiet moment (a chunked 4 MB request's last 180 KB, twice in CI runs on a busy machine).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CountingRelay {
  port: number;
  /** Resolves once no byte has passed for `quietMs`: a proxy can still be passing on the end of a request after its client has its answer. */
  settled(quietMs?: number): Promise<void>;
  /** Bytes passed towards the upstream for requests to `target` (a path and query, as in the request line). */
  passedFor(target: string): number;
  /** Connections that have ended, by the side that ended each first: the proxy, or the upstream (the service). */
  endedBy(): { proxy: number; upstream: number };
  close(): Promise<void>;
}

const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/;

export function startCountingRelay(upstreamPort: number): Promise<CountingRelay> {
  let lastAt = Date.now();
  const byTarget = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const ended = { proxy: 0, upstream: 0 };
  const server = net.createServer((downstream) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    // The first side to send its end (a FIN) is the one that let the connection go; the pipe then ends the other.
    let endedFirst = false;
    const endFrom = (side: keyof typeof ended) => () => {
      if (!endedFirst) ended[side] += 1;
      endedFirst = true;
    };
    downstream.on('end', endFrom('proxy'));
    upstream.on('end', endFrom('upstream'));
    /** The request this connection is carrying. */
    let target: string | undefined;
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side ending or failing ends both, as a direct connection would.
      socket.on('error', () => (downstream.destroy(), upstream.destroy()));
    }
    downstream.on('data', (chunk: Buffer) => {
      lastAt = Date.now();
      target = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'))?.[1] ?? target;
      if (target !== undefined) byTarget.set(target, (byTarget.get(target) ?? 0) + chunk.length);
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
        },
        passedFor: (target) => byTarget.get(target) ?? 0,
        endedBy: () => ({ ...ended }),
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      }),
    ),
  );
}
