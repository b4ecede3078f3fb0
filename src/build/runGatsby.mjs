#!/usr/bin/env node
/**
 * Runs the Gatsby CLI with the settings this project needs on machines
 * without general internet access: no adapters list download, no version
 * check, no telemetry; with faster AVIF encoding (sharpDefaults.cjs); for
 * `serve` and `develop`, the API's body limit before a body is read (requestLimits.cjs); and, for `develop`, the
 * API compiled as it starts.
 * `node src/build/runGatsby.mjs build` = `gatsby build`; every npm script
 * that runs Gatsby goes through here, and gatsby-node.ts stops a Gatsby
 * started any other way (launcher.mjs).
 *
 * Plain JavaScript (typed by JSDoc, checked by tsc): the server's systemd
 * unit (deploy/coastal-site.service) runs it with plain Node.
 *
 * The adapters list is Gatsby's zero-configuration lookup of a host's
 * adapter; turning it off never turns off the Netlify adapter, which
 * gatsby-config.ts sets itself (src/build/deployTarget.ts).
 *
 * `build` also records what it built, and `serve` refuses a build that was
 * changed since (src/build/servedBuild.mjs).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { LAUNCHER_MARK } from './launcher.mjs';
import { fixNetlifyHandlers } from './netlifyHandlers.mjs';
import { nodeProblem } from './nodeSupport.mjs';
import { servedBuildProblem, writeBuildStamp } from './servedBuild.mjs';

const require = createRequire(import.meta.url);
const defaults = {
  GATSBY_ADAPTERS_MANIFEST: 'module.exports = []',
  GATSBY_FEEDBACK_DISABLED: '1',
  GATSBY_TELEMETRY_DISABLED: '1',
  SHARP_IGNORE_GLOBAL_LIBVIPS: '1',
};
const [command] = process.argv.slice(2);
const directory = process.cwd();

const nodeWarning = nodeProblem();
if (nodeWarning) console.warn(`warning: ${nodeWarning.message}`);

if (command === 'serve') {
  const problem = servedBuildProblem(directory);
  if (problem) {
    console.error(`Not serving: ${problem}`);
    // EX_CONFIG: deploy/coastal-site.service does not restart on it.
    process.exit(78);
  }
}

// sharpDefaults.cjs: the photos' encoding effort. requestLimits.cjs: the API's body limit, before Gatsby reads a body.
// keepFunctions.cjs: the APIs loaded once under `serve`, not once a request.
const preloads = [
  './sharpDefaults.cjs',
  ...(command === 'serve' || command === 'develop' ? ['./requestLimits.cjs'] : []),
  ...(command === 'serve' ? ['./keepFunctions.cjs'] : []),
];
const preload = preloads.map((file) => `--require ${JSON.stringify(require.resolve(file))}`).join(' ');
/*
 * The server decodes visitors' photos (src/server/photos/), a hundred megabytes or so each, one at a time. glibc's
 * allocator kept what each had used: in arenas of the threads that decoded it (up to 8 a core) and, once a large
 * block was freed, by raising the size it maps afresh, so five photos one after another grew the process as much as
 * five at once (12 MP phone photos: 217 MB; with these settings 65 MB). Two arenas, and every block of 128 KB or more
 * mapped and given back when freed. A GLIBC_TUNABLES of the server's own wins.
 */
const allocator = command === 'serve' ? { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072' } : {};
/*
 * `gatsby develop` compiles the form API's functions as it starts, not each on its first request (Gatsby's option;
 * docs/gatsby-defaults.md, "The development server compiles the API as it starts").
 */
const developFunctions = command === 'develop' ? { GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS: 'true' } : {};
const env = {
  ...defaults,
  ...allocator,
  ...developFunctions,
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
  [LAUNCHER_MARK]: '1',
};
const cli = require.resolve('gatsby/cli.js');
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (command === 'build' && code === 0) {
    try {
      const handlers = fixNetlifyHandlers(directory);
      if (handlers.length) console.log(`Netlify function handlers made safe for Node 24: ${handlers.length} (src/build/netlifyHandlers.mjs)`);
    } catch (error) {
      console.error(`Build failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    const functions = writeBuildStamp(directory);
    console.log(`Form API built for \`npm run serve\`: ${functions.join(', ') || 'none'} (.cache/functions)`);
  }
  process.exit(signal ? 1 : (code ?? 1));
});
