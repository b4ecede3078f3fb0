/**
 * Preloaded into every Gatsby process by src/build/runGatsby.mjs (NODE_OPTIONS).
 *
 * gatsby-plugin-sharp encodes AVIF and WebP with sharp's default effort (4
 * for both), which made most of a cold build's time: AVIF at effort 4 is many
 * times slower than at effort 1 for files of about the same size. The efforts
 * set here, and what they cost in bytes, are in docs/architecture.md ("Where
 * the site departs from Gatsby's defaults", The launcher). gatsby-plugin-sharp
 * offers no option for them, so the defaults are set here. They reach the
 * plugin only while package.json's overrides keep one sharp for the whole tree.
 */
const sharp = require('sharp');

const EFFORT = { avif: 1, webp: 2 };

for (const [format, effort] of Object.entries(EFFORT)) {
  const encode = sharp.prototype[format];
  sharp.prototype[format] = function withProjectEffort(options = {}) {
    return encode.call(this, { effort, ...options });
  };
}
