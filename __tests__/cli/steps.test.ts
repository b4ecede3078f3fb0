/**
 * @jest-environment node
 *
 * `npm test` stopping its steps (cli/steps.ts), as it does at the first failure or on Ctrl+C: a real Playwright run
 * with a server of its own, stopped once that server is up, leaves nothing listening on that server's port; and the
 * failure reported is the step's that failed, not one's stopped because of it.
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
  const step = startStep('browser tests', ['npx', 'playwright', 'test', '--config', CONFIG], {
    held: true,
    // Playwright refuses to run a test where Jest's worker variable is set; npm test's own steps never have it.
    env: { STEPS_TEST_PORT: String(port), JEST_WORKER_ID: undefined },
  });
  const deadline = Date.now() + 60_000;
  while (!(await listening(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  // What Playwright said, when its server never came up.
  if (!(await listening(port))) step.show();
  expect(await listening(port)).toBe(true);

  await stopSteps();

  expect(await step.done).toBe(false);
  expect(await listening(port)).toBe(false);
}, 90_000);

test('the step that failed is the one named, once; a step stopped because of it shows nothing', async () => {
  await jest.isolateModulesAsync(async () => {
    // A module of its own: a run ends once (endRun), and this one ends here.
    const steps = await import('../../cli/steps');
    const exited = new Promise<number | string | null | undefined>((resolve) =>
      jest.spyOn(process, 'exit').mockImplementation((code) => {
        resolve(code);
        return undefined as never;
      }),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const written = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const beside = steps.startStep('beside', [process.execPath, '-e', "console.log('output of the step beside'); setTimeout(() => {}, 60_000)"], {
        held: true,
      });
      steps.stopOnFailure('beside', beside);
      void steps.inTurn('failing', [process.execPath, '-e', 'process.exit(3)']);

      expect(await exited).toBe(1);
      expect(await beside.done).toBe(false);
      const printed = errors.mock.calls.flat().join('\n');
      expect(printed.match(/npm test stopped: .*/g)).toEqual(['npm test stopped: failing failed.']);
      expect(written.mock.calls.flat().join('')).not.toContain('output of the step beside');
    } finally {
      jest.restoreAllMocks();
    }
  });
}, 30_000);
