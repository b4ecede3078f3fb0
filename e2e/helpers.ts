import { expect, type Page } from '@playwright/test';

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
