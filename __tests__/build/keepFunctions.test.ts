/**
 * @jest-environment node
 *
 * src/build/keepFunctions.cjs: under `gatsby serve`, each API's compiled file is evaluated once, though Gatsby's
 * function middleware deletes it from require's cache and requires it again on every request. Run in a plain Node
 * process with the preload, as the launcher runs `gatsby serve` (Jest's own module registry would not see it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PRELOAD = path.join(ROOT, 'src/build/keepFunctions.cjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-functions-'));
  fs.mkdirSync(path.join(dir, '.cache/functions'), { recursive: true });
  // A module that counts how often it is evaluated, as a function's bundle is; and one outside the functions.
  const counting = 'globalThis.evaluated = (globalThis.evaluated ?? 0) + 1; module.exports = { times: globalThis.evaluated };\n';
  fs.writeFileSync(path.join(dir, '.cache/functions/leads.js'), counting.replace(/evaluated/g, 'evaluatedLeads'));
  fs.writeFileSync(path.join(dir, 'other.js'), counting.replace(/evaluated/g, 'evaluatedOther'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Requires `file` three times as Gatsby's middleware does (deleting it from the cache first); how often it was evaluated. */
function evaluations(file: string, preload: boolean) {
  const script = `
    const file = require('node:path').resolve(${JSON.stringify(file)});
    for (let request = 0; request < 3; request += 1) { delete require.cache[require.resolve(file)]; require(file); }
    console.log(globalThis.evaluatedLeads ?? globalThis.evaluatedOther);`;
  const ran = spawnSync(process.execPath, [...(preload ? ['--require', PRELOAD] : []), '-e', script], { cwd: dir, encoding: 'utf8' });
  expect(ran.stderr).toBe('');
  return Number(ran.stdout.trim());
}

test('a function’s compiled file is evaluated once however many requests require it again; without the preload, once a request', () => {
  expect(evaluations('.cache/functions/leads.js', false)).toBe(3);
  expect(evaluations('.cache/functions/leads.js', true)).toBe(1);
});

test('any other module is left to Node’s own cache', () => {
  expect(evaluations('other.js', true)).toBe(3);
});

test('Gatsby still requires functions afresh on each request: when it stops, keepFunctions.cjs can go', () => {
  const middleware = fs.readFileSync(path.join(ROOT, 'node_modules/gatsby/dist/internal-plugins/functions/middleware.js'), 'utf8');
  expect(middleware).toMatch(/delete require\.cache\[require\.resolve\(pathToFunction\)\];\s*const fn = require\(pathToFunction\);/);
});
