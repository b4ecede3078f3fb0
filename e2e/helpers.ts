import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PHONE_DISPLAY = '(910) 833-4777';

/** Scrolls the window to an exact position and waits until the page has seen the scroll. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until Gatsby has hydrated the page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  return response;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Reads the server-rendered HTML, as a search engine or a link preview sees it, without running scripts. */
export async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers 200`).toBe(true);
  return response.text();
}

/** Every JSON-LD block of a page, parsed; a block that is not valid JSON fails the test here. */
export function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/** Every route of the specification (section 2). */
export const ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/synthetic-turf',
  '/services/hardscaping',
  '/services/outdoor-lighting',
  '/services/pool-landscapes',
  '/gallery',
  '/community',
  '/testimonials',
  '/contact',
  '/quote',
];

/** Records the targets of smooth scrolls the page asks for (window.__smoothScrolls), still performing them. */
export async function recordSmoothScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as any).__smoothScrolls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: any[]) => {
      const options = args[0];
      if (options && typeof options === 'object' && options.behavior === 'smooth') calls.push(options.top);
      return (original as any)(...args);
    }) as typeof window.scrollTo;
  });
}
