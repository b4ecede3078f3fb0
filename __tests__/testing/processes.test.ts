/**
 * @jest-environment node
 *
 * The time limit of the processes the tests start (testing/processes.ts): past it, the whole process group goes,
 * children of children included, and the error says what the command printed. And the ports their servers get.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { answers, freePort, runToEnd, startProcess } from '../../testing/processes';

/** Whether a process runs: it exists and is not a zombie (one that ended, waiting for a parent to collect it). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Whether the process is gone within a few seconds: a signal is delivered, and acted on, after kill() returns. */
async function goneSoon(pid: number) {
  for (let waited = 0; waited < 5_000 && alive(pid); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return !alive(pid);
}

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'processes-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A shell that starts a child of its own (as npm starts Gatsby), notes its pid, and waits for it. */
const parentOfSleeper = (pidFile: string, seconds: number) => ['-c', `echo started; sleep ${seconds} & echo $! > ${pidFile}; wait`];

test('a command that ends in time resolves with its status and everything it printed', async () => {
  expect(await runToEnd('bash', ['-c', 'echo out; echo err >&2; exit 3'], { timeoutMs: 10_000 })).toEqual({
    ok: false,
    output: expect.stringMatching(/out\n[^]*err\n|err\n[^]*out\n/),
  });
  expect((await runToEnd('bash', ['-c', 'true'], { timeoutMs: 10_000 })).ok).toBe(true);
});

test('past its time limit, the whole group is stopped and the error carries the output', async () => {
  const pidFile = path.join(dir, 'pid');
  await expect(runToEnd('bash', parentOfSleeper(pidFile, 60), { timeoutMs: 1_000 })).rejects.toThrow(
    /did not end within 1 s and was stopped\. Its last output:\nstarted/,
  );
  expect(await goneSoon(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(true);
});

test('stopping a started server stops the processes it started too', async () => {
  const pidFile = path.join(dir, 'pid');
  const port = await freePort();
  const server = await startProcess(
    'a server',
    'bash',
    ['-c', `sleep 60 & echo $! > ${pidFile}; exec node -e "require('http').createServer((q, s) => s.end()).listen(${port}, '127.0.0.1')"`],
    {
      ready: answers(`http://127.0.0.1:${port}/`),
    },
  );
  const child = Number(fs.readFileSync(pidFile, 'utf8'));
  expect(alive(child)).toBe(true);
  await server.stop();
  expect(await goneSoon(child)).toBe(true);
});

test('a server gets a free port below the ports the system gives outgoing connections, where no connection can take it first', async () => {
  const outgoingStart = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  for (let i = 0; i < 20; i += 1) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(outgoingStart);
    // Free on every address: a server can listen on it.
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});
