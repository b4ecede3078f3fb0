import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { VALID } from '../__tests__/forms/fixtures';
import { E2E_SUBMISSIONS_DIR } from '../playwright.config';
import { FORM_KINDS, META_FIELDS } from '../src/forms/fields';
import { folderStore } from '../src/server/store/folderStore';
import { NOT_STORED } from '../src/server/forms/answers';
import { campaignNames } from '../src/leads/campaignNames';
import { describeSource } from '../src/leads/sources';
import { proofKey } from '../src/server/defences/proofOfWork';
import { readLeads } from '../src/server/store/ledger';
import { type Started, freePort, startGatsbyServe } from '../testing/processes';
import { business, pages, serviceById } from './content';
import { gotoHydrated, waitHydrated } from './helpers';
import { fillEveryStep, fillFromPropertySize, fillStepOne, openWithClock, takeYourTime, uniqueEmail } from './quoteSteps';

/*
 * One worker takes this file's tests in turn. Each spends most of its few seconds waiting for a person's time to pass
 * by the server's clock (takeYourTime, MIN_FILL_MS), and run across every worker at once they left the machine's two
 * cores idle for half a minute of each fresh-clone run (42-49 of 60 CPU-s in use, against 55-60 around them); in turn,
 * the other workers' tests use the cores while these wait.
 */
test.describe.configure({ mode: 'default' });

const PHONE_DISPLAY = business.phone.display;
const { connect } = pages.community;

/** What the form API stored for a visitor with this email address (the server shares this machine's disk), in `store`. */
async function storedFor(email: string, store = E2E_SUBMISSIONS_DIR) {
  return (await readLeads(folderStore(store))).filter((lead) => lead.values.email === email);
}

