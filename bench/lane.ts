/**
 * How long a staff edit takes through the content lane, on a clean clone of
 * this repository: `bash .ci/npm-ci` (npm's cache as this machine has it),
 * a first build (which fills Gatsby's cache, as the workflow's cache does
 * from the run before), then one testimonial's text changed and committed,
 * and `npm run test:content` from start to ready-to-publish. Prints each
 * step's time. Needs what the browser checks need (Chromium).
 *
 *   npm run bench:lane
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function timed(label: string, command: string, args: string[], cwd: string): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  return seconds;
}

function main() {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lane-'));
  const rows: [string, number][] = [];
  try {
    spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
    rows.push(['npm ci (.ci/npm-ci, cache warm)', timed('npm ci', 'bash', ['.ci/npm-ci'], clone)]);
    rows.push(['first build (fills the build cache)', timed('build', 'npm', ['run', 'build'], clone)]);

    const folder = path.join(clone, 'data/testimonials');
    const file = path.join(folder, fs.readdirSync(folder).filter((name) => name.endsWith('.json'))[0]);
    const record = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, `${JSON.stringify({ ...record, text: `${record.text} Highly recommended.` }, null, 2)}\n`);
    spawnSync('git', ['-c', 'user.name=Staff', '-c', 'user.email=staff@example.com', 'commit', '-qam', 'Content: update a testimonial'], { cwd: clone });
    rows.push(['npm run test:content (one record changed)', timed('test:content', 'npm', ['run', 'test:content'], clone)]);
  } finally {
    fs.rmSync(clone, { recursive: true, force: true });
  }
  console.log('\nContent lane on a clean clone:');
  for (const [label, seconds] of rows) console.log(`  ${label.padEnd(44)} ${seconds.toFixed(1)} s`);
}

if (require.main === module) main();
