/** A visitor's way through the quote form, shared by the form tests and the hosts' tests. */
import type { Page, Request } from '@playwright/test';
import { MIN_FILL_MS } from '../src/forms/fields';
import { serviceById } from './content';
import { gotoHydrated } from './helpers';

/** An address no other test uses, so each test finds its own submission. */
export const uniqueEmail = (test: string) => `${test}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** When each page last asked for a proof-of-work challenge (a form's first touch), by this machine's clock, the server's too. */
const challengedAt = new WeakMap<Page, number>();
const isChallenge = (request: Request) => new URL(request.url()).pathname === '/api/challenge';

/**
 * Opens a page with Playwright's clock, so "the visitor took a while" is a
 * fast-forward: the API turns away forms sent within seconds (bots).
 */
export async function openWithClock(page: Page, path: string) {
  page.on('request', (request) => void (isChallenge(request) && challengedAt.set(page, Date.now())));
  await page.clock.install();
  await gotoHydrated(page, path);
}

/**
 * The visitor takes a while: the page's clock moves on ten seconds (the browser's own figure), and a person's few
 * seconds really pass after the form's challenge came, since the server times a visit by its own clock from the
 * challenge it issued (src/server/forms/handler.ts), which the page's clock does not move.
 */
export async function takeYourTime(page: Page) {
  await page.clock.fastForward(10_000);
  // The form asks for its challenge once the solver's code has loaded after the first touch, which may still be under
  // way: up to 20 s. A form that asks after this wait ends is sent under MIN_FILL_MS after its challenge by the server's
  // clock, and its lead waits in Held, out of the Inbox a test may then list (with 3 s here, a busy fresh-clone run's
  // Netlify test found its lead in the store but not in the leads API's Inbox).
  if (!challengedAt.has(page)) await page.waitForRequest(isChallenge, { timeout: 20_000 }).catch(() => undefined);
  const wait = (challengedAt.get(page) ?? 0) + MIN_FILL_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

export async function fillStepOne(page: Page, email: string) {
  await page.getByLabel(/First Name/).fill('Dana');
  await page.getByLabel(/Last Name/).fill('Whitfield');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Phone/).fill('(910) 555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The rest of the quote from the property size on: two services, a timeline and a description. */
export async function fillFromPropertySize(page: Page) {
  await page.getByLabel('Property Size').selectOption('medium');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(serviceById('synthetic-turf').name, { exact: true }).check();
  await page.getByLabel(serviceById('lighting').name, { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Timeline').selectOption('1-2-months');
  await page.getByLabel('Project Description').fill('Turf and path lights.');
}

/** Every step of the quote filled in, and the visitor's time taken: the next click of "Get My Free Quote" sends it. */
export async function fillEveryStep(page: Page, email: string) {
  await fillStepOne(page, email);
  await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
  await page.getByLabel(/City/).fill('Carolina Beach');
  await page.getByLabel('Property Type').selectOption('vacation-rental');
  await fillFromPropertySize(page);
  await takeYourTime(page);
}
