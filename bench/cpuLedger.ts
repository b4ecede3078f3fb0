/**
 * Where a run's processor time went, from samples of /proc taken while it runs (bench/ci.ts). Each process counts its
 * own CPU time at its last sample, less what it had used before the first sample when it was already running then.
 * The time is summed by the step of `npm test` the process ran under (its outermost `npm run <script>` below
 * `npm test`: build, test:e2e...) and by what it is (Chromium, a Gatsby build, Playwright's workers...). A process that
 * lives less than a sample's interval is missed; the summary says how much of the machine's busy time it accounts for.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One process as /proc showed it. `started` (clock ticks after boot) tells a process from a later one with its pid. */
export interface ProcessSample {
  pid: number;
  ppid: number;
  started: number;
  /** Its own user and system time so far, in seconds. */
  cpu: number;
  /** The kernel's short name of it (`comm`). */
  name: string;
  command: string;
}

export interface Sample {
  /** The machine's busy and idle time since boot, in CPU-seconds, all cores together (/proc/stat). */
  busy: number;
  idle: number;
  processes: ProcessSample[];
}

interface Seen extends ProcessSample {
  parent?: Seen;
  /** Its CPU time before the first sample, when it was already running then: not the run's. */
  before: number;
}

export interface Summary {
  busy: number;
  idle: number;
  attributed: number;
  /** CPU-seconds by step, largest first: a step of `npm test`, `npm ci`, `the kernel`, or `other` (apt, the sampler…). */
  steps: [string, number][];
  /** CPU-seconds by what the process is, largest first. */
  kinds: [string, number][];
}

const STEP = /^npm (?:run (?:--silent )?(\S+)|(ci)\b)/;

/** What a process is, for the summary: its program, or for Node the tool it runs. */
export function kindOf({ name, command }: Pick<ProcessSample, 'name' | 'command'>): string {
  if (/chrom/.test(name) || /chromium/.test(command.split(' ')[0])) return 'Chromium';
  const gatsby = /gatsby\/cli\.js (\w+)/.exec(command);
  if (gatsby) return `gatsby ${gatsby[1]}`;
  if (command.includes('gatsby-worker')) return "Gatsby's workers";
  // The development server's own process, which gatsby develop starts from a file it writes in .cache.
  if (/\/\.cache\/tmp-\d+-/.test(command)) return 'gatsby develop';
  if (command.includes('workerProcessEntry')) return "Playwright's workers";
  if (command.includes('jest-worker')) return "Jest's workers";
  if (command.includes('netlify')) return "Netlify's runtime";
  const npm = STEP.exec(command);
  if (npm) return `npm ${npm[2] ?? 'run'}`;
  if (name !== 'MainThread' && name !== 'node') return name;
  // A script given on the command line, such as the fresh function instances of testing/netlifyFunctions.ts.
  if (/^\S+ (?:-e|--eval|-p|--print) /.test(command)) return 'node -e';
  // Another Node program: the package it runs (tsc, eslint, jest), or for tsx the script.
  const args = command.split(' ').filter((arg) => arg && !arg.startsWith('-') && !arg.startsWith('file:') && !arg.endsWith('preflight.cjs'));
  const script = args[1] ?? args[0] ?? name;
  const tool = script.includes('node_modules/')
    ? script
        .split('node_modules/')
        .at(-1)!
        .replace(/^\.bin\//, '')
        .split('/')[0]
    : path.basename(script);
  return tool === 'tsx' && args[2] ? `tsx ${args[2]}` : tool;
}

export class CpuLedger {
  private readonly seen = new Map<string, Seen>();
  private first?: Sample;
  private last?: Sample;

  add(sample: Sample) {
    this.first ??= sample;
    this.last = sample;
    const latestByPid = new Map<number, Seen>();
    for (const process of this.seen.values()) latestByPid.set(process.pid, process);
    const inSample = new Map(sample.processes.map((process) => [process.pid, process]));
    for (const process of sample.processes) {
      const key = `${process.pid}@${process.started}`;
      const known = this.seen.get(key);
      // A process's name can change after its first sample: npm starts as `node …/npm-cli.js run lint` and then calls
      // itself `npm run lint`. The latest is what it calls itself.
      if (known) Object.assign(known, { cpu: process.cpu, command: process.command, name: process.name });
      else this.seen.set(key, { ...process, before: sample === this.first ? process.cpu : 0 });
    }
    // Parents once every process of the sample is known; a pid reused later belongs to the later process.
    for (const process of sample.processes) {
      const seen = this.seen.get(`${process.pid}@${process.started}`)!;
      if (!seen.parent) {
        const parent = inSample.get(process.ppid) ?? latestByPid.get(process.ppid);
        if (parent) seen.parent = this.seen.get(`${parent.pid}@${parent.started}`);
      }
    }
  }

  /**
   * The step of `npm test` the process ran under (the outermost `npm run <script>` below `npm test`), or `npm test`
   * for its own processes; outside it, `npm ci` for the install before it, or where else its time belongs.
   */
  private stepOf(process: Seen): string {
    if (process.pid === 2 || process.ppid === 2) return 'the kernel';
    let step: string | undefined;
    let install = false;
    for (let at: Seen | undefined = process; at; at = at.parent) {
      if (/^npm test\b/.test(at.command)) return step ?? 'npm test';
      const match = STEP.exec(at.command);
      if (match?.[1]) step = match[1];
      install ||= match?.[2] === 'ci';
    }
    return install ? 'npm ci' : 'other';
  }

  summary(): Summary {
    const steps = new Map<string, number>();
    const kinds = new Map<string, number>();
    let attributed = 0;
    for (const process of this.seen.values()) {
      const cpu = process.cpu - process.before;
      const step = this.stepOf(process);
      steps.set(step, (steps.get(step) ?? 0) + cpu);
      const kind = step === 'the kernel' ? 'the kernel' : kindOf(process);
      kinds.set(kind, (kinds.get(kind) ?? 0) + cpu);
      attributed += cpu;
    }
    const largestFirst = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
    return {
      busy: (this.last?.busy ?? 0) - (this.first?.busy ?? 0),
      idle: (this.last?.idle ?? 0) - (this.first?.idle ?? 0),
      attributed,
      steps: largestFirst(steps),
      kinds: largestFirst(kinds),
    };
  }
}

/** The machine now, from /proc (Linux). */
export function readSample(): Sample {
  const ticks = 100; // USER_HZ, 100 on every Linux this runs on
  const [, ...times] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = (times[3] + times[4]) / ticks;
  const busy = times.slice(0, 8).reduce((sum, value) => sum + value, 0) / ticks - idle;
  const processes: ProcessSample[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      processes.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        started: Number(fields[19]),
        cpu: (Number(fields[11]) + Number(fields[12])) / ticks,
        name: stat.slice(stat.indexOf('(') + 1, close),
        command,
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { busy, idle, processes };
}
