/**
 * Preloaded into every Gatsby process by src/build/runGatsby.mjs (NODE_OPTIONS).
 *
 * gatsby-plugin-sharp encodes AVIF and WebP with sharp's default effort (4
 * for both). For these photos AVIF at effort 4 is 7 times slower than at 2
 * and makes larger files: effort 2 gave the smallest file of the ten for 6 of
 * the 9 first-screen photos, and was within 1.4 % of it for the other 3
 * (`npm run bench:first-screen -- --efforts`). WebP, the one file the few
 * browsers without AVIF take, at effort 2: 59 % less encoding than sharp's 4
 * for 6 % more bytes (every width of four photos; effort 1 was 32 % larger).
 * docs/first-screen.md ("Photo encoding") has the figures and the build's
 * cost. gatsby-plugin-sharp offers no option for the effort, so it is set
 * here. It reaches the plugin only while package.json's overrides keep one
 * sharp for the whole tree.
 */
const sharp = require('sharp');

const EFFORT = { avif: 2, webp: 2 };

for (const [format, effort] of Object.entries(EFFORT)) {
  const encode = sharp.prototype[format];
  sharp.prototype[format] = function withProjectEffort(options = {}) {
    return encode.call(this, { effort, ...options });
  };
}
