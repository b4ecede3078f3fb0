/**
 * gatsby-plugin-sharp's defaults for every photo (gatsby-config.ts), kept here
 * so that `npm run bench:first-screen` encodes at the same quality.
 *
 * Two formats: AVIF in a ladder of widths, which nearly every browser takes,
 * and WebP, the fallback of the few that take no AVIF (Safari before 16.4):
 * every browser in use takes WebP. The fragments' `photo` field
 * (src/build/photoField.ts) makes the AVIF ladder and one WebP, and `Photo`
 * writes both, so each photo's markup carries one ladder; with a JPEG
 * fallback beside them, it carried three (docs/first-screen.md, "What the
 * first screen waits for").
 *
 * AVIF, which most phones take, keeps the same look at a lower quality number
 * than JPEG and WebP, and the hero's AVIF is the largest paint's download. A
 * photo waits on its dominant colour: a blurred copy is base64 in the HTML,
 * which a phone must download before it can ask for the hero. Figures:
 * docs/gatsby-defaults.md, "Where the site departs from Gatsby's defaults"
 * (Image defaults).
 */
export const IMAGE_DEFAULTS = {
  formats: ['webp', 'avif'],
  placeholder: 'dominantColor',
  quality: 70,
  avifOptions: { quality: 50 },
} as const;
