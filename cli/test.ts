/**
 * `npm test`: every check, each step timed, in two lines that share the machine's two cores:
 *
 *   build ──────────────────────────────┐
 *   typecheck → lint → test:unit ───────┴─ test:e2e, once both have passed
 *                                └─ test:integration
 *
 * The production build needs nothing the others make, and only the browser tests read it, so it runs beside the
 * type check, lint and the unit tier (mostly one core's work each). The type check goes first in that line: it reads
 * src/gatsby-types.d.ts in its first seconds, and the build rewrites that file only as it ends (graphqlTypegen's
 * generateOnBuild). The browser tests start as soon as the build and the unit tier have passed, beside the integration
 * tier, whose last minute is function calls and services that keep a core mostly waiting: in a cold run here, alone
 * after the build, it used 17-22 s of processor time in each 30 s. A step that runs beside the one shown has its
 * output shown once that one ends. Stops at the first failure, stopping the steps still running.
 *
 * The integration tier runs on two Jest workers (package.json; Jest's default on two cores is one): its throwaway
 * builds keep one worker for about three minutes, and the other would otherwise wait.
 *
 *   npm test
 */
import { afterwards, endRun, seconds, startStep, stepTimes, stopOnFailure, inTurn as stepInTurn } from './steps';

const npmRun = (script: string) => ['npm', 'run', '--silent', script];
/** Runs an npm script as a step beside the others; its output is held until `show()`. */
const beside = (script: string) => startStep(script, npmRun(script), { held: true });
/** Runs an npm script as a step shown as it goes; stops everything when it fails. */
const inTurn = (script: string) => stepInTurn(script, npmRun(script));

async function main() {
  const started = Date.now();
  // Ctrl+C reaches the terminal's process group, which the steps have left.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void endRun(130));
  console.log('\n▶ build (beside the steps below; its output follows them)');
  const build = beside('build');
  // A failed build stops the checks at once, rather than after them.
  stopOnFailure('build', build);
  for (const script of ['typecheck', 'lint', 'test:unit']) await inTurn(script);
  const e2e = build.done.then((built) => {
    if (!built) return new Promise<never>(() => {});
    const step = beside('test:e2e');
    stopOnFailure('test:e2e', step);
    return step;
  });
  await inTurn('test:integration');
  await afterwards('build', build);
  // The browser tests' output so far, then as it comes.
  const browser = await e2e;
  browser.show();
  await afterwards('test:e2e', browser);
  console.log(`\n✓ Every test passed in ${seconds(Date.now() - started)}:\n${stepTimes.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void endRun(1);
});
