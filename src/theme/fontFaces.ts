/**
 * The site's two faces, each in two files:
 *
 * - a small one with the characters of English copy (`BASIC_TEXT` in fontSubsets.ts), cut by
 *   `npm run fonts` (cli/fonts.ts) into src/theme/fonts/: every
 *   page needs it, and on a phone it loads beside the hero photo, so its size
 *   is what competes with the hero (docs/first-screen.md, "What the first
 *   screen waits for");
 * - fontsource's Latin file for the rest of Latin (accents, more symbols),
 *   which a browser fetches only for a page whose text uses one of them.
 *
 * Inter is one variable file for every weight the site uses (400 to 700);
 * Playfair Display, the heading face, is its bold. The small files are
 * preloaded, after the page's content so that a hero photo is asked for
 * first (gatsby-ssr.tsx).
 *
 * `font-display: swap`: the page is drawn at once in the fallback faces, which
 * are sized like the web fonts (src/theme/fontStacks.ts), and each web font
 * takes over as it arrives, on the visitor's first page too. With `optional`
 * a font that missed the page's first layout (about 100 ms) was never shown on
 * that page: on a phone over Slow 4G that was every first page, so a first-time
 * visitor met the company in Liberation Serif and Sans (issue 60). What the
 * swap may move is checked for the first screen's text at phone and laptop
 * widths (e2e/fonts.spec.ts: no line of a heading or first paragraph
 * re-wraps) and for whole pages (e2e/layout-stability.spec.ts: CLS within its
 * budget); docs/first-screen.md, "Fonts", has the figures.
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
