/**
 * The site's two faces, each in two files:
 *
 * - a small one with the characters of English copy (`BASIC_TEXT` in fontSubsets.ts), cut by
 *   `npm run fonts` (scripts/subset-fonts.mts) into src/theme/fonts/: every
 *   page needs it, on a phone it loads beside the hero photo, and its size
 *   was what held the hero back (issue 19: 71 KB of fonts, now 27 KB);
 * - fontsource's Latin file for the rest of Latin (accents, more symbols),
 *   which a browser fetches only for a page whose text uses one of them.
 *
 * Inter is one variable file for every weight the site uses (400 to 700);
 * Playfair Display, the heading face, is its bold. The small files are
 * preloaded: at 27 KB they arrive with the hero photo, and Chromium then
 * paints the first screen once, in its own faces. Not preloaded, text was
 * painted in the fallback face and moved when the files came (a layout
 * shift of 0.02 on a service page's hero); preloaded at 71 KB, the fonts
 * held back the hero photo.
 */
import interBasic from './fonts/inter-basic.woff2';
import playfairBasic from './fonts/playfair-display-700-basic.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import playfairLatin from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2';
import { BASIC_RANGE, REST_OF_LATIN_RANGE } from './fontSubsets';

const faces = [
  { family: 'Inter', weight: '400 700', basic: interBasic, latin: interLatin },
  { family: 'Playfair Display', weight: '700', basic: playfairBasic, latin: playfairLatin },
];

/** The small files, which every page of English asks for before its first paint (gatsby-ssr.tsx preloads them). */
export const PRELOADED_FONTS = faces.map((face) => face.basic);

/** The @font-face rules, written into every page's head with the site-wide styles (gatsby-ssr.tsx). */
export const fontFacesCss = (): string =>
  faces
    .flatMap(({ family, weight, ...files }) =>
      [
        [files.basic, BASIC_RANGE],
        [files.latin, REST_OF_LATIN_RANGE],
      ].map(
        ([url, range]) =>
          `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${range}}`,
      ),
    )
    .join('');
