/**
 * The site's two faces, each in two files:
 *
 * - a small one with the characters of English copy (`BASIC_TEXT` in fontSubsets.ts), cut by
 *   `npm run fonts` (cli/fonts.ts) into src/theme/fonts/: every
 *   page needs it, on a phone it loads beside the hero photo, and its size
 *   was what held the hero back (issue 19: 71 KB of fonts, now 27 KB);
 * - fontsource's Latin file for the rest of Latin (accents, more symbols),
 *   which a browser fetches only for a page whose text uses one of them.
 *
 * Inter is one variable file for every weight the site uses (400 to 700);
 * Playfair Display, the heading face, is its bold. The small files are
 * preloaded, after the page's content so that a hero photo is asked for
 * first (gatsby-ssr.tsx). Preloaded at 71 KB from the head, the fonts held
 * back the hero photo; arriving after the first paint, they moved the text of
 * a service page's hero (a layout shift of 0.02) until the fallback faces were
 * sized like them (src/theme/fontStacks.ts).
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

/** The small files, which every page of English needs (gatsby-ssr.tsx preloads them). */
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
