/**
 * A lead as staff read it (src/leads/) stands on its own (issue 65): the CLI, the leads view and the server all read
 * it, so it imports nothing of the server (src/server/) or of the editor (src/cms/). Every import, export-from,
 * dynamic import and require of every file under src/leads/ is checked, type-only ones included: a type that lives in
 * the server is a reason for the view to reach into it.
 */
import path from 'node:path';
import { ROOT, codeFilesUnder, importsInto } from '../../testing/imports';

test('src/leads/ has files to check', () => {
  expect(codeFilesUnder(path.join(ROOT, 'src/leads')).length).toBeGreaterThan(5);
});

test('no file of src/leads/ imports from src/server/ or src/cms/', () => {
  expect(importsInto('src/leads', ['src/server', 'src/cms'])).toEqual([]);
});
