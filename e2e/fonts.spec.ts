import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages } from '../src/build/builtPages';
import { isIndexable } from '../src/build/searchFiles';
import { waitHydrated } from './helpers';
import { FIRST_SCREEN_TEXT, firstScreenFaces, firstVisitOverSlow4G, inspectFonts } from '../testing/fontsDrawn';

/*
 * The brand's faces on a visitor's first page (issue 60). The fonts a page shows are asked of the browser itself
 * (DevTools' platform fonts for a node): `document.fonts` says a face has loaded, not that the text is drawn in it,
 * and with `font-display: optional` a face that missed the first layout loaded and stayed unused.
 */

/** Every page of the build a visitor can land on (as the sitemap lists them): a page staff add is checked too. */
const ROUTES = builtPages(path.resolve('public'))
  .map((page) => page.route)
  .filter(isIndexable);

/** How soon after the page is asked for its heading and first paragraph must be in the brand's faces. */
const WITHIN_MS = 2500;

test.describe('a first visit on a phone over Slow 4G', () => {
  // A phone's screen, here rather than through the mobile project: one run of the throttled loads is enough.
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  for (const route of ROUTES) {
    test(`${route} shows its heading in Playfair Display and its first paragraph in Inter within 2.5 s`, async ({ page }) => {
      const { inFaces, texts } = await firstVisitOverSlow4G(page, route, WITHIN_MS);
      expect(inFaces, `drawn in: ${JSON.stringify(texts)}`).toBeLessThanOrEqual(WITHIN_MS);
    });
  }

  test('the check sees the fallback faces when the font files do not arrive', async ({ page }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
    const { inFaces, texts } = await firstVisitOverSlow4G(page, '/', WITHIN_MS);
    expect(inFaces).toBeUndefined();
    expect(texts?.map((text) => text.drawn?.map((font) => font.family))).toEqual([['Liberation Serif'], ['Liberation Sans']]);
  });
});

/** The widths the hero's lines are checked at: the narrowest common phones, a Pixel 7, a laptop. */
const WIDTHS = [360, 412, 1280];

/** The lines an element's text is set in, as the words on each: read in the page. */
const linesOf = (element: Element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const lines: { top: number; words: string[] }[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const word of node.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const { top } = range.getBoundingClientRect();
      const last = lines[lines.length - 1];
      if (last && Math.abs(top - last.top) < 2) last.words.push(word[0]);
      else lines.push({ top, words: [word[0]] });
    }
  }
  return lines.map((line) => line.words.join(' '));
};

/** The width an element's text takes, its lines added up: read in the page. */
const widthOf = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
};

/**
 * How far the paragraph's fallback face may be from Inter's width over the same words. Where a line breaks depends
 * on the copy as much as on the faces: two hero paragraphs break differently at one width each (/testimonials at
 * 360 px, /services/synthetic-turf at 412 px; docs/first-screen.md, "Fonts"), one needing a wider fallback and one a
 * narrower, and a staff edit of a paragraph can add or remove such a case. So the paragraphs are held to what the
 * code decides, the fallback's width (within 1.25 %: the twelve hero paragraphs of November 2026 are within 0.8 %,
 * and a fallback drawn at whole pixels, 1.5 % narrow or 3.7 % wide, is not), and their re-wraps are reported on the
 * test as annotations, not failed.
 */
const PARAGRAPH_WIDTH_TOLERANCE = 0.0125;

test.describe('the swap to the web fonts re-wraps no line of the hero heading, and the first paragraph keeps its width', () => {
  for (const route of ROUTES) {
    test(`${route}: the heading and first paragraph break where they will in the web fonts, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.goto(route);
      await waitHydrated(page);
      await page.evaluate(() => document.fonts.ready);
      const cdp = await inspectFonts(page);
      // The fallback faces alone: each stack without its web font, as a page shows until the font arrives.
      const setFallbacksOnly = (on: boolean) =>
        page.evaluate((fallbacksOnly) => {
          const root = document.documentElement;
          for (const property of ['--font-heading', '--font-body']) {
            root.style.removeProperty(property);
            const stack = getComputedStyle(root).getPropertyValue(property).trim();
            if (fallbacksOnly) root.style.setProperty(property, stack.replace(/^[^,]+,\s*/, ''));
          }
          // Laid out again now, so that the browser's report of the faces below is of this state.
          document.body.getBoundingClientRect();
        }, on);
      const rewraps: string[] = [];
      const lines: Record<string, unknown> = {};
      const widths: Record<string, number[]> = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const set: Record<string, string[][]> = {};
        for (const face of ['web', 'fallback'] as const) {
          await setFallbacksOnly(face === 'fallback');
          // That the text is drawn in the face compared, web font or not, as the browser reports it.
          for (const text of await firstScreenFaces(cdp)) {
            expect(text.inFace, `${text.selector} at ${width} px in the ${face} face: ${JSON.stringify(text.drawn)}`).toBe(face === 'web');
          }
          set[face] = await Promise.all(FIRST_SCREEN_TEXT.map(({ selector }) => page.locator(selector).first().evaluate(linesOf)));
          (widths[face] ??= []).push(await page.locator('h1 + p').first().evaluate(widthOf));
        }
        FIRST_SCREEN_TEXT.forEach(({ selector }, index) => {
          if (JSON.stringify(set.web[index]) === JSON.stringify(set.fallback[index])) return;
          rewraps.push(`${selector} at ${width} px`);
          lines[`${selector} at ${width} px`] = { web: set.web[index], fallback: set.fallback[index] };
        });
      }
      for (const rewrap of rewraps)
        test.info().annotations.push({ type: 're-wrapped by the swap', description: `${rewrap}: ${JSON.stringify(lines[rewrap])}` });
      // The hero's heading: no line re-wrapped (issue 60), whatever its copy; its fallback is sized for the headings in data/.
      expect(
        rewraps.filter((rewrap) => rewrap.startsWith('h1 at')),
        `lines in the web fonts and in the fallback faces: ${JSON.stringify(lines, null, 1)}`,
      ).toEqual([]);
      // The first paragraph: its fallback as wide as Inter over the same words.
      const ratio = widths.fallback.reduce((sum, value) => sum + value, 0) / widths.web.reduce((sum, value) => sum + value, 0);
      expect(Math.abs(ratio - 1), `the fallback's width over Inter's for the first paragraph: ${ratio.toFixed(4)}`).toBeLessThanOrEqual(
        PARAGRAPH_WIDTH_TOLERANCE,
      );
    });
  }
});