test.describe('contact form', () => {
  test('sends a message and confirms it with the next step; the company has every field', async ({ page }) => {
    const email = uniqueEmail('contact');
    await openWithClock(page, '/contact');
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Sam');
    await form.getByLabel(/Last Name/).fill('Ortiz');
    await form.getByLabel(/Email/).fill(email);
    await form.getByLabel(/Phone/).fill('910 555 0199');
    await form.getByLabel('Message').fill('Do you service Topsail Beach?');
    await takeYourTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('Thank you, your message has been sent.');
    await expect(confirmation).toContainText('within one business day');
    await expect(confirmation).toBeFocused();
    expect(await storedFor(email)).toEqual([
      expect.objectContaining({
        kind: 'contact',
        values: { firstName: 'Sam', lastName: 'Ortiz', email, phone: '910 555 0199', message: 'Do you service Topsail Beach?' },
        // The browser solved the proof of work while the visitor typed, and the message reads as a customer's.
        place: 'inbox',
      }),
    ]);
  });

  test("shows the server's message beside the wrong field, moves focus there and keeps what was typed", async ({ page }) => {
    await openWithClock(page, '/contact');
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Sam');
    await form.getByLabel(/Last Name/).fill('Ortiz');
    // The browser accepts an address without a domain ending; the server does not.
    await form.getByLabel(/Email/).fill('sam@localhost');
    await form.getByLabel('Message').fill('Hello');
    await takeYourTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const email = form.getByLabel(/Email/);
    await expect(email).toHaveAccessibleDescription('Email must be an address like name@example.com.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByLabel(/First Name/)).toHaveValue('Sam');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
    expect(await storedFor('sam@localhost')).toEqual([]);
  });

  test('on a failed connection says nothing was sent, offers the phone and keeps everything typed', async ({ page }) => {
    await openWithClock(page, '/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Sam');
    await form.getByLabel(/Last Name/).fill('Ortiz');
    await form.getByLabel(/Email/).fill('sam@example.com');
    await form.getByLabel('Message').fill('Still here?');
    await takeYourTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('We could not reach our server, so your form was not sent.');
    await expect(alert.getByRole('link', { name: PHONE_DISPLAY })).toBeVisible();
    await expect(form.getByLabel(/First Name/)).toHaveValue('Sam');
    await expect(form.getByLabel('Message')).toHaveValue('Still here?');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('while sending, the button is disabled and says so', async ({ page }) => {
    await openWithClock(page, '/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Sam');
    await form.getByLabel(/Last Name/).fill('Ortiz');
    await form.getByLabel(/Email/).fill(uniqueEmail('sending'));
    await takeYourTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  });
});

test.describe('where a lead came from', () => {
  /** Sends the contact form on the page as a visitor would; the lead as stored. */
  async function sendContact(page: import('@playwright/test').Page, email: string) {
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Ada');
    await form.getByLabel(/Last Name/).fill('Byrne');
    await form.getByLabel(/Email/).fill(email);
    await form.getByLabel('Message').fill('Saw your truck on Lake Park Blvd. Can you quote a paver patio?');
    await takeYourTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    const [lead] = await storedFor(email);
    return lead;
  }

  test('a visit through the truck’s QR code that reaches the contact form two pages later carries its landing page and campaign; a direct visit says direct', async ({
    page,
    context,
  }) => {
    const landing = '/?utm_source=truck&utm_campaign=spring';
    await openWithClock(page, landing);
    for (const path of ['/about', '/contact']) {
      await page.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    const fromTruck = await sendContact(page, uniqueEmail('truck'));
    expect(fromTruck.source).toEqual({ landing, utmSource: 'truck', utmCampaign: 'spring' });
    expect(describeSource(fromTruck.source, campaignNames())).toBe(`${campaignNames().get('truck')} (spring)`);

    // A new tab is a new visit: typed straight in, it came from nowhere in particular.
    const direct = await context.newPage();
    await openWithClock(direct, '/contact');
    const typedIn = await sendContact(direct, uniqueEmail('direct'));
    expect(describeSource(typedIn.source, campaignNames())).toBe('direct');
  });
});

test('without scripts the contact form posts to the API and the visitor gets a readable thank-you page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('noscript');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: pages.contact.form.title });
  await form.getByLabel(/First Name/).fill('Ana');
  await form.getByLabel(/Last Name/).fill('Lopez');
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message has been sent.');
  await expect(page.getByRole('link', { name: PHONE_DISPLAY })).toBeVisible();
  // Kept, for a person to look at: without scripts there is no proof of work.
  expect(await storedFor(email)).toEqual([
    expect.objectContaining({ place: 'held', arrival: expect.objectContaining({ reasons: [expect.stringContaining('without the site’s check')] }) }),
  ]);
  await context.close();
});

test.describe('community dialog', () => {
  test('sends the partnership request, then closes and confirms beside the button', async ({ page }) => {
    const email = uniqueEmail('community');
    await openWithClock(page, '/community');
    await page.getByRole('button', { name: connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: connect.dialogTitle });
    await dialog.getByLabel(/First Name/).fill('Lee');
    await dialog.getByLabel(/Last Name/).fill('Grant');
    await dialog.getByLabel(/Email/).fill(email);
    await dialog.getByLabel('Organization').fill('Island Greenway Friends');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'your partnership request has been sent' })).toBeVisible();
    expect(await storedFor(email)).toEqual([
      expect.objectContaining({ kind: 'community', values: expect.objectContaining({ organization: 'Island Greenway Friends' }) }),
    ]);
  });

  test("shows the server's message beside the wrong field and stays open", async ({ page }) => {
    await openWithClock(page, '/community');
    await page.getByRole('button', { name: connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: connect.dialogTitle });
    await dialog.getByLabel(/First Name/).fill('Lee');
    await dialog.getByLabel(/Last Name/).fill('Grant');
    await dialog.getByLabel(/Email/).fill('lee@localhost');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel(/Email/)).toHaveAccessibleDescription('Email must be an address like name@example.com.');
    await expect(dialog.getByLabel(/Email/)).toBeFocused();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/First Name/)).toHaveValue('Lee');
  });

  test('stays open with everything typed when the connection fails', async ({ page }) => {
    await openWithClock(page, '/community');
    await page.route('**/api/community', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: connect.dialogTitle });
    await dialog.getByLabel(/First Name/).fill('Lee');
    await dialog.getByLabel(/Last Name/).fill('Grant');
    await dialog.getByLabel(/Email/).fill('lee@example.com');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('We could not reach our server');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Email/)).toHaveValue('lee@example.com');
  });

  test('stays open with everything typed when the server fails', async ({ page }) => {
    await openWithClock(page, '/community');
    await page.route('**/api/community', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: connect.dialogTitle });
    await dialog.getByLabel(/First Name/).fill('Lee');
    await dialog.getByLabel(/Last Name/).fill('Grant');
    await dialog.getByLabel(/Email/).fill('lee@example.com');
    await takeYourTime(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('error 503');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/First Name/)).toHaveValue('Lee');
  });
});

