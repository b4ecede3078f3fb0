/**
 * The API's body limit (src/server/bodyLimits.cjs) under `gatsby serve` and `gatsby develop`, before a body is read.
 * Preloaded into every Gatsby process by src/build/runGatsby.mjs (NODE_OPTIONS), as sharpDefaults.cjs is.
 *
 * Gatsby runs `multer().any()` before every function (gatsby/dist/internal-plugins/functions/middleware.js), with
 * no limit and in memory: a 2 GB multipart post to /api/quote or /api/leads is buffered whole before the handler
 * can refuse it, and a few at once take the server down. Its JSON, urlencoded, text and raw parsers stop at 100 KB
 * already. Gatsby has no option for multer (a function's `config` export sets only those parsers, and any module in
 * src/ that exports `config` makes `gatsby build` bundle its server engines, which cannot load sharp here), so the one multer its function middleware loads is replaced, here,
 * by the same multer behind a gate:
 *
 *   - a body whose Content-Length is over its limit (`bodyLimitOf`: MAX_API_BODY_BYTES, or MAX_PHOTO_REQUEST_BYTES for a
 *     multipart body to a route that takes photos) is answered 413 at once, before any of it is read;
 *   - a multipart body sent without a length is counted as multer reads it, and answered 413 as soon as it passes
 *     the limit.
 *
 * Either way the connection is then closed, after a moment in which what is already on its way is dropped, so the
 * sender reads the answer rather than a reset (`refuseBody`, src/server/bodyLimits.cjs).
 *
 * Measured by e2e/open-internet.spec.ts: with the gate, a 50 MB post to each API route is answered 413 after the
 * connection's buffers took in at most 4 MB; without it, each was read whole and answered 500, and `gatsby serve`
 * grew by 141 MB over eight such posts.
 * On Netlify, Netlify's own limit (6 MB) applies first and the handlers' Content-Length check then; behind the
 * server recipe's Caddy, `request_body max_size` (deploy/Caddyfile) refuses before the body reaches Node.
 *
 * Plain CommonJS: the server's systemd unit runs the launcher with plain Node.
 */
const path = require('node:path');
const { bodyLimitOf, refuseBody } = require('../server/bodyLimits.cjs');

/** A multipart body multer could not read (cut short, malformed): the sender's fault, not the server's (500). */
const UNREADABLE = 'The form arrived in a format we cannot read. Please send it again.';

/** @param {import('node:http').IncomingMessage} req */
const limitOf = (req) => bodyLimitOf(/** @type {{ originalUrl?: string }} */ (req).originalUrl ?? req.url, req.headers['content-type']);

/**
 * Puts the gate before a multer's `any()` middleware.
 * @param {(options?: object) => { any(): Function }} multer
 */
function gated(multer) {
  /** @param {object} [options] */
  function boundedMulter(options) {
    const upload = multer(options);
    return Object.assign(Object.create(upload), {
      any() {
        const inner = upload.any();
        /**
         * @param {import('node:http').IncomingMessage} req
         * @param {import('node:http').ServerResponse} res
         * @param {(error?: unknown) => void} next
         */
        return function apiBodyGate(req, res, next) {
          const limit = limitOf(req);
          if (Number(req.headers['content-length'] ?? 0) > limit.bytes) return refuseBody(req, res, 413, limit.message);
          let received = 0;
          let refused = false;
          inner(req, res, (/** @type {unknown} */ error) => {
            if (refused) return;
            if (error) refuseBody(req, res, 400, UNREADABLE);
            else next();
          });
          // multer pipes a multipart body into its parser as it starts (synchronously), so counting begins with it.
          if (req.readableFlowing)
            req.on('data', (/** @type {Buffer} */ chunk) => {
              received += chunk.length;
              if (received > limit.bytes && !refused) {
                refused = true;
                refuseBody(req, res, 413, limit.message);
              }
            });
        };
      },
    });
  }
  return Object.assign(boundedMulter, multer);
}

/** Replaces the multer that Gatsby's function middleware loads; a Gatsby without it is left as it is. */
function install() {
  let gatsbyDir;
  let multerFile;
  try {
    gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
    multerFile = require.resolve('multer', { paths: [path.join(gatsbyDir, 'dist/internal-plugins/functions')] });
  } catch {
    return;
  }
  const multer = require(multerFile);
  const cached = require.cache[multerFile];
  if (cached) cached.exports = gated(multer);
}

install();
