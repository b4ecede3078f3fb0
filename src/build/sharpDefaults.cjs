/**
 * Preloaded into every Gatsby process by src/build/runGatsby.mjs (NODE_OPTIONS).
 *
 * gatsby-plugin-sharp encodes AVIF with sharp's default effort (4), which on
 * camera-sized photographs is many times slower than effort 2 for files of
 * about the same size, and made most of a cold build's time (figures:
 * docs/architecture.md, "Where the site departs from Gatsby's defaults", The
 * launcher). gatsby-plugin-sharp offers no option for it, so the default is
 * set here. It reaches the plugin only while package.json's overrides keep
 * one sharp for the whole tree.
 */
const sharp = require('sharp');

const AVIF_EFFORT = 2;
const encodeAvif = sharp.prototype.avif;

sharp.prototype.avif = function avifWithProjectEffort(options = {}) {
  return encodeAvif.call(this, { effort: AVIF_EFFORT, ...options });
};
