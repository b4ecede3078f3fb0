import path from 'node:path';
import type { Reporter } from 'gatsby';
import { formatProblem, validateContent } from './validate';

/** Runs the content check and stops the build, naming every problem, when a record is wrong. */
export function checkContent(reporter: Reporter, projectRoot: string, stop: 'panic' | 'panicOnBuild' = 'panic'): void {
  const problems = validateContent(path.join(projectRoot, 'data'), projectRoot);
  if (problems.length === 0) {
    reporter.info('Content check: every record in data/ is valid');
    return;
  }
  const heading = `Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in data/. Nothing was built. Fix these and build again:`;
  reporter[stop](`${heading}\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
}
