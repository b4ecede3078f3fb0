/**
 * The steps of `npm test` (cli/test.ts): each a command in a process group of its own, so that stopping a step stops
 * all it started (Gatsby's, Jest's and Playwright's workers, the browsers), timed, its output held until shown or
 * shown at once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { killGroup, killTree } from '../testing/processes';

const ROOT = path.resolve(__dirname, '..');

export const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** One line per ended step: its name, how long it took, and whether it failed. */
export const stepTimes: string[] = [];
const running = new Set<ChildProcess>();

export interface Step {
  done: Promise<boolean>;
  /** Shows what the step has printed so far, and from then on prints as it goes. */
  show(): void;
}

/** Starts `command` (program and arguments) in the project's folder as a step named `name`; `env` adds to the environment. */
export function startStep(name: string, command: string[], { held = false, env = {} as NodeJS.ProcessEnv } = {}): Step {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
  running.add(child);
  let shown = !held;
  let kept = '';
  const print = (chunk: Buffer) => (shown ? process.stdout.write(chunk) : (kept += chunk));
  child.stdout!.on('data', print);
  child.stderr!.on('data', print);
  const done = new Promise<boolean>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      stepTimes.push(`  ${name.padEnd(18)} ${seconds(Date.now() - started)}${code === 0 ? '' : ' (failed)'}`);
      resolve(code === 0);
    }),
  );
  return {
    done,
    show() {
      if (shown) return;
      shown = true;
      console.log(`\n▶ ${name} (beside the steps above)`);
      process.stdout.write(kept);
      kept = '';
    },
  };
}

const groupAlive = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops every step still running as Ctrl+C would: SIGINT to each step's process group. Playwright stops the servers it
 * started (`webServer`, each in a process group of its own) on SIGINT only: after SIGTERM they stayed, holding the
 * browser tests' ports, and the next `npm test` on that machine failed at once ("http://127.0.0.1:9123/ is already
 * used"). A step still there 10 s later is killed with everything it started, its servers too: Playwright can miss a
 * SIGINT that comes as its worker starts (1 stop in 5 or so in __tests__/cli/steps.test.ts), and hangs.
 */
export async function stopSteps() {
  const steps = [...running];
  for (const child of steps) killGroup(child, 'SIGINT');
  const deadline = Date.now() + 10_000;
  while (steps.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of steps.filter(groupAlive)) killTree(child, 'SIGKILL');
}

let ending: Promise<never> | undefined;

/**
 * Stops every step and ends the process with `code`, printing `message` once they are gone. Only the first call
 * counts: the steps it stops fail as they go, and a later call would name one of them instead of the step that failed.
 */
export function endRun(code: number, message?: string): Promise<never> {
  ending ??= (async () => {
    await stopSteps();
    if (message) console.error(message);
    return process.exit(code);
  })();
  return ending;
}

const stopOn = (name: string) => endRun(1, `\n✗ npm test stopped: ${name} failed.\n${stepTimes.join('\n')}`);

/** Waits for a step whose output was held, shows it, and stops everything when it failed. */
export async function afterwards(name: string, step: Step) {
  const ok = await step.done;
  // A step stopped because another failed: its output would bury that one's.
  if (!ok && ending) return ending;
  step.show();
  if (!ok) await stopOn(name);
}

/** Runs a step shown as it goes; stops everything when it fails. */
export async function inTurn(name: string, command: string[]) {
  console.log(`\n▶ ${name}`);
  await afterwards(name, startStep(name, command));
}

/** A step running beside others: when it fails, its output is shown and everything stops, without waiting for its turn. */
export function stopOnFailure(name: string, step: Step) {
  void step.done.then(async (ok) => {
    if (!ok) await afterwards(name, step);
  });
}
