/**
 * How large a request to the site's API may be: numbers only, read by the browser's forms (src/forms/photos.ts) and
 * by the server's body limits (src/server/bodyLimits.cjs), which answer a longer body unread. Kept apart from those,
 * so that a visitor's page carries the numbers and none of the server's code. Plain CommonJS: the body gate in front
 * of `gatsby serve` and `gatsby develop` (src/build/requestLimits.cjs) reads it on plain Node.
 */

/** The largest body of the form and leads APIs: the longest honest quote is well under half of it. */
const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * The largest request that carries photos (src/server/photos/): one photo sent by the form's script, or the quote
 * form posted without scripts with its photos. Netlify takes a function request of at most 6 MB, counted after it
 * has Base64-encoded a binary body (4 bytes for every 3): 4 MB becomes 5.6 MB, under the limit with room for the
 * request's headers. A phone's photo made web-sized by the form is well under 1 MB.
 */
const MAX_PHOTO_REQUEST_BYTES = 4 * 1024 * 1024;

module.exports = { MAX_API_BODY_BYTES, MAX_PHOTO_REQUEST_BYTES };
