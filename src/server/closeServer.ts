import type http from 'node:http';

/**
 * Stops an HTTP server at once: it stops listening and ends every connection, those with a request under way
 * included. `server.close()` alone ends only the idle ones: a connection busy at that moment stays open until the
 * browser has left it idle for the keep-alive timeout (5 s), and a page that goes on asking over it keeps it open for
 * as long as it asks. The editor's tests closed their servers with a page still open on them, and one in a few CI runs
 * waited past its test's time limit that way.
 */
export function closeServer(server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}
