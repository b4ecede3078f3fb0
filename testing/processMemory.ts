/**
 * What a server the tests started costs the machine, read from outside as an operator would (Linux's /proc): which
 * process is the server, how much memory it holds, and how long a plain request waits while it works. For the tests
 * of what a hostile upload does to `npm run serve` (e2e/photoMemory.spec.ts).
 */
import fs from 'node:fs';

const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const parentOf = (pid: number) => Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Every process below `root` (children, theirs, …), by walking /proc; processes that end meanwhile are skipped. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const parent = parentOf(pid);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // Ended while we looked.
    }
  }
  const found: number[] = [];
  for (let queue = [root]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * The process of `npm run serve` (started by testing/processes.ts `startGatsbyServe`) that answers requests: the
 * launcher (src/build/runGatsby.mjs) starts Gatsby's CLI as a child, and that child serves.
 */
export function servingProcess(launcher: number): number {
  const gatsby = [launcher, ...descendants(launcher)].filter((pid) => {
    try {
      return commandOf(pid).some((part) => /gatsby[\\/]cli\.js$/.test(part));
    } catch {
      return false;
    }
  });
  if (gatsby.length !== 1) throw new Error(`expected one Gatsby process under ${launcher}, found ${gatsby.length}`);
  return gatsby[0];
}

/** A process's resident memory now, in MB (VmRSS). */
export function residentMB(pid: number): number {
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes / 1024;
}

/**
 * Samples a process's resident memory every `everyMs` while `work` runs: what it held before, its highest, and how
 * much it grew (highest less before), in MB, with what `work` returned.
 */
export async function residentDuring<T>(pid: number, work: () => Promise<T>, everyMs = 20) {
  const before = residentMB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMB(pid));
  }, everyMs);
  try {
    const result = await work();
    peak = Math.max(peak, residentMB(pid));
    return { before, peak, grewMB: peak - before, result };
  } finally {
    clearInterval(timer);
  }
}

/** The milliseconds each of `count` requests to `url` took, one after another (a request waits for the one before). */
export async function timedReads(url: string, { count, until }: { count?: number; until?: () => boolean }): Promise<number[]> {
  const times: number[] = [];
  while (count !== undefined ? times.length < count : !until!()) {
    const start = performance.now();
    const answer = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** The value below which `share` (0 to 1) of `values` fall. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
