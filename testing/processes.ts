/**
 * Servers the tests start as real processes (decap-server, the Netlify
 * functions stand-in, the self-hosted service, Caddy): a free loopback
 * port, and a child process that counts as started once a URL answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

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
  let printed = '';
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    child,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode}) before it was ready:\n${printed}`);
    if (await ready().catch(() => false)) return started;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await started.stop();
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${printed}`);
}

/** A ready check: the URL answers at all (any status). */
export const answers = (url: string, init?: RequestInit) => () => fetch(url, init).then(() => true);
