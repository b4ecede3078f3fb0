import { expect, test, type Locator, type Page } from '@playwright/test';
import { beforeAfter, featuredTestimonials, galleryCategoryOf, servicePageAt } from './content';
import { ROUTES, SHOWCASE_MAX_CARDS, gotoHydrated } from './helpers';

// One worker takes this file's tests in turn: most of their time is a carousel's real period passing (e2e/forms.spec.ts
// says why waiting tests go in turn).
test.describe.configure({ mode: 'default' });

/** The dot marked current tells which slide the visitor sees. */
const currentDot = (carousel: Locator) => carousel.locator('button[aria-current="true"]');

/**
 * Waits (in real time) for Swiper to be attached, which happens as the
 * carousel nears the viewport, and for its slide transition to finish. The
 * transition runs in real time while the page's clock stands still, and the
 * autoplay counts each period from the start of a move, so the page's clock
 * then says how long after that start the next move comes.
 */
async function settle(carousel: Locator) {
  await expect.poll(() => carousel.locator('.swiper').evaluate((el) => (el as any).swiper?.animating ?? 'not attached yet')).toBe(false);
}

/** Lets `ms` pass on the page's clock once the carousel is at rest. */
async function wait(page: Page, carousel: Locator, ms: number) {
  await settle(carousel);
  await page.clock.runFor(ms);
}

/**
 * Runs the page's clock in 100 ms steps until the carousel moves on its own (within `ms`), so what
 * follows is timed from that move, however long before the test's first look its autoplay started.
 */
async function untilMoved(page: Page, carousel: Locator, ms: number) {
  await settle(carousel);
  const shownIndex = () => carousel.locator('.swiper').evaluate((el) => (el as any).swiper.realIndex as number);
  const before = await shownIndex();
  for (let passed = 0; (await shownIndex()) === before; passed += 100) {
    expect(passed, `moved within ${ms} ms`).toBeLessThan(ms);
    await page.clock.runFor(100);
  }
}

