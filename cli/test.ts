/**
 * `npm test`: every check, each step timed. The production build needs nothing the others make, and only the browser
 * tests read it, so it runs beside the type check, lint and the two Jest tiers (which are mostly one core's work), its
 * output shown once it ends; the browser tests come last. The type check goes first in that line: it reads
 * src/gatsby-types.d.ts in its first seconds, and the build rewrites that file only as it ends (graphqlTypegen's
 * generateOnBuild). Stops at the first failure.
 *
 * The integration tier runs on two Jest workers (package.json; Jest's default on two cores is one): its throwaway
 * builds keep one worker for about three minutes, and once the build beside it has ended, the other core would
 * otherwise wait. Alone on a quiet machine the tier took 265 s on one worker and 198 s on two.
 *
 *   npm test
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

const BESIDE_THE_BUILD = ['typecheck', 'lint', 'test:unit', 'test:integration'];
const AFTER_THE_BUILD = ['test:e2e'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const times: string[] = [];

function run(script: string, quiet = false): { child: ChildProcess; done: Promise<{ ok: boolean; output: string }> } {
  const started = Date.now();
  // A quiet step (the build) is a process group of its own, so that stopping it stops Gatsby too, not only npm.
  const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: quiet });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ ok: boolean; output: string }>((resolve) =>
    child.on('close', (code) => {
      times.push(`  ${script.padEnd(18)} ${seconds(Date.now() - started)}${code === 0 ? '' : ' (failed)'}`);
      resolve({ ok: code === 0, output });
    }),
  );
  return { child, done };
}

function stop(failed: string): never {
  console.error(`\n✗ npm test stopped: ${failed} failed.\n${times.join('\n')}`);
  process.exit(1);
}

async function main() {
  const started = Date.now();
  console.log('\n▶ build (beside the checks below; its output follows them)');
  const build = run('build', true);
  const stopBuild = () => build.child.exitCode === null && process.kill(-build.child.pid!, 'SIGTERM');
  // Ctrl+C reaches the terminal's process group, which the build has left.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopBuild();
      process.exit(130);
    });
  for (const script of BESIDE_THE_BUILD) {
    console.log(`\n▶ ${script}`);
    if (!(await run(script).done).ok) {
      stopBuild();
      stop(script);
    }
  }
  const built = await build.done;
  console.log(`\n▶ build\n${built.output}`);
  if (!built.ok) stop('build');
  for (const script of AFTER_THE_BUILD) {
    console.log(`\n▶ ${script}`);
    if (!(await run(script).done).ok) stop(script);
  }
  console.log(`\n✓ Every test passed in ${seconds(Date.now() - started)}:\n${times.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
