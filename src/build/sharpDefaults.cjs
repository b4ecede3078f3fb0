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

const AVIF_EFFORT = 1;
const WEBP_EFFORT = 2;
const { avif, webp } = sharp.prototype;

sharp.prototype.avif = function avifWithProjectEffort(options = {}) {
  return avif.call(this, { effort: AVIF_EFFORT, ...options });
};

sharp.prototype.webp = function webpWithProjectEffort(options = {}) {
  return webp.call(this, { effort: WEBP_EFFORT, ...options });
};
