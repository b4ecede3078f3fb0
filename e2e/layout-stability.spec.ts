import { expect, test, type Page, type Route } from '@playwright/test';
import { readBudgets } from '../scripts/quality/scriptBytes';
import { ROUTES } from './helpers';

/*
 * On a weak connection the web fonts can arrive well after the first paint,
 * or never. Either way the page must not move under the visitor: the layout
 * shift it records stays within the budget in performance-budgets.json.
 * The font requests are held until the page has painted and hydrated, then
 * answered (late fonts) or failed (no fonts).
 */
const { cumulativeLayoutShift: budget } = readBudgets(process.cwd());

/** Sums the page's layout shifts not caused by input (the CLS of a page load), with what moved. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record = ((window as any).__shifts = [] as Array<{ value: number; moved: string[] }>);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) {
        if (entry.hadRecentInput) continue;
        record.push({ value: entry.value, moved: entry.sources.map((source: any) => String(source.node?.className || source.node?.nodeName || '?')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts: Array<{ value: number; moved: string[] }> = await page.evaluate(() => (window as any).__shifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  };
}

type Outcome = 'arrive late' | 'never arrive';

/** Holds every font request until `release`, which answers or fails them, and any later ones at once. */
async function holdFonts(page: Page) {
  const held: Route[] = [];
  let released: Outcome | null = null;
  const settle = (route: Route, outcome: Outcome) => (outcome === 'arrive late' ? route.continue() : route.abort());
  await page.route(/\.woff2$/, (route) => (released ? settle(route, released) : held.push(route)));
  return async (outcome: Outcome) => {
    released = outcome;
    await Promise.all(held.map((route) => settle(route, outcome)));
  };
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const outcome of ['arrive late', 'never arrive'] as const satisfies Outcome[]) {
  test.describe(`when the web fonts ${outcome}`, () => {
    for (const path of ROUTES) {
      test(`${path} does not move`, async ({ page }) => {
        const release = await holdFonts(page);
        const layoutShift = await watchLayoutShift(page);
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
        await nextFrames(page);
        await release(outcome);
        await page.evaluate(() => document.fonts.ready);
        await nextFrames(page);
        const { total, shifts } = await layoutShift();
        expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
      });
    }
  });
}
