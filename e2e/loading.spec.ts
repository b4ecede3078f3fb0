import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { galleryCategories } from './content';
import { escapeRegExp, serverHtml, waitHydrated } from './helpers';

// The start-up scripts wait for the first screen's paint (src/build/scriptsAfterPaint.ts).

/** When the page first painted, when it painted the hero photo (as element timing or the largest paint reports it), and when the app's script was asked for (ms since navigation). */
async function paintAndStart(page: Page) {
  await waitHydrated(page);
  return page.evaluate(async () => {
    const reported = (type: string) =>
      new Promise<(PerformanceEntry & { element?: Element | null })[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true }),
      );
    const largest = await reported('largest-contentful-paint');
    const hero = document.querySelector('img[fetchpriority="high"]');
    const elementTimings = hero ? await Promise.race([reported('element'), new Promise<[]>((resolve) => setTimeout(() => resolve([]), 500))]) : [];
    const heroPaints = [...largest, ...elementTimings].filter((entry) => entry.element === hero).map((entry) => entry.startTime);
    const app = performance.getEntriesByType('resource').find((entry) => /\/app-[0-9a-f]+\.js$/.test(entry.name));
    return {
      heroPaint: heroPaints.length ? Math.min(...heroPaints) : undefined,
      heroByElementTiming: elementTimings.some((entry) => entry.element === hero),
      firstPaint: largest[0]?.startTime,
      appRequested: app?.startTime,
    };
  });
}

test('the HTML holds the start-up scripts for the loader: none is fetched before it asks', async ({ request }) => {
  const html = await serverHtml(request, '/');
  expect(html).not.toMatch(/<script[^>]* src=/);
  expect([...html.matchAll(/<script type="text\/x-after-paint" data-src="\/(\w+)-/g)].map((match) => match[1])).toEqual(['webpack', 'framework', 'app']);
  expect(html).toContain('<script id="scripts-after-paint">');
});

test('the hero photo comes before the font files in the HTML, so a browser asks for it first', async ({ request }) => {
  for (const path of ['/', '/services/synthetic-turf']) {
    const html = await serverHtml(request, path);
    const hero = html.indexOf('fetchpriority="high"');
    const fonts = [...html.matchAll(/<link rel="preload" href="[^"]+\.woff2"/g)].map((match) => match.index);
    expect(hero, path).toBeGreaterThan(0);
    expect(fonts, path).toHaveLength(2);
    for (const font of fonts) expect(font, path).toBeGreaterThan(hero);
  }
});

for (const path of ['/', '/about', '/community', '/gallery', '/services/hardscaping']) {
  test(`${path}: the hero photo is on screen before the app's scripts are asked for, and the page then comes alive`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    const { heroPaint, heroByElementTiming, appRequested } = await paintAndStart(page);
    expect(heroPaint, 'the hero photo was painted').toBeDefined();
    expect(heroByElementTiming, 'element timing, the report the loader trusts, saw the hero').toBe(true);
    expect(appRequested).toBeGreaterThanOrEqual(heroPaint!);
  });
}

test('a page without a hero photo starts its scripts after its first paint', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/contact');
  const { firstPaint, appRequested } = await paintAndStart(page);
  expect(appRequested).toBeGreaterThanOrEqual(firstPaint!);
});

// The content-visibility workaround (src/build/workarounds.ts): photos below the first screen wait until they near the window.
test(
  '/gallery asks for no photo more than a screen below the first until the visitor scrolls, then shows each one scrolled past',
  { tag: '@phone' },
  async ({ page }) => {
    const asked = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') asked.add(request.url());
    });
    await page.goto('/gallery');
    await waitHydrated(page);
    await page.waitForLoadState('networkidle');
    const photos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[data-photo]')].map((image) => ({
        alt: image.alt,
        top: image.getBoundingClientRect().top,
        url: image.currentSrc,
      })),
    );
    const screen = page.viewportSize()!.height;
    const askedFor = photos.filter((photo) => photo.url && asked.has(photo.url));
    expect(askedFor.length, 'the first screen has photos').toBeGreaterThan(0);
    // The browser's lazy loading alone would ask for every photo within 1250 px or more of the window, more than a screen on a phone.
    for (const photo of askedFor) expect(photo.top, `${photo.alt} was asked for on arrival`).toBeLessThan(2 * screen);
    expect(askedFor.length, 'photos further down wait').toBeLessThan(photos.length);

    // Every photo on the screen is shown as the visitor scrolls down. Checked at each stop, not at the end: the
    // before-and-after carousel moves on by itself, and a project that comes round after it was scrolled past is,
    // rightly, still waiting (its photos are not near the window). Slides out of view are inert and wait for a move.
    const notShownOnScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[data-photo]')]
          .filter((image) => !image.closest('[inert]'))
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .filter((image) => !image.complete || !image.naturalWidth)
          .map((image) => image.alt),
      );
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += screen / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(notShownOnScreen, `photos on the screen scrolled to ${y} px`).toEqual([]);
    }
  },
);

// CarouselTrack's lazySlides: a carousel of photos below the first screen carries its current slide in the page's HTML.
test("/gallery's HTML carries each category's current photo, draws the others as the visitor reaches the carousel, and lists every photo in the sitemap", async ({
  page,
  request,
}) => {
  const html = await serverHtml(request, '/gallery');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const galleryEntry = sitemap.match(/<url><loc>[^<]*\/gallery<\/loc>(.*?)<\/url>/)![1];
  const listed = [...galleryEntry.matchAll(/<image:loc>[^<]*?(\/static\/[^<]+)<\/image:loc>/g)].map((match) => path.basename(match[1]));
  await page.goto('/gallery');
  await waitHydrated(page);
  for (const category of galleryCategories.filter((entry) => entry.projects.length > 0)) {
    const carousel = page.getByRole('region', { name: `${category.title} photos` });
    const served = html.match(new RegExp(`aria-label="${escapeRegExp(category.title)} photos".*?</section>`, 's'))![0];
    expect(served.match(/<picture>/g), category.title).toHaveLength(1);
    expect(served.match(/class="swiper-slide"/g), category.title).toHaveLength(category.projects.length);
    // Every photo of the category is in the sitemap, by the name of its source file.
    for (const project of category.projects) expect(listed, project.title).toContain(`${path.parse(project.image).name}.webp`);

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-slide img[data-photo]')).toHaveCount(category.projects.length);
    if (category.projects.length > 1) {
      await expect(carousel.locator('.swiper-slide').nth(1).getByRole('heading', { level: 3, includeHidden: true })).toHaveText(category.projects[1].title);
    }
  }
});
