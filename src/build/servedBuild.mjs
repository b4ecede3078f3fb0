/**
 * `npm run serve` (and the self-hosted service, deploy/) serves public/ and
 * the form API compiled in .cache/functions. `gatsby develop` rewrites both:
 * it replaces the compiled functions with its own (then every form post is
 * answered 500, "Cannot find module .cache/functions/quote.js") and writes
 * its page data into public/page-data (then the pages' data no longer match
 * their HTML). Neither shows until a visitor sends a form.
 *
 * So `npm run build` (src/build/runGatsby.mjs) records a digest of every file of
 * those two kinds once Gatsby has finished, and `npm run serve` refuses to
 * start, saying what to run, unless every one is still there and unchanged.
 *
 * Plain JavaScript (typed by JSDoc, checked by tsc) because src/build/runGatsby.mjs imports it, and that launcher
 * runs on plain Node: the server's systemd unit starts it with no compiler installed in between.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.cache/production-build.json';
const FUNCTIONS_MANIFEST = '.cache/functions/manifest.json';
const RUN_BUILD = 'Run `npm run build`, then start the server again.';

/** @param {string} file */
const digest = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
/** @param {string} dir @param {string} file */
const relative = (dir, file) => path.relative(dir, file).split(path.sep).join('/');

/** @typedef {{ route: string, file: string }} CompiledFunction */

/**
 * The form endpoints Gatsby compiled, as the server will load them (absolute paths, from the manifest).
 * @param {string} dir
 * @returns {CompiledFunction[] | null}
 */
export function compiledFunctions(dir) {
  const manifest = path.join(dir, FUNCTIONS_MANIFEST);
  if (!fs.existsSync(manifest)) return null;
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).map((/** @type {{ functionRoute: string, absoluteCompiledFilePath: string }} */ fn) => ({
    route: `/api/${fn.functionRoute}`,
    file: fn.absoluteCompiledFilePath,
  }));
}

/**
 * Every page's and static query's data file of the build in `dir` (public/page-data/), sorted.
 * @param {string} dir
 */
export function pageDataFiles(dir) {
  const root = path.join(dir, 'public', 'page-data');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(root, file))
    .sort();
}

/**
 * Records the build in `dir`; called by src/build/runGatsby.mjs after a successful `gatsby build`.
 * @param {string} dir
 * @returns {string[]} the form endpoints it holds, e.g. "/api/quote"
 */
export function writeBuildStamp(dir) {
  const functions = compiledFunctions(dir) ?? [];
  /** @type {Record<string, string>} */
  const files = {};
  for (const { file } of functions) files[file] = digest(file);
  for (const file of pageDataFiles(dir)) files[relative(dir, file)] = digest(file);
  fs.writeFileSync(
    path.join(dir, STAMP_FILE),
    `${JSON.stringify({ builtAt: new Date().toISOString(), functions: functions.map((fn) => fn.route), files }, null, 2)}\n`,
  );
  return functions.map((fn) => fn.route);
}

/**
 * Why the build in `dir` must not be served, or null when it is as `npm run build` left it.
 * @param {string} dir
 * @returns {string | null}
 */
export function servedBuildProblem(dir) {
  if (!fs.existsSync(path.join(dir, 'public', 'index.html'))) return `There is no production build in public/. ${RUN_BUILD}`;
  const stampFile = path.join(dir, STAMP_FILE);
  if (!fs.existsSync(stampFile)) {
    return `public/ was not made by \`npm run build\` (there is no ${STAMP_FILE}), so the form API may not match the pages. ${RUN_BUILD}`;
  }
  /** @type {{ functions: string[], files: Record<string, string> }} */
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  const functions = compiledFunctions(dir);
  if (!functions) {
    return `The form API (${stamp.functions.join(', ')}) is missing: ${FUNCTIONS_MANIFEST} is gone, so every form would fail. \`npm run develop\` and \`npm run clean\` remove it. ${RUN_BUILD}`;
  }
  const missing = functions.filter((fn) => !fs.existsSync(fn.file)).map((fn) => `${fn.route} (${relative(dir, fn.file)})`);
  if (missing.length) {
    return `The form API is missing ${missing.join(', ')}, so those forms would fail. \`npm run develop\` replaces the built form API with its own. ${RUN_BUILD}`;
  }
  const now = [...functions.map((fn) => fn.file), ...pageDataFiles(dir).map((file) => relative(dir, file))];
  const changed = [
    ...now.filter((key) => stamp.files[key] !== digest(path.isAbsolute(key) ? key : path.join(dir, key))),
    ...Object.keys(stamp.files).filter((key) => !now.includes(key)),
  ].map((key) => (path.isAbsolute(key) ? relative(dir, key) : key));
  if (changed.length) {
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ` and ${changed.length - 5} more` : '');
    return `The build was changed after \`npm run build\` made it (${shown}); \`npm run develop\` rewrites these files, and forms or pages would not match. ${RUN_BUILD}`;
  }
  return null;
}
