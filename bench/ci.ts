/**
 * `npm run bench:ci`: CI's run, timed and its processor time counted, to find what to cut from it. Clones this
 * repository's HEAD into a new folder (with `shared/` beside it when this checkout has one, as CI has it), clears
 * Jest's cache, then runs `bash .ci/run` there as CI does, sampling /proc each second (bench/cpuLedger.ts). Prints
 * the steps' times from npm test's own summary, the machine's busy and idle CPU-seconds, and where the busy time went:
 * by step and by kind of process.
 *
 * Both cores are busy nearly all the run, so its time follows its processor time, and the same work costs more
 * CPU-seconds on a slow day: compare CPU-seconds of runs on the same day, and several runs, not one. For a run as
 * CI's, first remove what `.ci/run` would install (Chromium, Caddy, the fonts) and npm's cache; docs/testing.md,
 * "Timing CI here".
 *
 *   npm run bench:ci                 the run's output goes to a log file, whose path it prints
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CpuLedger, readSample } from './cpuLedger';

const ROOT = path.resolve(__dirname, '..');

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ci-'));
  const clone = path.join(folder, path.basename(ROOT));
  spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
  const shared = path.join(ROOT, '..', 'shared');
  if (fs.existsSync(shared)) fs.symlinkSync(shared, path.join(folder, 'shared'));
  fs.rmSync(path.join(os.tmpdir(), 'jest_0'), { recursive: true, force: true });
  const log = path.join(folder, 'ci.log');
  console.log(`bash .ci/run in ${clone}; its output: ${log}`);

  const ledger = new CpuLedger();
  ledger.add(readSample());
  const started = Date.now();
  const run = spawn('bash', ['.ci/run'], { cwd: clone, stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')] });
  const sampler = setInterval(() => ledger.add(readSample()), 1000);
  const code = await new Promise<number>((resolve) => run.on('exit', (status) => resolve(status ?? 1)));
  clearInterval(sampler);
  ledger.add(readSample());
  const wall = (Date.now() - started) / 1000;

  const output = fs.readFileSync(log, 'utf8');
  const steps = output.slice(output.lastIndexOf('Every test passed')).match(/^ {2}\S+ +\d+ s$/gm) ?? [];
  const { busy, idle, attributed, steps: byStep, kinds } = ledger.summary();
  const rows = (entries: [string, number][]) =>
    entries.filter(([, cpu]) => cpu >= 1).map(([name, cpu]) => `  ${name.padEnd(22)} ${cpu.toFixed(0).padStart(6)}`);
  console.log(
    [
      `\n${code === 0 ? 'passed' : `FAILED (exit ${code}; the log says why)`} in ${wall.toFixed(0)} s`,
      ...(output.match(/^npm ci: \d+ s$/m) ?? []),
      ...steps,
      `\nCPU-seconds: ${busy.toFixed(0)} busy, ${idle.toFixed(0)} idle; ${attributed.toFixed(0)} of the busy time counted by process:`,
      '\nby step',
      ...rows(byStep),
      '\nby kind of process',
      ...rows(kinds.slice(0, 14)),
    ].join('\n'),
  );
  process.exitCode = code;
}

if (require.main === module) void main();
