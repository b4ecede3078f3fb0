/**
 * The form and leads APIs loaded once under `gatsby serve` (the server recipe's service), not once a request.
 * Preloaded by src/build/runGatsby.mjs for `serve` only (NODE_OPTIONS), as requestLimits.cjs is.
 *
 * Gatsby's function middleware (gatsby/dist/internal-plugins/functions/middleware.js) deletes a function's compiled
 * file from require's cache and requires it again on every request, so that `gatsby develop` runs the newest code.
 * Under `serve` the files never change (servedBuild.mjs refuses a build changed since), and each is a 2-3 MB bundle
 * of the whole server (mail, push, photos, the spam model): evaluating it again is most of a request's time, and
 * it forgets what the server keeps between requests (the push's key pair, the spam model, the store's index check).
 * Here the first load of each file under .cache/functions/ is kept and given back to every later require.
 *
 * Measured with `npm run bench:flood -- --browser --view-only` (20,000 leads, a 2-core machine): the view's first
 * call (a page of 50) took 500-550 ms through `gatsby serve` without this and 19-113 ms with it; the view's first rows
 * (median of 5) 1,241 ms on a laptop's window and 953 ms on a phone without, 900 and 874 ms with. Remove this file
 * if a Gatsby upgrade stops requiring functions afresh under `serve` (docs/gatsby-defaults.md).
 *
 * Plain CommonJS: the server's systemd unit runs the launcher with plain Node.
 */
const Module = require('node:module');
const path = require('node:path');

const FUNCTIONS = `${path.resolve('.cache', 'functions')}${path.sep}`;
/** @type {Map<string, unknown>} */
const loaded = new Map();

// @ts-expect-error: Module._load is Node's own loader, not in its public types.
const load = Module._load;
// @ts-expect-error: as above.
Module._load = function keepFunction(/** @type {unknown} */ request, /** @type {unknown[]} */ ...rest) {
  if (typeof request !== 'string' || !request.startsWith(FUNCTIONS)) return load.call(this, request, ...rest);
  if (!loaded.has(request)) loaded.set(request, load.call(this, request, ...rest));
  return loaded.get(request);
};
