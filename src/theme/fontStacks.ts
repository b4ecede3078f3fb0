/**
 * The site's two font stacks, each with fallback faces sized like its web font.
 *
 * Until a web font file arrives, text is laid out in a face the device has.
 * Each fallback face here is that local face scaled (`size-adjust`) so that its
 * average letter is as wide as the web font's, with the web font's ascent and
 * descent, made with capsize's `createFontStack`. A line then wraps where it will
 * wrap in the web font, and a font that arrives after the first paint moves
 * nothing (e2e/layout-stability.spec.ts). That is what lets the font files be
 * asked for after the hero photo (gatsby-ssr.tsx).
 *
 * Components read the stacks as `theme.fonts.body` and `theme.fonts.heading`
 * (src/theme/theme.ts): the custom properties `--font-body` and `--font-heading`
 * that `fontStacksCss` defines, so that capsize stays out of the browser's
 * scripts and the stacks and their faces are written once, here.
 */
import { createFontStack } from '@capsizecss/core';
import webFonts from './fonts/metrics.json';

/**
 * Local faces that visitors' devices have, with their metrics as capsize's
 * metrics collection (4.3.0) gives them. Arial and Times New Roman: Windows,
 * macOS, iOS; Roboto and Noto Serif: Android; Liberation Sans and Liberation
 * Serif (Linux, and the test machines' Chromium) are metric-compatible with
 * Arial and Times New Roman: the same widths and heights, so the same sizing.
 */
const arial = { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const timesNewRoman = {
  familyName: 'Times New Roman',
  fullName: 'Times New Roman',
  postscriptName: 'TimesNewRomanPSMT',
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 832,
};
const LOCAL_SANS = [
  arial,
  { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
  {
    familyName: 'Roboto',
    fullName: 'Roboto Regular',
    postscriptName: 'Roboto-Regular',
    ascent: 1900,
    descent: -500,
    lineGap: 0,
    unitsPerEm: 2048,
    xWidthAvg: 911,
  },
];
const LOCAL_SERIF = [
  timesNewRoman,
  { ...timesNewRoman, familyName: 'Liberation Serif', fullName: 'Liberation Serif', postscriptName: 'LiberationSerif' },
  {
    familyName: 'Noto Serif',
    fullName: 'Noto Serif Regular',
    postscriptName: 'NotoSerif-Regular',
    ascent: 1069,
    descent: -293,
    lineGap: 0,
    unitsPerEm: 1000,
    xWidthAvg: 481,
  },
];

/*
 * Playfair Display kerns its capitals tightly ("Wh", "Te", "Yo"), which an average of advance widths does not see: set
 * by Chromium, headings in the sized fallback ran about 1% wider than in Playfair (five headings of the site: 0.7 to 1.9%),
 * so a heading that just fits its line in Playfair took two in the fallback (/testimonials' at desktop width). Counted
 * over every text block of the 12 routes at 412 and 1280 px wide, with Liberation Serif, the blocks whose line count
 * changes when the font arrives went from 8 to 5 with the average taken 1% narrower.
 */
const HEADING_KERNING = 0.99;
const playfair = webFonts['Playfair Display'];

const stacks = {
  body: { ...createFontStack([webFonts.Inter, ...LOCAL_SANS]), generic: 'sans-serif' },
  heading: { ...createFontStack([{ ...playfair, xWidthAvg: playfair.xWidthAvg * HEADING_KERNING }, ...LOCAL_SERIF]), generic: 'serif' },
};

/** The fallback faces and the stacks' custom properties, written into every page's head (gatsby-ssr.tsx) and the editor's previews. */
export const fontStacksCss = (): string => {
  const stackList = Object.entries(stacks);
  const faces = stackList.map(([, { fontFaces }]) => fontFaces.replace(/\s*\n\s*/g, '')).join('');
  return `${faces}:root{${stackList.map(([name, { fontFamily, generic }]) => `--font-${name}:${fontFamily}, ${generic}`).join(';')}}`;
};
