/**
 * A fix of gatsby-adapter-netlify 1.4.0's function handlers for Node 24 (docs/decisions.md, "Node.js 24").
 *
 * The adapter writes each form endpoint's Netlify Function as `.netlify/functions-internal/<name>/<name>.js`. Its
 * handler makes the request from a plain stream with `http.IncomingMessage`'s methods copied onto it, which never
 * runs IncomingMessage's constructor nor sets `complete`. Node 24's IncomingMessage takes a message that ends
 * without `complete` for an aborted one and detaches its abort signal from a socket this request does not have: the
 * function crashes as soon as Gatsby has read the body, and every form post on Netlify is answered 502. Node 20 and
 * 22 do not look. This adds one line to each handler: the request is `complete` once its body has been read, as
 * Node's own parser would say. (Set earlier, it tells the body parser that the body was read already: an empty form.)
 *
 * The build fails, naming the file, when a handler has no line to anchor on: a new adapter then needs a fresh look at
 * whether this is still needed (the Netlify tests show it: without this, every post is a 502).
 *
 * Plain JavaScript (typed by JSDoc, checked by tsc): src/build/runGatsby.mjs runs it after a build.
 */
import fs from 'node:fs';
import path from 'node:path';

export const HANDLERS_DIR = '.netlify/functions-internal';
const ANCHOR = /^(\s*)req\.push\(null\)\n/m;
const FIX = "req.once('end', () => (req.complete = true)) // src/build/netlifyHandlers.mjs: Node 24 takes a request without it for an aborted one";

/**
 * Adds the fix to every handler the adapter wrote under `dir`; returns the handler files it changed.
 * @param {string} dir the project
 * @returns {string[]}
 */
export function fixNetlifyHandlers(dir) {
  const root = path.join(dir, HANDLERS_DIR);
  if (!fs.existsSync(root)) return [];
  const fixed = [];
  for (const name of fs.readdirSync(root)) {
    const file = path.join(root, name, `${name}.js`);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (source.includes(FIX)) continue;
    if (!ANCHOR.test(source))
      throw new Error(
        `${path.relative(dir, file)}: gatsby-adapter-netlify's handler no longer has the line src/build/netlifyHandlers.mjs adds to; check whether Node still crashes on its request (docs/decisions.md, "Node.js 24").`,
      );
    fs.writeFileSync(
      file,
      source.replace(ANCHOR, (line, indent) => `${indent}${FIX}\n${line}`),
    );
    fixed.push(file);
  }
  return fixed;
}
