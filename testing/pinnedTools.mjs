/**
 * Tools too large for every `npm ci`, installed on first use: a folder of the repository pins each set (package.json
 * and its lock), and the first bench or test that needs it installs exactly that, through .ci/npm-ci (npm's cache
 * first), into a folder outside the clone named after the lock's digest, beside the Node.js that .ci/node installs.
 * A changed lock is a new folder; later clones on the same machine reuse the installed one. The benches' Lighthouse
 * (bench/tools/) and Netlify's local runtime (testing/netlify-cli/) are such sets.
 *
 * Outside the clone, because `npm ci` empties node_modules/: .ci/run installs Netlify's runtime beside the project's
 * own `npm ci`, whose first seconds leave a core mostly idle (run as a script, below). And nothing that walks the
 * project's files (Gatsby's file watcher, Jest's) meets its 350 MB.
 *
 * Plain JavaScript with Node's own modules only, so that .ci/run can run it before the project's `npm ci`:
 *
 *   node testing/pinnedTools.mjs testing/netlify-cli netlify-cli
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The folder the set pinned in `pinned` (a folder of the repository) is installed in: `name` and its lock's digest,
 * under the same cache as .ci/node's Node.js.
 * @param {string} pinned
 * @param {string} name
 */
export function toolsFolder(pinned, name) {
  const digest = createHash('sha256')
    .update(fs.readFileSync(path.join(pinned, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'coastal-site', 'tools', `${name}-${digest}`);
}

/**
 * The folder the set pinned in `pinned` is installed in, installing it first when it is not. The install goes into a
 * folder of its own and is renamed into place once complete, so a folder there is always a whole install, and two
 * installs at once (a test beside .ci/run's) both end with it.
 * @param {string} pinned
 * @param {string} name
 */
export function installedTools(pinned, name) {
  const installed = toolsFolder(pinned, name);
  if (fs.existsSync(installed)) return installed;
  console.log(`Installing ${path.relative(ROOT, pinned)}/package.json into ${installed}, once…`);
  const partial = `${installed}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(pinned, file), path.join(partial, file));
  const install = spawnSync('bash', [path.join(ROOT, '.ci/npm-ci'), '--loglevel', 'error'], { cwd: partial, stdio: 'inherit' });
  if (install.status !== 0) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(`Could not install ${path.relative(ROOT, pinned)} (npm ci in ${partial} ended with ${install.status}).`);
  }
  try {
    fs.renameSync(partial, installed);
  } catch (error) {
    // Another install finished first: its folder is as good as this one.
    if (!fs.existsSync(installed)) throw error;
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [pinned, name] = process.argv.slice(2);
  if (!pinned || !name) {
    console.error('Usage: node testing/pinnedTools.mjs <pinned folder> <name>');
    process.exit(2);
  }
  installedTools(path.resolve(pinned), name);
}
