import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { FULL_WIDTH_FALLBACK } from '../src/build/photoField';
import { pageDataFiles } from '../src/build/servedBuild.mjs';
import { photosOf } from '../src/build/searchFiles';
import { widestIn } from '../src/imageFiles';
import { chosenWidth, gotoHydrated, ROUTES, type ImageChoice } from './helpers';

// These tests set their own screens, so running them once (in the desktop project) is enough.
// Playwright asks for its fixtures as an object pattern, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'sets its own viewports'));

interface ImageFacts {
  alt: string;
  loading: string | null;
  fetchPriority: string | null;
  top: number;
  /** Layout width of the image in CSS pixels (transforms such as the showcase's card tilt ignored). */
  rendered: number;
  /** The width the `sizes` attribute of the image's sources announces at this screen width. */
  announced: number;
  choice: ImageChoice;
  sourceTypes: string[];
  /** The file the image itself names: what a browser that takes none of the sources shows. */
  fallback: string;
}

/** What each optimised image on the page offers, announces and was given. */
function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() => {
    const lengthInPixels = (length: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    // The first entry whose media condition matches gives the width, as the browser reads it.
    const announcedWidth = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
        const conditional = entry.match(/^(\(.+?\))\s+(\S.*)$/);
        if (!conditional) return lengthInPixels(entry);
        if (matchMedia(conditional[1]).matches) return lengthInPixels(conditional[2]);
      }
      return 0;
    };
    return [...document.querySelectorAll<HTMLImageElement>('img[data-photo]')]
      .filter((img) => img.offsetWidth > 0)
      .map((img) => {
        const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])];
        return {
          alt: img.alt,
          loading: img.getAttribute('loading'),
          fetchPriority: img.getAttribute('fetchpriority'),
          top: img.getBoundingClientRect().top + window.scrollY,
          rendered: img.offsetWidth,
          announced: announcedWidth(sources[0]?.sizes ?? ''),
          choice: { srcsets: [img.srcset, ...sources.map((source) => source.srcset)], currentSrc: img.currentSrc },
          sourceTypes: sources.map((source) => source.type),
          fallback: img.getAttribute('src') ?? '',
        };
      });
  });
}

/** Scrolls down the page in steps so every lazy image loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle');
}

const SCREENS = [390, 800, 1100, 1440];

test.describe('responsive images', () => {
  for (const path of ROUTES.filter((route) => !['/contact', '/quote'].includes(route))) {
    test(`${path}: every photo offers AVIF in widths, a WebP for browsers without AVIF, and announces the width it is shown at`, async ({ page }) => {
      for (const width of SCREENS) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        const facts = await imageFacts(page);
        expect(facts.length, `photos on ${path}`).toBeGreaterThan(0);
        for (const image of facts) {
          const label = `${image.alt || 'hero'} at ${width} px: sizes says ${Math.round(image.announced)} px, shown at ${image.rendered} px`;
          expect(image.sourceTypes, label).toEqual(['image/avif']);
          expect(image.fallback, label).toMatch(/\.webp$/);
          // Never announce less than is shown (a blurry photo); a little more is harmless.
          expect(image.announced / image.rendered, label).toBeGreaterThanOrEqual(0.97);
          expect(image.announced / image.rendered, label).toBeLessThanOrEqual(1.25);
        }
      }
    });
  }
});

test.describe('on a 390 px phone at 2x', () => {
  for (const path of ['/gallery', '/services/hardscaping']) {
    test(`${path}: the hero loads first, photos below the fold wait, and no file is much wider than needed`, async ({ baseURL }, testInfo) => {
      // A browser of its own: Chromium reuses a larger file it already holds
      // in memory from another test's page, which would hide what a phone picks.
      // A 390 px window at 2x rather than Chromium's phone emulation: under
      // emulation its early image scanner sometimes sizes the hero for the
      // 980 px default layout before the viewport tag applies, which real
      // phones do not do.
      const browser = await chromium.launch(testInfo.project.use.launchOptions);
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      try {
        await gotoHydrated(page, path);
        const before = await imageFacts(page);
        const hero = before[0];
        expect(hero.loading).toBe('eager');
        expect(hero.fetchPriority).toBe('high');
        expect(before.filter((image) => image.fetchPriority === 'high')).toHaveLength(1);
        const belowFold = before.filter((facts) => facts.top > page.viewportSize()!.height);
        // At least the photo of each carousel's current slide (the others are drawn when the carousel loads).
        expect(belowFold.length).toBeGreaterThan(0);
        for (const image of belowFold) expect(image.loading, image.alt).toBe('lazy');

        await scrollThrough(page);
        const facts = await imageFacts(page);
        for (const image of facts.filter((facts) => chosenWidth(facts.choice))) {
          const chosen = chosenWidth(image.choice);
          // The screen needs 2x the shown width; the width ladders step by about 1.25x, so at most 2.5x.
          expect(chosen / image.rendered, `${image.alt || 'hero'}: ${chosen}w for ${image.rendered} px (${image.choice.currentSrc})`).toBeLessThanOrEqual(2.5);
        }
      } finally {
        await browser.close();
      }
    });
  }
});

test('each photo is published as its AVIF widths and one WebP, as wide as the photo is shown at 1x (a full-width one 1,080 px)', async () => {
  // Every photo of every page and static query, as the pages' data holds it.
  const photos = pageDataFiles('.').flatMap((file) => photosOf(JSON.parse(fs.readFileSync(file, 'utf8'))));
  expect(photos.length).toBeGreaterThan(0);
  const named = new Set(photos.map((photo) => photo.images.fallback!.src));
  const published = fs
    .readdirSync('public/static', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.webp'))
    .map((file) => `/static/${file}`);
  expect(published.sort()).toEqual([...named].sort());
  for (const photo of photos) {
    const { src, srcSet } = photo.images.fallback!;
    const widest = widestIn(photo.images.sources![0].srcSet)!.width;
    const { width } = await sharp(path.join('public', src)).metadata();
    expect(width, src).toBe(photo.layout === 'fullWidth' ? Math.min(FULL_WIDTH_FALLBACK, widest) : photo.width);
    expect(srcSet, src).toBe(`${src} ${width}w`);
  }
});
