/**
 * @jest-environment node
 *
 * `npm run leads` as staff run it, on a store filled through the real form API with what a script can send and a
 * person never types: line breaks of every kind inside a message (a lone carriage return above all, which a
 * spreadsheet and a terminal both honour), each followed by a formula, and a terminal's escape codes. The CSV is read
 * back by a CSV parser, as a spreadsheet reads it: one row a lead, every row whole, no cell a formula. The table in
 * the terminal keeps one line a lead and no control character of the visitor's.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { createFormHandler } from '../../src/server/forms/handler';
import { COLUMNS } from '../../src/leads/rows';
import { callFunction } from '../../testing/functionCall';
import { VALID } from '../forms/fixtures';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/**
 * A formula behind every line break the form's rules let through in a message, and a terminal's escape code that
 * they let through too (CSI, U+009B, which some terminals read as ESC [: here, clear the screen).
 */
const MESSAGES = [
  'Sand in the back yard.\r=HYPERLINK(A1)\rAnd more.',
  'Path lights.\n=1+2',
  'Pavers.\r\n@SUM(A1:A9)',
  'Turf.\u2028+1+1\u2029-2',
  'Pool.\u0085=5',
  'Lights \u009b2J over the drive.',
];

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
  Object.assign(process.env, { SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: '100000' });
  delete process.env.SMTP_HOST;
  for (const [n, message] of MESSAGES.entries()) {
    const answer = await callFunction(createFormHandler('contact'), {
      method: 'POST',
      body: { ...VALID.contact, email: `line${n}@example.com`, message },
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      address: `198.51.100.${n + 1}`,
    });
    expect(answer.status).toBe(201);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const leads = (...args: string[]) =>
  run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'cli/leads.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SUBMISSIONS_DIR: dir, SUBMISSIONS_STORE: 'files' },
  });

test('the CSV of npm run leads is one whole row a lead, and no cell a spreadsheet would run as a formula', async () => {
  const { stdout } = await leads('--csv');
  // A spreadsheet ends a row at any of these, not only at the delimiter the file's first row used.
  const rows: string[][] = parse(stdout, { relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
  expect(rows[0]).toEqual([...COLUMNS]);
  expect(rows).toHaveLength(MESSAGES.length + 1);
  for (const row of rows) expect(row).toHaveLength(COLUMNS.length);
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  // Each lead's own row: its email and its id are in the same row.
  const emails = rows.slice(1).map((row) => row[COLUMNS.indexOf('Email')]);
  expect(emails.sort()).toEqual(MESSAGES.map((_, n) => `line${n}@example.com`).sort());
}, 30_000);

test('the table of npm run leads keeps one line a lead and shows no control character of a visitor’s', async () => {
  const { stdout } = await leads();
  const lines = stdout.split('\n');
  for (const n of MESSAGES.keys()) expect(lines.filter((line) => line.includes(`line${n}@example.com`))).toHaveLength(1);
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  expect(stdout.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g)).toBeNull();
  // The first line of each message, not what followed its break.
  expect(stdout).not.toMatch(/HYPERLINK|SUM\(A1/);
}, 30_000);
