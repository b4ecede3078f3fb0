/**
 * The largest request body the site's API takes, and how a request is answered without its body being read. The
 * form and leads handlers refuse a longer body (413), and so does the gate in front of Gatsby's own body parsing
 * under `gatsby serve` and `gatsby develop` (src/build/requestLimits.cjs), before reading it. Plain CommonJS, so
 * that the gate, which runs on plain Node, and the handlers share one number.
 */

// The numbers alone stand apart, so that the browser's forms read them without this module's code.
const { MAX_API_BODY_BYTES, MAX_PHOTO_REQUEST_BYTES } = require('../forms/requestSizes.cjs');

const TOO_LARGE = `The request is too large to send (the limit is ${MAX_API_BODY_BYTES / 1024} KB).`;

/** The routes that take photos, as multipart bodies only. */
const PHOTO_ROUTES = ['/api/photo', '/api/quote'];

const PHOTOS_TOO_LARGE = `The photos are too large to send (the limit is ${MAX_PHOTO_REQUEST_BYTES / 1024 / 1024} MB in one send). Send fewer or smaller photos; what you typed is kept.`;

/**
 * The body limit of one request, and the sentence for a body over it, from its path and type.
 * @param {string | undefined} url
 * @param {string | undefined} contentType
 */
function bodyLimitOf(url, contentType) {
  const route = String(url ?? '')
    .split('?')[0]
    .replace(/\/$/, '');
  const photos = PHOTO_ROUTES.includes(route) && /^multipart\/form-data\b/i.test(String(contentType ?? ''));
  return photos ? { bytes: MAX_PHOTO_REQUEST_BYTES, message: PHOTOS_TOO_LARGE } : { bytes: MAX_API_BODY_BYTES, message: TOO_LARGE };
}

/** How long, and for how many more bytes, a refused request's connection stays open so that its answer is read. */
const LINGER_MS = 1000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Answers `status` with `message`, as JSON to a script that asked for it and as a plain sentence otherwise, without
 * reading the request's body. A client sends its body without waiting for an answer: a connection closed at once
 * with part of that body unread is reset, and a reset can lose the answer on its way (a browser then shows a broken
 * connection rather than the sentence). So what is already on its way is let in and dropped, never kept, for a
 * moment (LINGER_MS) or a few megabytes (LINGER_BYTES), whichever comes first; then the connection is closed.
 *
 * The answer says so (`Connection: close`): a client that keeps connections alive (every browser, Node's fetch)
 * would otherwise send its next request on this one, and a request on its way when it closes fails at the network
 * level. Node ends a connection whose answer says `close` as soon as the answer is written (`destroySoon`), unread
 * body and all, which is the reset above: here it only finishes sending (a half-close, which Node's HTTP server
 * allows) and the linger closes it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function refuseBody(req, res, status, message) {
  if (res.headersSent) return void req.socket.destroy();
  const json = String(req.headers.accept ?? '').includes('application/json');
  const text = json ? JSON.stringify({ ok: false, message, errors: [] }) : `${message}\n`;
  res.writeHead(status, {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  const socket = req.socket;
  socket.destroySoon = () => void socket.end();
  res.end(text);
  req.unpipe();
  let dropped = 0;
  const close = () => socket.destroy();
  req.on('data', (/** @type {Buffer} */ part) => {
    dropped += part.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.resume();
  setTimeout(close, LINGER_MS).unref();
}

module.exports = { LINGER_BYTES, MAX_API_BODY_BYTES, MAX_PHOTO_REQUEST_BYTES, PHOTO_ROUTES, PHOTOS_TOO_LARGE, TOO_LARGE, bodyLimitOf, refuseBody };
