/**
 * Preloaded into every Gatsby process by src/build/runGatsby.mjs (NODE_OPTIONS).
 *
 * gatsby-plugin-sharp encodes AVIF with sharp's default effort (4), which on
 * camera-sized photographs is 10-30 times slower than effort 2 for files of
 * about the same size: a cold build went from about 16 minutes to a few.
 * gatsby-plugin-sharp offers no option for it, so the default is set here,
 * on the one sharp the project installs (package.json overrides).
 */
const sharp = require('sharp');

const AVIF_EFFORT = 2;
const encodeAvif = sharp.prototype.avif;

sharp.prototype.avif = function avifWithProjectEffort(options = {}) {
  return encodeAvif.call(this, { effort: AVIF_EFFORT, ...options });
};
