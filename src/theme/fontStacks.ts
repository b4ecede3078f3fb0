/**
 * The site's two font stacks, each with fallback faces sized like its web font.
 *
 * Until a web font file arrives, text is laid out in a face the device has.
 * Each fallback face here is that local face scaled (`size-adjust`) so that its
 * average letter is as wide as the web font's, with the web font's ascent and
 * descent, made with capsize's `createFontStack`. A line then almost always
 * wraps where it will in the web font, and a font that arrives after the first
 * paint moves next to nothing (e2e/layout-stability.spec.ts). That is what lets the font files be
 * asked for after the hero photo (gatsby-ssr.tsx).
 *
 * Components read the stacks as `theme.fonts.body` and `theme.fonts.heading`
 * (src/theme/theme.ts): the custom properties `--font-body` and `--font-heading`
 * that `fontStacksCss` defines, so that capsize stays out of the browser's
 * scripts and the stacks and their faces are written once, here.
 */
import { createFontStack } from '@capsizecss/core';
import webFonts from './fonts/metrics.json';

/** A local face: its family, full and PostScript names (what `local()` matches), and metrics as listed below. */
const localFace = (familyName: string, fullName: string, postscriptName: string, metrics: readonly number[]) => {
  const [ascent, descent, lineGap, unitsPerEm, xWidthAvg] = metrics;
  return { familyName, fullName, postscriptName, ascent, descent, lineGap, unitsPerEm, xWidthAvg };
};

/**
 * Local faces that visitors' devices have, with their metrics as capsize's
 * metrics collection (4.3.0) gives them. Arial and Times New Roman: Windows,
 * macOS, iOS; Roboto and Noto Serif: Android; Liberation Sans and Liberation
 * Serif (Linux, and the test machines' Chromium) are metric-compatible with
 * Arial and Times New Roman: the same widths and heights, so the same sizing.
 *
 * Each: ascent, descent, line gap, units per em, average letter width.
 */
const ARIAL = [1854, -434, 67, 2048, 913];
const TIMES_NEW_ROMAN = [1825, -443, 87, 2048, 832];
const LOCAL_SANS = [
  localFace('Arial', 'Arial', 'ArialMT', ARIAL),
  localFace('Liberation Sans', 'Liberation Sans', 'LiberationSans', ARIAL),
  localFace('Roboto', 'Roboto Regular', 'Roboto-Regular', [1900, -500, 0, 2048, 911]),
];
const LOCAL_SERIF = [
  localFace('Times New Roman', 'Times New Roman', 'TimesNewRomanPSMT', TIMES_NEW_ROMAN),
  localFace('Liberation Serif', 'Liberation Serif', 'LiberationSerif', TIMES_NEW_ROMAN),
  localFace('Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular', [1069, -293, 0, 1000, 481]),
];

/*
 * Playfair Display kerns its capitals tightly ("Wh", "Te", "Yo"), which an average of advance widths does not see: set
 * by Chromium, headings in the sized fallback ran wider than in Playfair, so a heading that just fits its line in
 * Playfair took two in the fallback. The factor is calibrated on the site's own headings (every route's h1 at 360, 412
 * and 1280 px, set in Liberation Serif and in Playfair, text at its exact size: globalCss.ts): from 0.976 to 0.978 no
 * heading's lines change when Playfair arrives; at 0.980 "Get Your Free Quote" takes two lines at 360 px in the
 * fallback, at 0.975 the home page's heading takes one line fewer at 412 px (e2e/fonts.spec.ts checks it; figures:
 * docs/first-screen.md, "Fonts"). Noto Serif is sized by the same factor.
 */
const HEADING_KERNING = 0.977;
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
