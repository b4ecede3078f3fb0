/**
 * The leads view as an app on staff's phones, with its push (issue 66, items 1 and 2), on the production build:
 * `npm run serve` with a store of its own (e2e/leadsView.ts), the login's host a stand-in, and the push service the
 * stand-in of testing/pushService.ts, which checks each push's VAPID signature and decrypts it with the keys of the
 * subscription the test made. Each test runs at desktop size and, where a phone changes what is checked, in a Pixel 7
 * context of its own, so that the spec starts one server.
 *
 * What a headless Chromium cannot do is stood in for, and only that (testing/pushInBrowser.ts): PushManager's
 * subscribe (no push service to subscribe with), the delivery of a push (the DevTools protocol's
 * ServiceWorker.deliverPushMessage), and the tap on a notification (a click event made in the worker).
 */
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium, devices, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { theme } from '../src/theme/theme';
import { LEADS_SCOPE } from '../src/cms/leadsApp';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';
import { proofFrom } from '../testing/proof';
import { type PushService, startPushService } from '../testing/pushService';
import { countPermissionAsks, deliverPush, shownNotifications, stubSubscribe, tapNotification, watchShowNotification } from '../testing/pushInBrowser';
import { VALID } from '../__tests__/forms/fixtures';
import { REPO, openLeadsAs, startLeadsSite } from './leadsView';

const ACCOUNTS = { 'token-pat': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } } };
const PROFILES: Array<[string, BrowserContextOptions]> = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { ...devices['Pixel 7'] }],
];

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startLeadsSite>>;
let push: PushService;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  push = await startPushService();
  site = await startLeadsSite(ACCOUNTS, push.env);
});

test.afterAll(async () => {
  await site?.stop();
  await push?.stop();
});

/** A context of `profile` on the signed-in view, its worker running and in control of the page. */
async function openApp(browser: Browser, profile: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext(profile);
  await prepare?.(context);
  const page = await context.newPage();
  await openLeadsAs(page, site.base, 'token-pat');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return { context, page };
}