/** Installs a controllable clock, opens the page, and stops the clock's natural flow once the page is interactive. */
async function openWithClock(page: Page, path: string) {
  await page.clock.install();
  await gotoHydrated(page, path);
  // The page's clock keeps running while the pause is asked for; on a busy machine 250 ms can pass first, so ask again from a fresh reading.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

async function homeCarousel(page: Page) {
  await openWithClock(page, '/');
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await settle(carousel);
  return carousel;
}

test.describe('home testimonials', () => {
  const featured = featuredTestimonials.length;

  test('advance every 4 s and wrap from the last to the first', async ({ page }) => {
    const carousel = await homeCarousel(page);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
    await wait(page, carousel, 4_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
    await wait(page, carousel, 3_900);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
    await page.clock.runFor(200);
    // On through the rest, 4 s each, until the last wraps to the first.
    for (let shown = 3; shown <= featured; shown += 1) {
      await expect(currentDot(carousel)).toHaveAccessibleName(`Go to testimonial ${shown}`);
      await wait(page, carousel, 4_000);
    }
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
  });

  test('pause while the pointer is over them and resume when it leaves', async ({ page }) => {
    const carousel = await homeCarousel(page);
    await carousel.getByText(featuredTestimonials[0].name).hover();
    await page.clock.runFor(9_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
    await page.mouse.move(5, 5);
    await wait(page, carousel, 4_100);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
  });

  test('pause while keyboard focus is inside, and with the pause button', async ({ page }) => {
    const carousel = await homeCarousel(page);
    await carousel.getByRole('button', { name: 'Go to testimonial 1' }).focus();
    await page.clock.runFor(9_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
    await page.locator('body').focus();
    await carousel.getByRole('button', { name: 'Go to testimonial 1' }).evaluate((el) => (el as HTMLElement).blur());

    await carousel.getByRole('button', { name: 'Pause testimonial rotation' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(9_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
    await carousel.getByRole('button', { name: 'Play testimonial rotation' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await wait(page, carousel, 4_100);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
  });

  test('do not move on their own for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await homeCarousel(page);
    await page.clock.runFor(12_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 1');
    await expect(carousel.getByRole('button', { name: /rotation/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
  });

  test('announce slides by position, move with arrow keys and keep hidden slides out of the tab order', async ({ page }) => {
    const carousel = await homeCarousel(page);
    await carousel.getByRole('button', { name: 'Pause testimonial rotation' }).click();
    const slides = carousel.locator('.swiper-slide');
    await expect(slides.nth(1)).toHaveAttribute('aria-label', `2 of ${featured}`);
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await expect(slides.nth(0)).not.toHaveAttribute('inert', '');
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
  });
});

test.describe('project showcase', () => {
  test('clicking the top card advances; arrows and dots move and wrap; the counter follows', { tag: '@phone' }, async ({ page }) => {
    const projects = servicePageAt('/services/synthetic-turf').showcase.projects.slice(0, SHOWCASE_MAX_CARDS);
    const cards = projects.length;
    const counter = (shown: number) => `${shown} of ${cards} projects`;
    await gotoHydrated(page, '/services/synthetic-turf');
    const showcase = page.getByRole('region', { name: 'Project showcase' });
    await showcase.scrollIntoViewIfNeeded();
    await settle(showcase);
    await expect(showcase.getByText(counter(1))).toBeVisible();
    await showcase.getByRole('heading', { name: projects[0].title }).click();
    await expect(showcase.getByText(counter(2))).toBeVisible();
    await showcase.getByRole('button', { name: `Go to project ${cards}` }).click();
    await expect(showcase.getByText(counter(cards))).toBeVisible();
    await showcase.getByRole('button', { name: 'Next project' }).click();
    await expect(showcase.getByText(counter(1))).toBeVisible();
    await showcase.getByRole('button', { name: 'Previous project' }).click();
    await expect(showcase.getByText(counter(cards))).toBeVisible();
    await expect(showcase.locator('.swiper-slide')).toHaveCount(cards);
  });
});

test.describe('before and after', () => {
  test('advances every 5 s, wraps, and shows each project before and after', { tag: '@phone' }, async ({ page }) => {
    const { projects } = beforeAfter;
    const counter = (shown: number) => `Project ${shown} of ${projects.length}`;
    const second = projects[1];
    await openWithClock(page, '/gallery');
    const slider = page.getByRole('region', { name: 'Before and after projects' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText(counter(1))).toBeVisible();
    await untilMoved(page, slider, 5_000);
    await expect(slider.getByText(counter(2))).toBeVisible();
    // Names match case-insensitively: the photo's text gives the caption title in lower case.
    await expect(slider.getByRole('img', { name: `${second.title}, ${second.before.title}` })).toBeVisible();
    await expect(slider.getByRole('img', { name: `${second.title}, ${second.after.title}` })).toBeVisible();
    // The move came at most 100 ms ago: 4,800 ms more is before the next, 300 more after it.
    await wait(page, slider, 4_800);
    await expect(slider.getByText(counter(2))).toBeVisible();
    await page.clock.runFor(300);
    // On through the rest, 5 s each, until the last wraps to the first.
    for (let shown = 3; shown <= projects.length; shown += 1) {
      await expect(slider.getByText(counter(shown))).toBeVisible();
      await wait(page, slider, 5_000);
    }
    await expect(slider.getByText(counter(1))).toBeVisible();
    await slider.getByRole('button', { name: 'Previous project' }).click();
    await expect(slider.getByText(counter(projects.length))).toBeVisible();
  });
});

test.describe('in real time', () => {
  /*
   * The periods above are checked on Playwright's clock, which cannot see how long a slide takes to
   * move; these two check them as a visitor lives them, between the starts of two automatic moves.
   * The tolerance: each period is a timer set as the previous move starts, and a timer in a page
   * fires late, never early, by however long the main thread is busy when it falls due (a few ms
   * on an idle machine, up to a couple of hundred while a 2-core CI machine builds beside the
   * tests); so the interval only grows, by the second move's lateness alone. 300 ms leaves room
   * for that and still fails both faults worth guarding against: a period counted from the end of
   * the previous move (600 ms, the slide's speed, or more too long) and a delay shortened by that
   * speed while counted from the start (600 ms too short).
   */
  const TOLERANCE_MS = 300;
  const CAROUSELS = [
    { path: '/', region: 'Customer testimonials', periodMs: 4_000 },
    { path: '/gallery', region: 'Before and after projects', periodMs: 5_000 },
  ];

  for (const { path, region, periodMs } of CAROUSELS) {
    test(`${path}: "${region}" starts a new move every ${periodMs} ms`, async ({ page }) => {
      test.setTimeout(periodMs * 2 + 20_000);
      await gotoHydrated(page, path);
      const carousel = page.getByRole('region', { name: region });
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => carousel.locator('.swiper').evaluate((el) => Boolean((el as any).swiper))).toBe(true);
      // A move starts when Swiper gives the track a new position (its transform): record when, in the page's own time.
      await carousel.locator('.swiper-wrapper').evaluate((track: HTMLElement) => {
        const starts: number[] = [];
        (window as any).__moveStarts = starts;
        let position = track.style.transform;
        new MutationObserver(() => {
          if (track.style.transform === position) return;
          position = track.style.transform;
          starts.push(performance.now());
        }).observe(track, { attributes: true, attributeFilter: ['style'] });
      });
      const starts = () => page.evaluate(() => (window as any).__moveStarts as number[]);
      await expect.poll(async () => (await starts()).length, { timeout: periodMs * 2 + 5_000 }).toBeGreaterThanOrEqual(2);
      const [first, second] = await starts();
      const interval = second - first;
      const measured = `${Math.round(interval)} ms between the starts of two moves`;
      expect(interval, measured).toBeGreaterThan(periodMs - TOLERANCE_MS);
      expect(interval, measured).toBeLessThan(periodMs + TOLERANCE_MS);
    });
  }
});

test('no page logs a Swiper warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /swiper/i.test(message.text())) messages.push(message.text());
  });
  for (const path of ROUTES) await gotoHydrated(page, path);
  expect(messages).toEqual([]);
});

test.describe('carousel code', () => {
  /** The addresses of Swiper's chunk that the page asks for from now on. */
  const swiperRequests = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => /\/swiper-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname) && requested.push(request.url()));
    return requested;
  };

  test('loads only as a carousel comes near: the home page starts without Swiper, and its testimonials move once reached', async ({ page }) => {
    const requested = swiperRequests(page);
    await openWithClock(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBe(1);
    await wait(page, carousel, 4_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Go to testimonial 2');
  });

  test('a carousel near the window but out of it waits for the visitor: a first scroll brings Swiper, before the carousel is seen', async ({ page }) => {
    // A phone's width and a short window: /gallery's before-and-after slider starts under the first screen, within 600 px.
    await page.setViewportSize({ width: 412, height: 560 });
    const requested = swiperRequests(page);
    await gotoHydrated(page, '/gallery');
    await page.waitForLoadState('networkidle');
    const track = page.getByRole('region', { name: 'Before and after projects' }).locator('.swiper');
    const belowWindow = () => track.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
    const SCROLL = 40;
    const gap = await belowWindow();
    expect(gap, 'the slider starts under the window, within 600 px of it').toBeGreaterThan(SCROLL);
    expect(gap, 'the slider starts under the window, within 600 px of it').toBeLessThan(600);
    expect(requested).toEqual([]);

    await page.mouse.wheel(0, SCROLL);
    await expect.poll(() => requested.length).toBe(1);
    await expect.poll(() => track.evaluate((element) => Boolean((element as any).swiper))).toBe(true);
    expect(await belowWindow()).toBeGreaterThan(0);
  });

  test('arriving, Swiper keeps the elements it slides: a focused photo button stays focused and opens its photo', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    const { title } = galleryCategoryOf('pool-landscape');
    const section = page.getByRole('region', { name: title, exact: true });
    const opener = section.getByRole('button', { name: /larger$/ }).first();
    await opener.focus();
    await expect.poll(() => section.locator('.swiper').evaluate((el) => Boolean((el as any).swiper))).toBe(true);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `${title} photos` })).toBeVisible();
  });
});
