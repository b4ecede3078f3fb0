import path from 'node:path';
import type { Reporter } from 'gatsby';
import { type ContentProblem, formatProblem, validateContent } from './validate';

/** The content check's report on data/: every problem, one line each, or nothing when every record is valid. */
export function contentReport(projectRoot: string): string | undefined {
  const problems = validateContent(path.join(projectRoot, 'data'), projectRoot);
  if (problems.length === 0) return undefined;
  const heading = `Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in data/. Nothing was built. Fix these and build again:`;
  return `${heading}\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
}

/** Runs the content check and stops the build, naming every problem, when a record is wrong. */
export function checkContent(reporter: Reporter, projectRoot: string, stop: 'panic' | 'panicOnBuild' = 'panic'): void {
  const report = contentReport(projectRoot);
  if (report) reporter[stop](report);
  else reporter.info('Content check: every record in data/ is valid');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The check's result as a Markdown table, for the summary of a CI run (`npm run check-content -- --summary
 * "$GITHUB_STEP_SUMMARY"`), where whoever saved the change sees which file, record and field to fix.
 */
export function contentSummaryMarkdown(problems: readonly ContentProblem[]): string {
  if (problems.length === 0) return '### Content check\n\nEvery record in `data/` is valid.\n';
  return [
    `### Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in \`data/\``,
    '',
    'The site was not published. Fix these in the content editor (or the files) and save again:',
    '',
    '| File | Record | Field | Expected | Found |',
    '|---|---|---|---|---|',
    ...problems.map((p) => `| ${[p.file, p.record, p.field, p.expected, p.found].map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}

/** GitHub Actions' escaping of a workflow command's message, and of its properties (which also end at : and ,). */
const escapeMessage = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeMessage(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error file=…` workflow command a problem: GitHub shows it on the file, and its API lists it for the editor. */
export const contentAnnotations = (problems: readonly ContentProblem[]): string[] =>
  problems.map(
    (p) =>
      `::error file=${escapeProperty(p.file)},title=${escapeProperty('Content check')}::${escapeMessage(`record ${p.record}, field "${p.field}": expected ${p.expected}, found ${p.found}`)}`,
  );
