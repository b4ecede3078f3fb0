/**
 * Checks every file in data/ without building the site: the same check the
 * build runs first. `npm run check-content`; with `-- --summary <file>` it
 * also appends the result as a Markdown table to that file (the pipeline's
 * run summary, .github/workflows/site.yml), and with `-- --annotations` it
 * prints each problem as a GitHub Actions error on its file, which the
 * editor reads to tell staff what to fix (src/cms/publishStatus.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentAnnotations, contentSummaryMarkdown } from '../src/content/check';
import { formatProblem, validateContent } from '../src/content/validate';

const root = path.resolve(__dirname, '..');
const problems = validateContent(path.join(root, 'data'), root);
const { values } = parseArgs({ options: { summary: { type: 'string' }, annotations: { type: 'boolean' } } });
if (values.summary) fs.appendFileSync(values.summary, contentSummaryMarkdown(problems));
if (values.annotations) for (const line of contentAnnotations(problems)) console.log(line);
if (problems.length === 0) {
  console.log('Content check: every record in data/ is valid.');
} else {
  console.error(`Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exitCode = 1;
}
