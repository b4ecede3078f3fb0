import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { type HeaderRule, headersFor } from '../src/build/headersFile';
import { filesIn } from '../src/imageFiles';
import { services, servicesWithPage } from './content';

/** Most project cards a service page's showcase shows (specification, section 9). */
export const SHOWCASE_MAX_CARDS = 4;

/** Testimonials per page of /testimonials (specification, section 9). */
export const TESTIMONIALS_PER_PAGE = 2;

/** What the quote form says under its checkboxes once these services (by id) are chosen: their names in the services' order. */
export const selectedServicesText = (ids: readonly string[]) =>
  `${ids.length} selected: ${services
    .filter((service) => ids.includes(service.id))
    .map((service) => service.name)
    .join(', ')}`;

/** Text from data/ as a literal part of a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scrolls the window to an exact position and waits until the page has seen the scroll. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Waits until Gatsby has hydrated the page, so clicks reach React's handlers. Safe straight after a navigation has
 * only committed, when the new document may not have its root element yet.
 */
export const waitHydrated = (page: Page) => page.waitForFunction(() => document.documentElement?.dataset.interactive === 'true');

/** Opens a page and waits until it has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitHydrated(page);
  return response;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Reads the server-rendered HTML, as a search engine or a link preview sees it, without running scripts. */
export async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers 200`).toBe(true);
  return response.text();
}

/** A host's answer at `pathname` carries every header the rules of public/_headers give that path, with their values. */
export function expectHeadersOfRules(response: APIResponse, rules: readonly HeaderRule[], pathname: string) {
  const served = response.headers();
  const expected = Object.entries(headersFor(rules, pathname)).map(([name, value]) => [name.toLowerCase(), value]);
  expect(expected.length, pathname).toBeGreaterThan(0);
  expect(Object.fromEntries(expected.map(([name]) => [name, served[name]])), pathname).toEqual(Object.fromEntries(expected));
}

/** The routes the specification names (section 2). */
export const SPECIFIED_ROUTES = [
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

/**
 * Every route the tests walk: the specification's pages, but with a page for each service record that has one, read
 * from data/services in place of the specified service pages, so that a service page staff add in the editor is
 * checked like the others (and needs no change here).
 */
export const ROUTES = SPECIFIED_ROUTES.filter((route) => !route.startsWith('/services/')).flatMap((route) =>
  route === '/services' ? [route, ...servicesWithPage.map((service) => service.page.path)] : [route],
);

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

/** The srcset lists of an image and its <source>s, and the file the browser chose (read in the page). */
export interface ImageChoice {
  srcsets: string[];
  currentSrc: string;
}

/** Reads an image's choice in the page; pass to `locator.evaluate`. Self-contained, as the page runs it. */
export const readImageChoice = (img: HTMLImageElement): ImageChoice => ({
  srcsets: [img.srcset, ...[...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => source.srcset)],
  currentSrc: img.currentSrc,
});

const srcsetEntries = ({ srcsets }: ImageChoice) =>
  srcsets.flatMap((srcset) => filesIn(srcset)).map(({ src, width }) => ({ path: new URL(src, 'http://site').pathname, width }));

/** The `w` width of the file the browser chose, or 0 if it has chosen none yet. */
export const chosenWidth = (choice: ImageChoice) =>
  choice.currentSrc ? (srcsetEntries(choice).find(({ path }) => path === new URL(choice.currentSrc).pathname)?.width ?? 0) : 0;

/** The widest file an image offers. */
export const widestOffered = (choice: ImageChoice) => Math.max(...srcsetEntries(choice).map(({ width }) => width));
