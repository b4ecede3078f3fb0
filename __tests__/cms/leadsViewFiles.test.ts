/**
 * The leads view stays in rooms a newcomer can find their way through (issue 65): no file of it over 250 lines, each
 * opening with a comment that says what it is for, and no rule of hooks switched off, since a dependency left out
 * of a hook is how the view once kept a stale copy of what it changes.
 */
import fs from 'node:fs';
import path from 'node:path';

const VIEW = path.resolve(__dirname, '../../src/cms/leads');
const files = fs
  .readdirSync(VIEW, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(VIEW, path.join(entry.parentPath, entry.name)));
const read = (file: string) => fs.readFileSync(path.join(VIEW, file), 'utf8');

test('no file of the view is over 250 lines', () => {
  const long = files.map((file) => [file, read(file).split('\n').length - 1] as const).filter(([, lines]) => lines > 250);
  expect(long).toEqual([]);
});

test('each file of the view opens with a comment that says what it is for', () => {
  expect(files.filter((file) => !read(file).startsWith('/**'))).toEqual([]);
});

test('no rule of hooks is switched off in the view', () => {
  expect(files.filter((file) => /eslint-disable[^\n]*react-hooks/.test(read(file)))).toEqual([]);
});
