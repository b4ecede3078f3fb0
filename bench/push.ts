/**
 * The push to staff's phones, timed (not a test; issue 66's targets). Serves the production build (`npm run serve`,
 * e2e/leadsView.ts) with the office's mail on a real SMTP stand-in and the push service the stand-in of
 * testing/pushService.ts, which decrypts each message as the phone would. Then:
 *
 *   1. `--leads` quotes through the form API, one at a time, first with no device subscribed and then with two: the
 *      visitor's wait (request to 201) both ways, so the push's share of it shows; and, with the devices, from each
 *      request's start to the push service holding the lead's message, beside the 201. The push goes in the form's
 *      request, so it is received before the 201: from the 201 it is at most 0.
 *   2. In a phone profile (Pixel 7) with the view's shell cached, `--taps` notifications tapped: from the tap (the
 *      worker's click handler run for the shown notification: testing/pushInBrowser.ts says what stands in for the
 *      push service and the finger) to the lead's dialog drawn in the view. And the app opened from the home screen
 *      (its start_url, the shell from the worker's cache) to the view's heading drawn.
 *
 *   npm run bench:push [-- --leads 20 --taps 5]     (needs `npm run build`; the whole Chromium, as visitors have it)
 */
import { chromium, devices } from '@playwright/test';
import { VALID } from '../__tests__/forms/fixtures';
import { REPO, openLeadsAs, startLeadsSite } from '../e2e/leadsView';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from '../testing/chromium';
import { proofFrom } from '../testing/proof';
import { deliverPush, shownNotifications, stubSubscribe, tapNotification } from '../testing/pushInBrowser';
import { startPushService } from '../testing/pushService';
import { startMailServer } from '../testing/smtpServer';
import { numberOption } from './options';

const LEADS = numberOption('leads', 20);
const TAPS = numberOption('taps', 5);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

async function main() {
  const push = await startPushService();
  const mail = await startMailServer();
  const site = await startLeadsSite({ 'token-pat': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' } } }, { ...mail.env, ...push.env });
  const { base } = site;
  const browser = await chromium.launch({ executablePath: systemChromium ?? headlessShell, args: CHROMIUM_FLAGS });
  try {
    /** One quote through the form API: when it started and when the 201 came (Date.now()), and its lead's id. */
    const send = async (index: number) => {
      const body = JSON.stringify({ ...VALID.quote, email: `push${index}@bench.example.com`, elapsedMs: '12000', altcha: await proofFrom(base) });
      const started = Date.now();
      const answer = await fetch(`${base}/api/quote`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
      const answered = Date.now();
      if (answer.status !== 201) throw new Error(`quote ${index}: ${answer.status} ${await answer.text()}`);
      return { started, answered, id: ((await answer.json()) as { id: string }).id };
    };

    const withoutDevices: number[] = [];
    for (let index = 0; index < LEADS; index += 1) {
      const { started, answered } = await send(index);
      withoutDevices.push(answered - started);
    }
    const devicesOn = [push.subscription(), push.subscription()];
    for (const subscription of devicesOn) {
      const subscribed = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer token-pat' },
        body: JSON.stringify({ action: 'subscribe', subscription, label: 'Android, Chrome' }),
      });
      if (!subscribed.ok) throw new Error(`subscribe: ${subscribed.status}`);
    }
    const withDevices: number[] = [];
    const toReceived: number[] = [];
    const receivedBefore201: number[] = [];
    for (let index = 0; index < LEADS; index += 1) {
      const { started, answered, id } = await send(LEADS + index);
      withDevices.push(answered - started);
      const messages = push.received.filter((message) => (message.payload as { leadId?: string }).leadId === id);
      if (messages.length !== devicesOn.length) throw new Error(`lead ${id}: ${messages.length} of ${devicesOn.length} devices had it at the 201`);
      const last = Math.max(...messages.map((message) => message.at));
      toReceived.push(last - started);
      receivedBefore201.push(answered - last);
    }
    console.log(`Push of a new lead, ${LEADS} quotes one at a time through the form API (office mail on, ${devicesOn.length} devices)`);
    console.log(`  visitor's wait (request to 201), no device:     ${spread(withoutDevices)}`);
    console.log(`  visitor's wait (request to 201), ${devicesOn.length} devices:      ${spread(withDevices)}`);
    console.log(`  request's start to the push service holding it: ${spread(toReceived)}  (target: 201 + 5 s at p95)`);
    console.log(`  held by the push service before the 201, by:    ${spread(receivedBefore201)}`);

    // The phone: its shell cached by the worker, notifications on.
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const phone = push.subscription();
    await stubSubscribe(context, phone);
    await context.addInitScript(() => {
      // When the open lead's dialog is drawn, on the page's own clock (as the machine's wall clock).
      new MutationObserver((_, observer) => {
        if (document.querySelector('dialog.lead[open] h2')) {
          (window as unknown as { leadShownAt: number }).leadShownAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const page = await context.newPage();
    await openLeadsAs(page, base, 'token-pat');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Allowed before the view asked what this device does, the view would subscribe unasked: the button first.
    const turnOn = page.getByRole('button', { name: 'Notify me on this phone' });
    await turnOn.waitFor();
    await context.grantPermissions(['notifications'], { origin: base });
    await turnOn.click();
    await page.getByText('New leads in the Inbox are pushed to this phone.').waitFor();
    const cdp = await context.newCDPSession(page);
    const taps: number[] = [];
    for (let tap = 0; tap < TAPS; tap += 1) {
      const { id } = await send(2 * LEADS + tap);
      const message = push.to(phone.endpoint).find((one) => (one.payload as { leadId?: string }).leadId === id);
      if (!message) throw new Error(`lead ${id} did not reach the phone's push service`);
      await deliverPush(page, cdp, base, message.text);
      for (const deadline = Date.now() + 10_000; !(await shownNotifications(page)).some((shown) => shown.tag === id); await page.waitForTimeout(20))
        if (Date.now() > deadline) throw new Error(`the worker showed no notification of lead ${id} within 10 s`);
      const tapped = Date.now();
      await tapNotification(context, id);
      await page.waitForURL(`${base}/admin/leads/?lead=${id}`);
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /Quote from Dana/ })
        .waitFor();
      taps.push((await page.evaluate(() => (window as unknown as { leadShownAt: number }).leadShownAt)) - tapped);
    }
    const homeScreen: number[] = [];
    for (let open = 0; open < TAPS; open += 1) {
      const started = Date.now();
      await page.goto(`${base}/admin/leads/?app=1`);
      await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
      homeScreen.push(
        await page.evaluate(
          () =>
            performance.timeOrigin +
            (performance.getEntriesByType('paint').find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? performance.now()),
        ),
      );
      homeScreen[homeScreen.length - 1] -= started;
    }
    console.log(`Leads view on a phone (Pixel 7 profile, ${browser.version()}), its shell cached by the worker`);
    console.log(`  notification tapped to the lead's dialog drawn: ${spread(taps)}  (target ≤ 1 s)  [${taps.map(ms).join(', ')}]`);
    console.log(`  opened from the home screen to its first paint: ${spread(homeScreen)}`);
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
    await mail.stop();
    await push.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
