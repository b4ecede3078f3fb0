/**
 * @jest-environment node
 *
 * `npm test` stopping its steps (cli/steps.ts), as it does at the first failure or on Ctrl+C: a real Playwright run
 * with a server of its own, stopped once that server is up, leaves nothing listening on that server's port.
 */
import net from 'node:net';
import path from 'node:path';
import { startStep, stopSteps } from '../../cli/steps';
import { freePort } from '../../testing/processes';

const CONFIG = path.join(__dirname, 'fixtures/playwright.config.ts');

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

test('a browser test run stopped once its server is up stops that server too', async () => {
  const port = await freePort();
  const step = startStep('browser tests', ['npx', 'playwright', 'test', '--config', CONFIG], { held: true, env: { STEPS_TEST_PORT: String(port) } });
  const deadline = Date.now() + 60_000;
  while (!(await listening(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await listening(port)).toBe(true);

  await stopSteps();

  expect(await step.done).toBe(false);
  expect(await listening(port)).toBe(false);
}, 90_000);