test.describe('quote form', () => {
  test('keeps a draft through a reload, sends all four steps and clears the draft', async ({ page }) => {
    test.slow(); // four steps, a reload and the way back through them
    const email = uniqueEmail('quote');
    await openWithClock(page, '/quote');
    await fillStepOne(page, email);
    await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
    await page.getByLabel(/City/).fill('Carolina Beach');
    await page.getByLabel('Property Type').selectOption('vacation-rental');

    await page.reload();
    await waitHydrated(page);
    await expect(page.getByText('Step 2 of 4: Property Details')).toBeVisible();
    await expect(page.getByLabel(/Property Address/)).toHaveValue('12 Lake Park Blvd');
    await expect(page.getByLabel('Property Type')).toHaveValue('vacation-rental');
    await fillFromPropertySize(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel(/First Name/)).toHaveValue('Dana');
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
    await takeYourTime(page);
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Quote request sent' });
    await expect(confirmation).toContainText('reply within 48 hours');
    expect(await page.evaluate(() => localStorage.getItem('quote-form-draft'))).toBeNull();
    expect(await storedFor(email)).toEqual([
      expect.objectContaining({
        kind: 'quote',
        values: {
          firstName: 'Dana',
          lastName: 'Whitfield',
          email,
          phone: '(910) 555-0142',
          address: '12 Lake Park Blvd',
          city: 'Carolina Beach',
          propertyType: 'vacation-rental',
          propertySize: 'medium',
          services: ['synthetic-turf', 'lighting'],
          timeline: '1-2-months',
          projectDescription: 'Turf and path lights.',
        },
      }),
    ]);
    await page.reload();
    await expect(page.getByLabel(/First Name/)).toHaveValue('');
  });

  test('Next onto the last step sends nothing: only Get My Free Quote sends', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await openWithClock(page, '/quote');
    await fillStepOne(page, uniqueEmail('quote-last-step'));
    await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
    await page.getByLabel(/City/).fill('Carolina Beach');
    await page.getByRole('button', { name: 'Next' }).click();
    await takeYourTime(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 4 of 4: Project Details')).toBeVisible();
    await page.getByLabel('Project Description').fill('Path lights to the dock.');
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quote request sent' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  for (const { failure, answer, says } of [
    {
      failure: 'a lost connection',
      answer: (route: Route) => route.abort('internetdisconnected'),
      says: 'We could not reach our server, so your form was not sent.',
    },
    {
      failure: 'a server that could not store it (503)',
      answer: (route: Route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, message: NOT_STORED, errors: [] }) }),
      says: NOT_STORED,
    },
  ]) {
    test(`after ${failure} keeps every field of the four steps as typed and offers the phone`, async ({ page }) => {
      await openWithClock(page, '/quote');
      await page.route('**/api/quote', answer);
      const email = uniqueEmail('quote-not-sent');
      await fillEveryStep(page, email);
      await page.getByRole('button', { name: 'Get My Free Quote' }).click();

      const alert = page.getByRole('form').getByRole('alert');
      await expect(alert).toContainText(says);
      await expect(alert).toContainText('Everything you typed is still here.');
      await expect(alert.getByRole('link', { name: PHONE_DISPLAY })).toHaveAttribute('href', `tel:${business.phone.dial}`);
      await expect(page.getByLabel('Timeline')).toHaveValue('1-2-months');
      await expect(page.getByLabel('Project Description')).toHaveValue('Turf and path lights.');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByLabel(serviceById('synthetic-turf').name, { exact: true })).toBeChecked();
      await expect(page.getByLabel(serviceById('lighting').name, { exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByLabel(/Property Address/)).toHaveValue('12 Lake Park Blvd');
      await expect(page.getByLabel(/City/)).toHaveValue('Carolina Beach');
      await expect(page.getByLabel('Property Type')).toHaveValue('vacation-rental');
      await expect(page.getByLabel('Property Size')).toHaveValue('medium');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByLabel(/First Name/)).toHaveValue('Dana');
      await expect(page.getByLabel(/Last Name/)).toHaveValue('Whitfield');
      await expect(page.getByLabel(/Email/)).toHaveValue(email);
      await expect(page.getByLabel(/Phone/)).toHaveValue('(910) 555-0142');
      expect(await storedFor(email)).toEqual([]);
    });
  }

  test('a field the server turns down takes the visitor back to its step, with the message beside it', async ({ page }) => {
    await openWithClock(page, '/quote');
    await page.getByLabel(/First Name/).fill('Dana');
    await page.getByLabel(/Last Name/).fill('Whitfield');
    await page.getByLabel(/Email/).fill(uniqueEmail('quote-error'));
    await page.getByLabel(/Phone/).fill('555');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
    await page.getByLabel(/City/).fill('Carolina Beach');
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next' }).click();
    await takeYourTime(page);
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();

    const phone = page.getByLabel(/Phone/);
    await expect(page.getByText('Step 1 of 4: Contact Information')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Phone must be a phone number, like (910) 555-0123.');
    await expect(page.getByLabel(/First Name/)).toHaveValue('Dana');
  });
});

