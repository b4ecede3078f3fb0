import fs from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { readBudgets } from '../scripts/quality/scriptBytes';
import { ROUTES } from './helpers';

/*
 * On a weak connection the web fonts can arrive well after the first paint.
 * The page must not move under the visitor when they do: the layout shift it
 * records stays within the budget in performance-budgets.json. The font
 * requests are held until the page has painted and hydrated, then answered.
 * (Fonts that never arrive need no check of their own: the page then stays as
 * it was before they would have arrived, which this check already covers.)
 */
const { cumulativeLayoutShift: budget } = readBudgets();

interface Shift {
  value: number;
  moved: string[];
}

/** Records the page's layout shifts not caused by input (the CLS of a page load), with what moved, from its first paint on. */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const entries: Shift[] = [];
    const keep = (list: PerformanceEntryList) => {
      for (const entry of list as any[]) {
        if (!entry.hadRecentInput)
          entries.push({ value: entry.value, moved: entry.sources.map((source: any) => String(source.node?.className || source.node?.nodeName || '?')) });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries of the last frame may still wait for the observer's callback: take them as well.
    (window as any).__layoutShifts = () => (keep(observer.takeRecords()), entries);
  });

async function layoutShiftOf(page: Page) {
  const shifts: Shift[] = await page.evaluate(() => (window as any).__layoutShifts());
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Holds every font request until `release`, which answers them, and any later ones at once. */
async function holdFonts(page: Page) {
  const held: Route[] = [];
  let released = false;
  let firstRequest: () => void = () => {};
  const requested = new Promise<void>((resolve) => (firstRequest = resolve));
  await page.route(/\.woff2$/, (route) => {
    firstRequest();
    return released ? route.fallback() : held.push(route);
  });
  return {
    /** Resolves once the page has asked for a font. */
    requested,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Loads a page with its fonts held until it has hydrated, then lets them arrive; returns the layout shift it recorded. */
async function shiftWhenFontsArriveLate(page: Page, url: string) {
  const fonts = await holdFonts(page);
  await watchLayoutShift(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await fonts.requested;
  await nextFrames(page);
  await fonts.release();
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  return layoutShiftOf(page);
}

test.describe('when the web fonts arrive late', { tag: '@phone' }, () => {
  for (const path of ROUTES) {
    test(`${path} does not move`, async ({ page }) => {
      const { total, shifts } = await shiftWhenFontsArriveLate(page, path);
      expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
    });
  }
});

test('the check sees a page move when its heading is measured in ch and its font arrives late', async ({ page }) => {
  // The mistake this spec guards against: a bottom-anchored hero whose text boxes are as wide as a number of the current font's "0".
  const fixture = 'http://fixture.test/';
  await page.route(fixture, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>
        @font-face { font-family: Display; src: url(/display.woff2) format('woff2'); font-display: swap; }
        body { margin: 0; font: 20px/1.5 Display, monospace; }
        section { min-height: 90vh; display: grid; align-items: end; }
        h1 { font: 48px/1.2 Display, monospace; max-width: 9ch; margin: 0; }
      </style></head><body><section><div><h1>Outdoor Living, Built on Solid Ground</h1><p style="max-width: 30ch">Patios, walkways, walls and fire pits designed around how you live outdoors, and built on a base made for sandy coastal soil.</p></div></section>
      <script>document.documentElement.dataset.interactive = 'true';</script></body></html>`,
    }),
  );
  await page.route(`${fixture}display.woff2`, (route) =>
    route.fulfill({
      contentType: 'font/woff2',
      body: fs.readFileSync('node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2'),
    }),
  );
  const { total } = await shiftWhenFontsArriveLate(page, fixture);
  expect(total, 'layout shift of the fixture').toBeGreaterThan(budget);
});
