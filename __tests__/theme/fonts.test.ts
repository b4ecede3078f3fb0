/**
 * @jest-environment node
 *
 * The small font files (src/theme/fontFaces.ts) are what `npm run fonts` cuts from the installed font packages,
 * and the two unicode ranges of each face split fontsource's Latin range between its two files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASIC_RANGE, BASIC_TEXT, REST_OF_LATIN_RANGE } from '../../src/theme/fontSubsets';

const root = path.resolve(__dirname, '../..');
const check = (...args: string[]) =>
  spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'cli/fonts.ts'), '--check', ...args], { encoding: 'utf8' });

/** The code points of a CSS unicode-range value. */
const pointsOf = (range: string) =>
  range.split(',').flatMap((part) => {
    const [first, last = first] = part
      .replace('U+', '')
      .split('-')
      .map((digits) => parseInt(digits, 16));
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });

test('the committed small font files are what npm run fonts cuts now', () => {
  const result = check();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('a small font file that differs is named, with what to run', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
  fs.cpSync(path.join(root, 'src/theme/fonts'), path.join(copy, 'src/theme/fonts'), { recursive: true });
  fs.appendFileSync(path.join(copy, 'src/theme/fonts/inter-basic.woff2'), 'x');
  const result = check('--root', copy);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('src/theme/fonts/inter-basic.woff2 is not what `npm run fonts` cuts');
});

test('the small files take every basic character and the Latin files the rest, with no overlap', () => {
  const basic = pointsOf(BASIC_RANGE);
  const rest = new Set(pointsOf(REST_OF_LATIN_RANGE));
  expect(basic.filter((point) => rest.has(point))).toEqual([]);
  expect(basic).toEqual([...new Set([...BASIC_TEXT].map((character) => character.codePointAt(0)))].sort((a, b) => a! - b!));
  // A few that staff may type: accented letters go to the Latin file; a line break to neither.
  for (const character of 'éñü¿') expect(rest.has(character.codePointAt(0)!)).toBe(true);
  expect(rest.has(0x0a) || basic.includes(0x0a)).toBe(false);
});
