/**
 * The site's workarounds of Gatsby's and React's start-up defaults, by name.
 * Each is kept only for what it buys a phone, measured side by side with a
 * build without it: `npm run bench -- --without <name>` (docs/gatsby-defaults.md,
 * "Start-up workarounds"). A build leaves out those named in GATSBY_WITHOUT (comma-separated);
 * the GATSBY_ prefix is what lets the browser's code read it, as a constant
 * that webpack folds, so a normal build carries no trace of the switch.
 */
export const WORKAROUNDS = {
  'scripts-after-paint': "Gatsby's start-up scripts held until the hero has painted (src/build/scriptsAfterPaint.ts)",
  'late-frame': "the site's frame and styled-components evaluated in tasks of their own after start-up (gatsby-browser.tsx)",
  'content-visibility': 'blocks below the first one, and lazy photos, laid out only as they come near the window (src/theme/globalCss.ts)',
  'compile-hints': 'the framework, app and commons scripts compiled whole off the main thread as they download (src/build/compileHints.ts)',
} as const;

export type Workaround = keyof typeof WORKAROUNDS;

const namesIn = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The names a build leaves out; an unknown name is an error, so a typo never measures the site as it is. */
export function workaroundsLeftOut(value = process.env.GATSBY_WITHOUT ?? ''): Workaround[] {
  const names = namesIn(value);
  const unknown = names.filter((name) => !(name in WORKAROUNDS));
  if (unknown.length) throw new Error(`GATSBY_WITHOUT names ${unknown.join(', ')}; the workarounds are ${Object.keys(WORKAROUNDS).join(', ')}`);
  return names as Workaround[];
}

/** Whether this build uses the workaround: all of them unless GATSBY_WITHOUT leaves one out. */
export const uses = (name: Workaround): boolean => !namesIn(process.env.GATSBY_WITHOUT ?? '').includes(name);
