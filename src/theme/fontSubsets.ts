/**
 * Which characters the small font files hold (src/theme/fontFaces.ts), and the
 * unicode ranges that send every other Latin character to fontsource's files.
 * Kept apart from the font files' imports so that `npm run fonts` can read it.
 */
type Range = [first: number, last: number];

/** Every code point from first to last. */
const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

const codePoints = (text: string) => [...new Set([...text].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);

/**
 * The characters of the small files: printable ASCII, the no-break space and the punctuation of English copy.
 * Signs this site's copy does not use (® ° ™ € ‹ ›) are left to the Latin files: with them, Inter's small file
 * was over the 14,600 bytes a new connection delivers in its first round trip (docs/first-screen.md, "What the
 * first screen waits for"). A page whose text has one fetches the Latin file too, and shows it all the same.
 */
export const BASIC_TEXT = String.fromCodePoint(...span(0x20, 0x7e)) + '\u00a0©·×‘’“”–—…•';

/** fontsource's "latin" subset, as its own CSS declares it: what the Latin files hold. */
const LATIN: Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const rangesOf = (points: number[]): Range[] =>
  points.reduce<Range[]>((ranges, point) => {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
    return ranges;
  }, []);

/** The ranges less the code points: the Latin file serves only what the small file lacks, so a page of plain English fetches the small file alone. */
const without = (ranges: Range[], points: number[]): Range[] => {
  const excluded = new Set(points);
  return rangesOf(ranges.flatMap(([first, last]) => span(first, last)).filter((point) => !excluded.has(point)));
};

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: Range[]) => ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');

const basic = codePoints(BASIC_TEXT);
/** Control characters have no glyph: left out of both ranges, a line break in a text never sends for the Latin file. */
const controls = [...span(0x00, 0x1f), ...span(0x7f, 0x9f)];
/** The small files' range, and the rest of fontsource's Latin range. */
export const BASIC_RANGE = unicodeRange(rangesOf(basic));
export const REST_OF_LATIN_RANGE = unicodeRange(without(LATIN, [...basic, ...controls]));
