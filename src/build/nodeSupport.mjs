#!/usr/bin/env node
/**
 * Which Node.js the site runs on, in one place: `.nvmrc` names the version everything runs (CI, Netlify, the
 * workflows, the server), and `engines` in package.json the oldest that still works. Node 20 reached its end of
 * life in April 2026; docs/decisions.md says why 24 and 22.
 *
 *   node src/build/nodeSupport.mjs --require   exits 1, naming the version to install, on a Node older than engines
 *
 * runGatsby.mjs (every npm script that runs Gatsby) warns in one line on a Node older than `.nvmrc` and goes on;
 * deploy/release.sh and the server's unit refuse one older than engines.
 * Plain JavaScript that Node 14 and later can parse, so that an old Node reaches the message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The major version of a version string such as `v24.21.0`, `24` or `>=22.12` (NaN for one without a number).
 * @param {string} version
 */
export const majorOf = (version) => Number((/(\d+)/.exec(version) ?? [])[1]);

/** The major version everything runs on (`.nvmrc`). */
export const SUPPORTED = majorOf(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8'));

/** The oldest major version that still works (`engines.node` of package.json). */
export const OLDEST = majorOf(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node);

const HOW = `install Node.js ${SUPPORTED} LTS (the installer from Node.js's website, \`nvm install\` in this folder, or \`npm i -g node@${SUPPORTED}\`)`;

/**
 * What is wrong with a Node version for this site, or undefined when nothing is.
 * @param {string} version as process.version gives it
 * @returns {{ refuse: boolean, message: string } | undefined}
 */
export function nodeProblem(version = process.version) {
  const major = majorOf(version);
  if (major < OLDEST)
    return { refuse: true, message: `Node.js ${version} is older than this site supports (${OLDEST} or newer; it is published on ${SUPPORTED}): ${HOW}.` };
  if (major < SUPPORTED) return { refuse: false, message: `Node.js ${version} still works, but the site runs on ${SUPPORTED} everywhere else: ${HOW}.` };
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv.includes('--require')) {
  const problem = nodeProblem();
  if (problem && problem.refuse) {
    console.error(problem.message);
    process.exit(1);
  }
}
