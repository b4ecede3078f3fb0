/**
 * The largest request body the site's API takes: the form and leads handlers refuse a longer one (413), and so does
 * the gate in front of Gatsby's own body parsing under `gatsby serve` and `gatsby develop` (src/build/requestLimits.cjs),
 * before reading it. Plain CommonJS, so that the gate, which runs on plain Node, and the handlers share one number.
 */

/** The longest honest quote is well under half of it. */
const MAX_API_BODY_BYTES = 64 * 1024;

const TOO_LARGE = `The request is too large to send (the limit is ${MAX_API_BODY_BYTES / 1024} KB).`;

module.exports = { MAX_API_BODY_BYTES, TOO_LARGE };