test.describe('an address that would add a recipient or a header', () => {
  const MESSAGE = 'Email must be an address like name@example.com.';

  test('every form asks for the address in the browser’s email field', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('form', { name: pages.contact.form.title }).getByLabel(/Email/)).toHaveAttribute('type', 'email');
    await gotoHydrated(page, '/community');
    await page.getByRole('button', { name: connect.buttonLabel }).click();
    await expect(page.getByRole('dialog', { name: connect.dialogTitle }).getByLabel(/Email/)).toHaveAttribute('type', 'email');
    await gotoHydrated(page, '/quote');
    await expect(page.getByLabel(/Email/)).toHaveAttribute('type', 'email');
  });

  for (const email of ['victim@example.com?bcc=attacker%40evil.com', 'x>,attacker@evil.com']) {
    test(`${email} is refused by the browser and by the form API, beside the email field, with what was typed kept`, async ({ page, request }) => {
      await openWithClock(page, '/contact');
      const form = page.getByRole('form', { name: pages.contact.form.title });
      await form.getByLabel(/First Name/).fill('Sam');
      await form.getByLabel(/Last Name/).fill('Ortiz');
      await form.getByLabel(/Email/).fill(email);
      await form.getByLabel('Message').fill('Please reply.');
      expect(await form.getByLabel(/Email/).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      // Sent all the same, as a script or a browser without the check would: the API is what refuses it.
      await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
      await takeYourTime(page);
      await form.getByRole('button', { name: 'Send Message' }).click();

      const field = form.getByLabel(/Email/);
      await expect(field).toHaveAccessibleDescription(MESSAGE);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(email);
      await expect(form.getByLabel(/First Name/)).toHaveValue('Sam');
      await expect(form.getByLabel('Message')).toHaveValue('Please reply.');
      expect(await storedFor(email)).toEqual([]);

      // From outside the browser, to every form's endpoint.
      for (const kind of FORM_KINDS) {
        const response = await request.post(`/api/${kind}`, { data: { ...VALID[kind], email, elapsedMs: '12000' }, headers: { accept: 'application/json' } });
        expect(response.status(), kind).toBe(400);
        expect((await response.json()).errors, kind).toEqual([{ field: 'email', message: MESSAGE }]);
      }
      expect(await storedFor(email)).toEqual([]);
    });
  }
});

test.describe('proof of work', () => {
  /*
   * At the live site's tries (PROOF_TRIES): the other tests' server sets the tests' few (playwright.config.ts), so this
   * one starts a server of its own without PROOF_OF_WORK_TRIES.
   */
  let store: string;
  let site: Started;
  let base: string;

  test.beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-of-work-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    site = await startGatsbyServe({ root: path.resolve(__dirname, '..'), port, env: { SUBMISSIONS_DIR: store } });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (store) fs.rmSync(store, { recursive: true, force: true });
  });

  test('at the live site’s tries: loaded only once the form is touched, solved in a worker while the visitor types, and sent with the form; the server takes it as valid', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const proofRequests = () => asked.filter((path) => path === '/api/challenge' || path.includes('proof-of-work'));
    const email = uniqueEmail('proof');
    await openWithClock(page, `${base}/contact`);
    const form = page.getByRole('form', { name: pages.contact.form.title });
    expect(proofRequests()).toEqual([]);

    // The worker stops once it has the solution; the visitor is still typing meanwhile.
    const solved = page.waitForEvent('worker').then((worker) => new Promise((resolve) => worker.on('close', resolve)));
    await form.getByLabel(/First Name/).fill('Sam');
    await expect.poll(proofRequests).toEqual([expect.stringContaining('proof-of-work'), '/api/challenge']);
    await form.getByLabel(/Last Name/).fill('Ortiz');
    await form.getByLabel(/Email/).fill(email);
    await takeYourTime(page);
    await solved;
    const posted = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const proof = (await posted).postDataJSON()[META_FIELDS.proof];
    expect(proof).toEqual(expect.any(String));
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    expect(await storedFor(email, store)).toEqual([expect.objectContaining({ place: 'inbox' })]);
    // Only a proof the server found valid is recorded as used.
    expect(await folderStore(store).get(proofKey(JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))))).toEqual({
      usedAt: expect.any(String),
      expiresAt: expect.any(Number),
    });
  });
});
