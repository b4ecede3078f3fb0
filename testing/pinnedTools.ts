/**
 * Tools too large for every `npm ci`, installed on first use: a folder of the repository pins each set (package.json
 * and its lock), and the first bench or test that needs it installs exactly that into node_modules/.cache/<name>,
 * through .ci/npm-ci (npm's cache first), and again whenever the lock changes. The benches' Lighthouse (bench/tools/)
 * and Netlify's local runtime (testing/netlify-cli/) are such sets.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The folder `pinned` (a folder of the repository) is installed in, installing it first when its lock changed. */
export function installedTools(pinned: string, name: string): string {
  const installed = path.join(ROOT, 'node_modules/.cache', name);
  const stamp = path.join(installed, '.lock-digest');
  const digest = createHash('sha256')
    .update(fs.readFileSync(path.join(pinned, 'package-lock.json')))
    .digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return installed;
  console.log(`Installing ${path.relative(ROOT, pinned)}/package.json, once…`);
  fs.rmSync(installed, { recursive: true, force: true });
  fs.mkdirSync(installed, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(pinned, file), path.join(installed, file));
  const install = spawnSync('bash', [path.join(ROOT, '.ci/npm-ci'), '--loglevel', 'error'], { cwd: installed, stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`Could not install ${path.relative(ROOT, pinned)} (npm ci in ${installed} ended with ${install.status}).`);
  // As for the project's own lock (__tests__/deploy/npmCi.test.ts): every install script is decided in the set's allowScripts.
  const undecided = JSON.parse(spawnSync('npm', ['install-scripts', 'ls', '--json'], { cwd: installed, encoding: 'utf8' }).stdout).allowScripts;
  if (undecided.length)
    throw new Error(
      `${path.relative(ROOT, pinned)}/package.json: decide the install scripts of ${undecided.map((entry: { name: string }) => entry.name).join(', ')} in its allowScripts (docs/testing.md, "Install scripts")`,
    );
  fs.writeFileSync(stamp, digest);
  return installed;
}
