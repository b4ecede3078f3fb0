import { expect, test, type Locator, type Page } from '@playwright/test';
import { pages } from './content';
import { gotoHydrated } from './helpers';

/*
 * A page is whole before its scripts run, and if they never do: on a slow phone the app can take
 * seconds, and a script can fail to arrive. Sections that fade in on scroll (`Reveal`) are hidden
 * only by the app, once it has found them below the window, and no page's first screen is inside one.
 */

/** The pages with sections that fade in: their hero, and headings further down (from data/). */
const PAGES = [
  {
    path: '/about',
    hero: pages.about.hero,
    further: [pages.about.story.title, pages.about.values.title, ...pages.about.values.items.map((item) => item.title)],
  },
  {
    path: '/community',
    hero: pages.community.hero,
    further: [
      pages.community.sponsor.title,
      pages.community.benefits.title,
      ...pages.community.benefits.items.map((item) => item.title),
      pages.community.connect.title,
      pages.community.quote.title,
    ],
  },
];

/** How opaque an element looks: its own opacity times every ancestor's (a heading inside a transparent section is not seen, whatever its own value). */
const seenOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });

/**
 * The text on the first screen that a visitor cannot see for its opacity: every element with text of its
 * own that is rendered within the window, and looks less than half opaque. The site's own soft text
 * (a lead paragraph at 0.88) passes; a section waiting to fade in (0) does not.
 */
const fadedOnFirstScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .filter((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return opacity < 0.5;
      })
      .map((element) => element.textContent!.trim().slice(0, 60)),
  );

async function expectWhole(page: Page, { hero, further }: (typeof PAGES)[number]) {
  const heading = page.getByRole('heading', { level: 1, name: hero.title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
  expect(await seenOpacity(heading)).toBe(1);
  const text = page.getByText(hero.text, { exact: true });
  await expect(text).toBeVisible();
  expect(await seenOpacity(text)).toBeGreaterThan(0.5);
  expect(await fadedOnFirstScreen(page), 'text on the first screen that cannot be seen').toEqual([]);

  for (const name of further) {
    const section = page.getByRole('heading', { name, exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
    expect(await seenOpacity(section), `"${name}" is seen`).toBe(1);
  }
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PAGES) {
    test(`${route.path} shows its first screen and every section further down`, async ({ page }) => {
      await page.goto(route.path);
      await expectWhole(page, route);
    });
  }
});

test.describe("when the site's scripts fail to load", () => {
  for (const route of PAGES) {
    test(`${route.path} shows its first screen and every section further down`, async ({ page }) => {
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
      await page.route(/\.js(\?.*)?$/, (route) => route.abort());
      await page.goto(route.path);
      // The page's own loader asked for the app (after the first paint) and it did not come.
      await expect.poll(() => failed.some((path) => /^\/app-[0-9a-f]+\.js$/.test(path))).toBe(true);
      await expectWhole(page, route);
    });
  }
});

test.describe('once the scripts run', { tag: '@phone' }, () => {
  for (const route of PAGES) {
    test(`${route.path} hides nothing that was already on the first screen`, async ({ page }) => {
      await gotoHydrated(page, route.path);
      // Every fading section has been looked at by the app (it decides within a frame of hydrating).
      await expect.poll(() => page.locator('[data-reveal="unknown"]').count()).toBe(0);
      expect(await fadedOnFirstScreen(page), 'text on the first screen that cannot be seen').toEqual([]);
    });
  }
});
