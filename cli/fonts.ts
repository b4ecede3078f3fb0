/**
 * `npm run fonts`: cuts the small font files of src/theme/fontFaces.ts from
 * fontsource's Latin files, keeping the characters of `BASIC_TEXT` only, and
 * writes their metrics (heights, average letter width) to
 * src/theme/fonts/metrics.json, from which src/theme/fontStacks.ts sizes the
 * fallback faces. The files are committed. `--check` cuts them again and fails when they
 * differ from the committed ones, as after an upgrade of a font package
 * (run by __tests__/theme/fonts.test.ts); `--root <dir>` reads another copy.
 *
 * Glyphs that only a typographic feature reaches (ligatures, alternates)
 * are left out, and Inter keeps only the weights the site uses (400 to
 * 700): that is most of the saving, and no page asks for either. Of the
 * typographic features only kerning stays, which browsers apply to all text:
 * the others (contextual alternates, case-sensitive forms, fractions) are
 * rules among glyphs these files do not hold, or that no page turns on, and
 * they were 1.5 KB of Inter's small file, enough to need a second round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { BASIC_TEXT } from '../src/theme/fontSubsets';

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false }, root: { type: 'string' } } });
const root = path.resolve(options.root ?? path.join(__dirname, '..'));

const FONT_FILES = [
  {
    family: 'Inter',
    file: 'src/theme/fonts/inter-basic.woff2',
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    family: 'Playfair Display',
    file: 'src/theme/fonts/playfair-display-700-basic.woff2',
    from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
    options: {},
  },
];

const METRICS_FILE = 'src/theme/fonts/metrics.json';

const cutFonts = () =>
  Promise.all(
    FONT_FILES.map(async ({ family, file, from, options }) => ({
      family,
      file,
      bytes: await subsetFont(fs.readFileSync(require.resolve(from)), BASIC_TEXT, {
        targetFormat: 'woff2',
        noLayoutClosure: true,
        keepFeatures: ['kern'],
        ...options,
      }),
    })),
  );

/** What capsize needs of each cut face to size a fallback like it (src/theme/fontStacks.ts). */
async function metricsOf(fonts: { family: string; bytes: Buffer }[]) {
  const entries = await Promise.all(
    fonts.map(async ({ family, bytes }) => {
      const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(bytes);
      return [family, { familyName: family, ascent, descent, lineGap, unitsPerEm, xWidthAvg }] as const;
    }),
  );
  return Buffer.from(`${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
}

async function main() {
  const fonts = await cutFonts();
  const stale: string[] = [];
  for (const { file, bytes } of [...fonts, { file: METRICS_FILE, bytes: await metricsOf(fonts) }]) {
    if (options.check) {
      const committed = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file)) : undefined;
      if (!committed?.equals(bytes)) stale.push(file);
    } else {
      fs.writeFileSync(path.join(root, file), bytes);
      console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
  if (stale.length) {
    console.error(
      `${stale.join(' and ')} ${stale.length === 1 ? 'is' : 'are'} not what \`npm run fonts\` cuts from the installed font packages: run it and commit the result.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
