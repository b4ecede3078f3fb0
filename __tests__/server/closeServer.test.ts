/**
 * @jest-environment node
 *
 * closeServer() stops a server at once, with a client still holding a connection that is busy when it is called:
 * `server.close()` alone would wait for that connection to be idle for the keep-alive time (set long here, so a
 * close that waits for it fails the test by its time limit).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../../src/server/closeServer';

test('a server closes while a kept-alive connection is mid-request, and the request is ended', async () => {
  const server = http.createServer((_req, res) => setTimeout(() => res.end('late'), 1_000));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  const request = new Promise<string>((resolve) => {
    http
      .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve('answered')).on('error', () => resolve('ended'));
      })
      .on('error', () => resolve('ended'));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  await closeServer(server);
  expect(await request).toBe('ended');
  agent.destroy();
}, 4_000);
