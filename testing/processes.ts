/**
 * Processes the tests start: servers (the Netlify functions stand-in, the self-hosted service, Caddy) on a free
 * loopback port, counted as started once a URL answers; and commands run to their end (a Gatsby build of a copy).
 * Each runs in a process group of its own with a time limit: past it, or when stopped, the whole group is killed
 * (npm, tsx and Gatsby each start children of their own, which a kill of the first process alone leaves running),
 * and the error carries what it printed. A hang then fails its own test, readably, rather than the hook after it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { descendants } from './processMemory';

/** Whether nothing listens on `port`, on any address of this machine. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = http.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** The first port of the range Linux takes outgoing connections' own ports from (32768 when it cannot be read). */
function outgoingPortsStart(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port nothing listens on, for a server a test starts: a random one below the ports the system gives outgoing
 * connections. The system's own pick (listening on port 0) came from that range, and a browser's or a client's
 * connection could take it as its own port before the server started: in fresh-clone run 51, `gatsby serve` for the
 * leads view found its port in use and stopped, and the test passed only on its retry.
 */
export async function freePort(): Promise<number> {
  const [low, high] = [10_000, Math.min(outgoingPortsStart(), 65_536) - 1];
  for (;;) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
}

/** Kills a child's whole process group (it must have been started `detached`), quietly if it is gone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group has ended already.
  }
}

/**
 * Kills everything `child` started, in whatever process group (a process that made a group of its own too, found by
 * walking /proc where there is one), then its own group.
 */
export function killTree(child: ChildProcess, signal: NodeJS.Signals) {
  for (const pid of fs.existsSync('/proc') ? descendants(child.pid!) : [])
    try {
      process.kill(pid, signal);
    } catch {
      // It has ended already.
    }
  killGroup(child, signal);
}

/** Ends a group: SIGTERM, then SIGKILL for whatever is left after `graceMs`. Resolves once the first process exited. */
async function endGroup(child: ChildProcess, exited: Promise<void>, graceMs = 10_000) {
  if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Children that outlived the first process (a server it started) go too.
  killGroup(child, 'SIGKILL');
}

function startGroup(command: string, args: string[], { env, cwd }: { env?: NodeJS.ProcessEnv; cwd?: string }) {
  let printed = '';
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Once every process that held its output has ended, all of it is read.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, exited, closed, output: () => printed };
}

/**
 * Runs `command` to its end and resolves with whether it succeeded and what it printed; past `timeoutMs` its whole
 * process group is killed and it rejects with the command's last output.
 */
export async function runToEnd(
  command: string,
  args: string[],
  { env, cwd, timeoutMs }: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number },
): Promise<{ ok: boolean; output: string }> {
  const { child, exited, closed, output } = startGroup(command, args, { env, cwd });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void endGroup(child, exited);
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
  if (timedOut)
    throw new Error(`${[command, ...args].join(' ')} did not end within ${timeoutMs / 1000} s and was stopped. Its last output:\n${output().slice(-4000)}`);
  killGroup(child, 'SIGKILL');
  await closed;
  return { ok: child.exitCode === 0, output: output() };
}

export interface Started {
  child: ChildProcess;
  /** Everything it printed so far, both streams. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `command` and waits until `ready()` is true (or the process ends, or `timeoutMs` passes: both
 * throw with what it printed).
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  { env, cwd, ready, timeoutMs = 60_000 }: { env?: NodeJS.ProcessEnv; cwd?: string; ready: () => Promise<boolean>; timeoutMs?: number },
): Promise<Started> {
  const { child, exited, output } = startGroup(command, args, { env, cwd });
  const started: Started = { child, output, stop: () => endGroup(child, exited) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode}) before it was ready:\n${output()}`);
    if (await ready().catch(() => false)) return started;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await started.stop();
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

/** A ready check: the URL answers at all (any status). */
export const answers = (url: string, init?: RequestInit) => () => fetch(url, init).then(() => true);

/** `npm run serve` of the build in `root` on loopback, once its home page answers 200; `env` adds to its settings. */
export const startGatsbyServe = ({ root, port, env }: { root: string; port: number; env?: NodeJS.ProcessEnv }) =>
  startProcess('gatsby serve', process.execPath, [path.join(root, 'src/build/runGatsby.mjs'), 'serve', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env,
    ready: async () => (await fetch(`http://127.0.0.1:${port}/`)).ok,
  });
