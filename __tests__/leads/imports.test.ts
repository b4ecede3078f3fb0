/**
 * A lead as staff read it (src/leads/) stands on its own (issue 65): the CLI, the leads view and the server all read
 * it, so it imports nothing of the server (src/server/) or of the editor (src/cms/). Every import, export-from,
 * dynamic import and require of every file under src/leads/ is checked, type-only ones included: a type that lives in
 * the server is a reason for the view to reach into it. A form (src/forms/: its fields, rules and what it carries of the
 * visit's source) stands below the leads made from it, and below everything else of src/: the browser, the server and
 * the leads all read it, so it imports nothing outside its own folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeFilesUnder, importsInto } from '../../testing/imports';

test('src/leads/ has files to check', () => {
  expect(codeFilesUnder(path.join(ROOT, 'src/leads')).length).toBeGreaterThan(5);
});

test('no file of src/leads/ imports from src/server/ or src/cms/', () => {
  expect(importsInto('src/leads', ['src/server', 'src/cms'])).toEqual([]);
});

test('the leads view (src/cms/leads/) imports nothing of the server: it reads and changes leads through the API alone', () => {
  expect(importsInto('src/cms/leads', ['src/server'])).toEqual([]);
});

test('no file of src/forms/ imports from another folder of src/', () => {
  const others = fs
    .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'forms')
    .map((entry) => `src/${entry.name}`);
  expect(others).toEqual(expect.arrayContaining(['src/leads', 'src/server', 'src/cms']));
  expect(importsInto('src/forms', others)).toEqual([]);
});
