/**
 * @jest-environment node
 *
 * `npm run serve` (src/build/runGatsby.mjs, also the self-hosted service's
 * command) refuses to serve a build whose form API or page data changed
 * after `npm run build`, as `npm run develop` changes them, and says what
 * to run. A small build layout on disk stands in for a real build: the
 * refusal happens before Gatsby starts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedBuildProblem, writeBuildStamp } from '../../src/build/servedBuild.mjs';

const ROOT = path.resolve(__dirname, '../..');
let dir: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** The files `npm run build` leaves that `npm run serve` reads, then the build's stamp. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-build-'));
  write('public/index.html', '<!doctype html><title>Home</title>');
  write('public/page-data/index/page-data.json', '{"path":"/"}');
  write('public/page-data/testimonials/page-data.json', '{"path":"/testimonials"}');
  const functions = ['quote', 'contact'].map((name) => {
    write(`.cache/functions/${name}.js`, `module.exports = function ${name}() {}`);
    return { functionRoute: name, absoluteCompiledFilePath: path.join(dir, `.cache/functions/${name}.js`) };
  });
  write('.cache/functions/manifest.json', JSON.stringify(functions));
  writeBuildStamp(dir);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run serve` in the build's folder, stopped after a few seconds if it does start. */
const serve = () =>
  spawnSync(process.execPath, [path.join(ROOT, 'src/build/runGatsby.mjs'), 'serve', '--port', '0'], { cwd: dir, encoding: 'utf8', timeout: 20_000 });

test('a build as `npm run build` left it is served', () => {
  expect(servedBuildProblem(dir)).toBeNull();
});

test('a compiled form endpoint removed after the build: serve refuses, naming it and what to run', () => {
  fs.rmSync(path.join(dir, '.cache/functions/quote.js'));
  const result = serve();
  expect(result.status).toBe(78);
  expect(result.stderr).toContain('Not serving: The form API is missing /api/quote (.cache/functions/quote.js)');
  expect(result.stderr).toContain('Run `npm run build`, then start the server again.');
});

test('the form API manifest gone: serve refuses', () => {
  fs.rmSync(path.join(dir, '.cache/functions'), { recursive: true });
  expect(serve().stderr).toContain('The form API (/api/quote, /api/contact) is missing');
});

test('a form endpoint or a page’s data rewritten after the build: serve refuses, naming the files', () => {
  write('.cache/functions/contact.js', 'module.exports = require("./develop-only")');
  write('public/page-data/testimonials/page-data.json', '{"path":"/testimonials","edited":true}');
  const result = serve();
  expect(result.status).toBe(78);
  expect(result.stderr).toContain(
    'The build was changed after `npm run build` made it (.cache/functions/contact.js, public/page-data/testimonials/page-data.json)',
  );
});

test('a build made without `npm run build`: serve refuses', () => {
  fs.rmSync(path.join(dir, '.cache/production-build.json'));
  expect(serve().stderr).toContain('public/ was not made by `npm run build`');
});

test('no build at all: serve says to build', () => {
  fs.rmSync(path.join(dir, 'public'), { recursive: true });
  expect(serve().stderr).toContain('There is no production build in public/.');
});
