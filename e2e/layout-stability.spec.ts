import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Route } from '@playwright/test';
import { closeServer } from '../src/server/closeServer';
import { readBudgets } from '../testing/quality/budgets';
import { ROUTES, gotoHydrated, waitHydrated } from './helpers';

/*
 * On a weak connection the web fonts can arrive well after the first paint, and they are then swapped in
 * (`font-display: swap`, src/theme/fontFaces.ts). The page must not move under the visitor when they do by more than
 * the layout-shift budget: the fallback faces are sized like the web fonts (src/theme/fontStacks.ts), and the first
 * screen's heading and paragraph keep every line (e2e/fonts.spec.ts). The font requests are held until the page has
 * painted and hydrated, then answered. (Fonts that never arrive need no check of their own: the page then stays as it
 * was before they would have arrived, which this check covers.)
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
  // Not until the load event: it waits for the fonts held here.
  await page.goto(url, { waitUntil: 'commit' });
  await waitHydrated(page);
  await fonts.requested;
  await nextFrames(page);
  await fonts.release();
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  return layoutShiftOf(page);
}

test.describe('when the web fonts arrive late', { tag: '@phone' }, () => {
  for (const path of ROUTES) {
    test(`${path} moves no more than the layout-shift budget`, async ({ page }) => {
      const { total, shifts } = await shiftWhenFontsArriveLate(page, path);
      expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
    });
  }
});

/** How long the second part of a page's HTML keeps the visitor waiting in the test below: a slow phone network's pause. */
const SECOND_PART_AFTER_MS = 1000;

/**
 * Serves the site as a slow network brings it: each page's HTML in two parts, cut after its first heading (inside the
 * hero), the second part a while after the first; everything else as the site serves it.
 */
async function serveInTwoParts(origin: string) {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin));
    const type = upstream.headers.get('content-type') ?? '';
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': type });
    if (!type.startsWith('text/html')) return response.end(body);
    const html = body.toString();
    const cut = html.indexOf('</h1>') + '</h1>'.length;
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), SECOND_PART_AFTER_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // The browser keeps its connections open (and asks for more, such as the pages its links lead to).
    close: () => closeServer(server),
  };
}

test.describe('when the page itself arrives in parts', { tag: '@phone' }, () => {
  // The first paint waits until the parser reaches the end of the page (gatsby-ssr.tsx). Painted as far as it had
  // arrived, the hero's bottom-anchored text would show its heading alone, and the rest of the text would then push it up.
  for (const path of ROUTES) {
    test(`${path} does not move`, async ({ page, baseURL }) => {
      const site = await serveInTwoParts(baseURL!);
      try {
        await watchLayoutShift(page);
        await page.goto(site.url + path);
        await nextFrames(page);
        const { total, shifts } = await layoutShiftOf(page);
        expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
      } finally {
        await site.close();
      }
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

test('each fallback face sets a line as wide as its web font, within 3%', async ({ page }) => {
  // What keeps a late font from rewrapping the page (src/theme/fontStacks.ts). Unsized, the Liberation faces of this
  // machine set a line 5-6% narrower than Inter and Playfair Display.
  await gotoHydrated(page, '/');
  await page.evaluate(() => document.fonts.ready);
  const stacks = await page.evaluate(async () => {
    const sample = 'Patios, walkways and fire pits, built on a base made for sandy coastal soil.';
    const widthIn = (family: string, weight: number) => {
      const line = document.createElement('span');
      line.style.cssText = `position: absolute; white-space: nowrap; font: ${weight} 40px ${family}, monospace`;
      line.textContent = sample;
      document.body.append(line);
      const width = line.getBoundingClientRect().width;
      line.remove();
      return width;
    };
    const results = [];
    for (const [property, weight] of [
      ['--font-body', 400],
      ['--font-heading', 700],
    ] as const) {
      const families = getComputedStyle(document.documentElement).getPropertyValue(property).split(/,\s*/);
      const fallbacks = families.filter((family) => family.includes('Fallback'));
      // Ask for each face, so that the local fonts this machine has load and the others fail.
      fallbacks.forEach((family) => widthIn(family, weight));
      await document.fonts.ready;
      const loaded = fallbacks.filter((family) =>
        [...document.fonts].some((face) => face.status === 'loaded' && `"${face.family.replace(/"/g, '')}"` === family),
      );
      // The web font itself, loaded under a name of its own from the file the page preloads, so that the page's own
      // stack (web font first) cannot stand in for the face measured.
      const file = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].find((link) =>
        link.href.includes(families[0].replace(/"/g, '').toLowerCase().split(' ')[0]),
      )!.href;
      const web = new FontFace(`Measured ${property}`, `url(${file})`, { weight: String(weight) });
      document.fonts.add(await web.load());
      results.push({
        property,
        web: widthIn(`"Measured ${property}"`, weight),
        fallbacks: loaded.map((family) => ({ family, width: widthIn(family, weight) })),
      });
    }
    return results;
  });
  for (const { property, web, fallbacks } of stacks) {
    expect(fallbacks.length, `a fallback face of ${property} is installed here (Liberation Sans and Serif: Debian's fonts-liberation)`).toBeGreaterThan(0);
    for (const { family, width } of fallbacks) expect(Math.abs(width / web - 1), `${family} against ${property}'s web font`).toBeLessThanOrEqual(0.03);
  }
});
