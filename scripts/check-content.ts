/**
 * Checks every file in data/ without building the site: the same check the
 * build runs first. `npm run check-content`
 */
import path from 'node:path';
import { formatProblem, validateContent } from '../src/content/validate';

const root = path.resolve(__dirname, '..');
const problems = validateContent(path.join(root, 'data'), root);
if (problems.length === 0) {
  console.log('Content check: every record in data/ is valid.');
} else {
  console.error(`Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exitCode = 1;
}