/** Every address the page's caches hold. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () =>
    (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat(),
  );

test('the view installs: a manifest scoped to it with the site’s colours and icons, and Chromium’s installability check finds nothing against it, at desktop and on a phone', async ({
  browser,
  request,
}) => {
  for (const [name, profile] of PROFILES) {
    const { context, page } = await openApp(browser, profile);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, name).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect([url, errors]).toEqual([`${site.base}${LEADS_SCOPE}manifest.webmanifest`, []]);
    await context.close();
  }
  const manifest = await (await request.get(`${site.base}${LEADS_SCOPE}manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ scope: LEADS_SCOPE, start_url: `${LEADS_SCOPE}?app=1`, display: 'standalone', theme_color: theme.colors.ocean });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: 'apple-touch-icon.png', sizes: '180x180' }]) {
    const answer = await request.get(`${site.base}${LEADS_SCOPE}${icon.src}`);
    expect(answer.headers()['content-type']).toBe('image/png');
    const { width, height } = await sharp(await answer.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('the worker keeps the view’s shell and never a lead: /api/ answers come from the network, and offline the view opens from its shell and says so', async ({
  browser,
}) => {
  const sent = await fetch(`${site.base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...VALID.contact, email: 'shell@example.com', elapsedMs: '12000', altcha: await proofFrom(site.base) }),
  });
  expect(sent.status).toBe(201);
  const { context, page } = await openApp(browser, PROFILES[1][1]);
  const api: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) api.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Ortiz').first()).toBeVisible();
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((answer) => answer.fromWorker)).toEqual([]);

  const kept = await cachedAddresses(page);
  const script = await page.locator('script[src]').getAttribute('src');
  expect(kept.sort()).toEqual(
    ['', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', script, 'manifest.webmanifest']
      .map((file) => `${site.base}${LEADS_SCOPE}${file}`)
      .sort(),
  );
  expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^leads-shell-[0-9a-f]{16}$/)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toContainText('leads are never kept on this phone');
  await expect(page.getByText('Ortiz')).toHaveCount(0);
  expect((await cachedAddresses(page)).filter((address) => address.includes('/api/'))).toEqual([]);
  await context.close();
});

test('“Notify me” asks the browser only after a tap, subscribes with the site’s key, lists this device with Remove, and says when the browser cannot', async ({
  browser,
}) => {
  const subscription = push.subscription();
  const { context, page } = await openApp(browser, PROFILES[0][1], async (prepared) => {
    await countPermissionAsks(prepared);
    await stubSubscribe(prepared, subscription);
  });
  const turnOn = page.getByRole('button', { name: 'Notify me on this computer' });
  await expect(turnOn).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
  await context.grantPermissions(['notifications'], { origin: site.base });
  await turnOn.click();
  await expect(page.getByText('New leads in the Inbox are pushed to this computer.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(1);
  const listed = await (await fetch(`${site.base}/api/leads?push=1`, { headers: { authorization: 'Bearer token-pat' } })).json();
  expect(await page.evaluate(() => (window as unknown as { subscribedWith: { applicationServerKey: unknown } }).subscribedWith.applicationServerKey)).toBe(
    listed.publicKey,
  );
  expect(listed.devices).toEqual([{ id: expect.any(String), label: 'Windows, Chrome', at: expect.any(String) }]);
  await page.getByText('Your devices notified of new leads (1)').click();
  await page.getByRole('button', { name: 'Remove Windows, Chrome (this one)' }).click();
  await expect(page.getByRole('button', { name: 'Notify me on this computer' })).toBeVisible();
  await expect(page.getByText(/Your devices notified/)).toHaveCount(0);
  expect((await (await fetch(`${site.base}/api/leads?push=1`, { headers: { authorization: 'Bearer token-pat' } })).json()).devices).toEqual([]);
  await context.close();

  // Without the stand-in, headless Chromium's own PushManager has no push service: the view says so.
  const real = await openApp(browser, PROFILES[0][1]);
  const realTurnOn = real.page.getByRole('button', { name: 'Notify me on this computer' });
  await expect(realTurnOn).toBeVisible();
  await real.context.grantPermissions(['notifications'], { origin: site.base });
  await realTurnOn.click();
  await expect(real.page.getByRole('alert')).toContainText('This browser could not turn on notifications:');
  await real.context.close();

  // An iPhone's Safari in a tab: web push needs iOS 16.4 and the view on the Home Screen, and the view says how.
  for (const [version, says] of [
    ['17_5', 'add the leads view to your Home Screen: tap Share, then Add to Home Screen, and open Leads from there.'],
    ['16_3', 'Notifications of new leads need iOS 16.4 or later on this iPhone'],
  ]) {
    const userAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1`;
    const iphone = await openApp(browser, { ...PROFILES[1][1], userAgent });
    await expect(iphone.page.locator('.on-this-phone')).toContainText(says);
    await expect(iphone.page.getByRole('button', { name: /Notify me/ })).toHaveCount(0);
    await iphone.context.close();
  }
});

test('a quote sent through the form reaches the push service for the phone, with nothing private in it; the worker shows it, and a tap opens the lead in the view', async () => {
  // Chromium's headless shell, which the other tests run in, shows no notification (it answers every origin's
  // permission for them "denied" inside the page and the worker); the whole browser's headless mode does.
  if (!systemChromium) throw new Error('This test needs the whole Chromium (apt-get install chromium): its headless shell shows no notifications.');
  const browser = await chromium.launch({ executablePath: systemChromium, args: CHROMIUM_FLAGS });
  test.info().annotations.push({ type: 'browser', description: `the whole Chromium ${browser.version()}` });
  const subscription = push.subscription();
  const { context, page } = await openApp(browser, PROFILES[1][1], (prepared) => stubSubscribe(prepared, subscription));
  // The button shows once the view asked what this device does; allowed before that, the view subscribes unasked.
  const turnOn = page.getByRole('button', { name: 'Notify me on this phone' });
  await expect(turnOn).toBeVisible();
  await context.grantPermissions(['notifications'], { origin: site.base });
  await turnOn.click();
  await expect(page.getByText('New leads in the Inbox are pushed to this phone.')).toBeVisible();

  const answer = await fetch(`${site.base}/api/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...VALID.quote, elapsedMs: '12000', altcha: await proofFrom(site.base) }),
  });
  expect(answer.status).toBe(201);
  const { id } = await answer.json();
  await expect.poll(() => push.to(subscription.endpoint).length).toBe(1);
  const [message] = push.to(subscription.endpoint);
  expect(message.payload).toEqual({ leadId: id, title: 'New quote request', body: 'Dana, Carolina Beach', url: `/admin/leads/?lead=${id}` });
  for (const secret of ['Whitfield', 'dana@example.com', '555-0142', '12 Lake Park', 'Turf for the back yard']) expect(message.text).not.toContain(secret);

  const cdp = await context.newCDPSession(page);
  const shownByWorker = await watchShowNotification(context);
  await deliverPush(page, cdp, site.base, message.text);
  const notification = { title: 'New quote request', body: 'Dana, Carolina Beach', tag: id, data: { url: `/admin/leads/?lead=${id}` } };
  try {
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toEqual([notification]);
  } catch (error) {
    /*
     * In 2 of 10 CI runs, and 3 of 32 runs of this spec here, Chromium listed nothing in 20 s although the worker had
     * been handed the push and its showNotification had resolved (in 20-40 ms): Chromium's doing, not the site's. Its
     * D-Bus lookup for a desktop's notifications is not the cause (the same with its own notification centre alone).
     * Then the push is delivered once more, as a push service does again with a message not taken, and the test says
     * so in its annotations; a worker that did not show it still fails.
     */
    const outcome = await shownByWorker();
    if (!outcome.includes('shown')) throw error;
    test
      .info()
      .annotations.push({ type: 'push delivered again', description: `Chromium listed no notification, though the worker showed it (${outcome.join(', ')})` });
    await deliverPush(page, cdp, site.base, message.text);
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toEqual([notification]);
  }
  await tapNotification(context, id);
  await expect(page).toHaveURL(`${site.base}/admin/leads/?lead=${id}`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Quote from Dana Whitfield' })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);
  expect(context.pages()).toHaveLength(1);
  await browser.close();
});
