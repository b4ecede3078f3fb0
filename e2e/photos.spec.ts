/**
 * Photos with a quote (issue 59), end to end on the production build served by `npm run serve`, with the leads API's
 * repository host a stand-in and mail a real SMTP server: a visitor sends phone-sized photos made in the test (12 MP,
 * GPS, an EXIF orientation), with scripts and without; the server keeps them web-sized and without metadata beside
 * the lead; staff see, enlarge and download them in the leads view; nobody else can reach them. Files that are not
 * photos are answered in words by the photo and never kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PHOTOS_LABEL } from '../src/forms/fields';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE, PHOTO_REFUSALS } from '../src/forms/photos';
import { folderStore } from '../src/server/store/folderStore';
import { readPhoto } from '../src/server/photos/kept';
import type { Lead } from '../src/leads/lead';
import { readLeads } from '../src/server/store/ledger';
import { bombPng, describePhoto, heicPhoto, notAnImage, phonePhoto, svgFile } from '../testing/photos';
import { type TestMailServer, startMailServer } from '../testing/smtpServer';
import { pages } from './content';
import { REPO, openLeadsAs, startLeadsSite } from './leadsView';
import { fillFromPropertySize, fillStepOne, openWithClock, takeYourTime, uniqueEmail } from './quoteSteps';

const ROOT = path.resolve(__dirname, '..');
const ACCOUNTS = {
  'token-owner': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } },
  'token-reader': { login: 'rob', name: 'Rob Reader', repos: { [REPO]: 'read' as const } },
};

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startLeadsSite>>;
let base: string;
let mail: TestMailServer;
let store: string;
let phone: Buffer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [mail, phone] = await Promise.all([startMailServer(), phonePhoto()]);
  site = await startLeadsSite(ACCOUNTS, mail.env);
  ({ base, store } = site);
});

test.afterAll(async () => {
  await site?.stop();
  await mail?.stop();
});

const leadOf = async (email: string): Promise<Lead> => {
  const lead = (await readLeads(folderStore(store))).find((candidate) => candidate.values.email === email);
  if (!lead) throw new Error(`no lead from ${email}`);
  return lead;
};
const mailFor = (email: string) => mail.received.filter((message) => message.replyTo?.value[0]?.address === email || message.text?.includes(email));

/** The quote's first three steps filled in on this site, the fourth (timeline, description, photos) on screen. */
async function toPhotos(page: Page, email: string) {
  await openWithClock(page, `${base}/quote/`);
  await fillStepOne(page, email);
  await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
  await page.getByLabel(/City/).fill('Carolina Beach');
  await fillFromPropertySize(page);
}

const file = (name: string, buffer: Buffer, mimeType = 'image/jpeg') => ({ name, mimeType, buffer });
const photoInput = (page: Page) => page.getByLabel(new RegExp(`^${PHOTOS_LABEL}`));

/** Opens `address` signed in to the editor with `token`, as Decap keeps its login. */
const openAs = (page: Page, token: string, address?: string) => openLeadsAs(page, base, token, address);

test(`a quote with the most photos (${MAX_PHOTOS}) from a phone: previewed, one removed, each sent web-sized; kept upright under ${MAX_PHOTO_SIDE} px without GPS; the mail counts them and links the lead`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('photos');
  await toPhotos(page, email);
  const names = Array.from({ length: MAX_PHOTOS }, (_, index) => `IMG_041${index + 1}.jpg`);
  await photoInput(page).setInputFiles(names.map((name) => file(name, phone)));
  const picked = page.getByRole('list', { name: 'Photos picked' });
  for (const [index, name] of names.entries()) await expect(picked.getByRole('img', { name: `${name}, ${index + 1} of ${MAX_PHOTOS}` })).toBeVisible();
  // Each is made web-sized on the device: a 12 MP photo of 2.5 MB goes as well under a megabyte.
  await expect(picked.getByText(/^Sent \(/)).toHaveCount(MAX_PHOTOS, { timeout: 30_000 });
  const sent = (await picked.getByText(/^Sent \(/).allTextContents()).map((text) => Number(/([\d.]+) MB/.exec(text)![1]));
  for (const megabytes of sent) expect(megabytes).toBeLessThan(1);
  await expect(photoInput(page)).toBeDisabled();

  await picked.getByRole('button', { name: `Remove ${names[2]}` }).click();
  await expect(picked.getByRole('img')).toHaveCount(MAX_PHOTOS - 1);
  await expect(photoInput(page)).toBeEnabled();
  await takeYourTime(page);
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByRole('status').getByText('Quote request sent')).toBeVisible({ timeout: 30_000 });

  const lead = await leadOf(email);
  const kept = names.filter((_, index) => index !== 2);
  expect(lead.photos?.map((photo) => photo.name)).toEqual(kept);
  for (const photo of lead.photos!) {
    const bytes = (await readPhoto(folderStore(store), lead.id, photo.slot, 'photo'))!;
    // The phone was held upright (EXIF orientation 6): taller than wide, as the visitor saw it.
    expect(await describePhoto(bytes)).toEqual({ width: 1920, height: MAX_PHOTO_SIDE, format: 'jpeg', hasExif: false, orientation: undefined });
  }
  // The removed one (the third picked, in the third slot) went from the store too.
  expect(lead.photos!.map((photo) => photo.slot)).not.toContain(3);
  expect(await readPhoto(folderStore(store), lead.id, 3, 'photo')).toBeNull();
  await expect.poll(() => mailFor(email).length).toBe(1);
  const [message] = mailFor(email);
  expect(message.text).toContain(`${kept.length} photos came with it. See them in the leads view: `);
  expect(message.text).toContain(`/admin/leads/?lead=${lead.id}`);
  expect(message.attachments).toEqual([]);
});

test('staff see the photos in the lead’s dialog, open one larger and download it; a visitor without access gets 401, a login that may not publish 403, and public/ holds none', async ({
  page,
}) => {
  const lead = (await readLeads(folderStore(store))).find((candidate) => candidate.photos?.length)!;
  await openAs(page, 'token-owner', `/admin/leads/?lead=${lead.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`from ${lead.values.firstName}`) });
  await expect(dialog.getByRole('heading', { name: `${lead.photos!.length} photos` })).toBeVisible();
  for (const [index, photo] of lead.photos!.entries())
    await expect(dialog.getByRole('img', { name: `${photo.name}, ${index + 1} of ${lead.photos!.length}` })).toBeVisible();
  const first = lead.photos![0];
  await dialog.getByRole('button', { name: `Open ${first.name} larger` }).click();
  const viewer = page.getByRole('dialog', { name: first.name });
  await expect(viewer.getByRole('img', { name: first.name })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('link', { name: `Download ${first.name}` }).click()]);
  expect(download.suggestedFilename()).toBe(first.name);
  const saved = fs.readFileSync((await download.path())!);
  expect(await describePhoto(saved)).toMatchObject({ format: 'jpeg', width: first.width, height: first.height, hasExif: false });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(dialog).toBeVisible();

  const asked = `${base}/api/leads?id=${lead.id}&photo=${first.slot}`;
  expect((await fetch(asked)).status).toBe(401);
  expect((await fetch(asked, { headers: { Authorization: 'Bearer token-reader' } })).status).toBe(403);
  expect((await fetch(asked, { headers: { Authorization: 'Bearer token-owner' } })).headers.get('content-type')).toBe('image/jpeg');
  // Nothing under public/ is a customer's photo: no path names the lead, and no file is one of its photos' bytes.
  const kept = await Promise.all(lead.photos!.map(async (photo) => (await readPhoto(folderStore(store), lead.id, photo.slot, 'photo'))!));
  const files = fs.readdirSync(path.join(ROOT, 'public'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const entry of files) {
    const where = path.join(entry.parentPath, entry.name);
    expect(where).not.toContain(lead.id);
    const size = fs.statSync(where).size;
    if (kept.some((bytes) => bytes.length === size)) expect(kept.some((bytes) => bytes.equals(fs.readFileSync(where)))).toBe(false);
  }
  for (const guess of [`/photo/${lead.id}/${first.slot}.bin`, `/photo/${lead.id}/${first.slot}`, `/.submissions/photo/${lead.id}/${first.slot}.bin`])
    expect((await fetch(`${base}${guess}`)).status, guess).toBe(404);
});

test('a file that is not a photo, a drawing, an iPhone HEIC and a 30,000 × 30,000 PNG are each answered in words by the photo, and none is kept', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  await toPhotos(page, email);
  const refused = [
    ['yard.jpg', notAnImage(), PHOTO_REFUSALS.notImage],
    ['plan.jpg', svgFile(), PHOTO_REFUSALS.drawing],
    ['IMG_2231.HEIC', heicPhoto(), PHOTO_REFUSALS.heic],
    ['huge.png', bombPng(), PHOTO_REFUSALS.tooManyPixels],
  ] as const;
  await photoInput(page).setInputFiles(refused.map(([name, bytes]) => file(name, bytes)));
  const picked = page.getByRole('list', { name: 'Photos picked' });
  for (const [name, , words] of refused) await expect(picked.getByText(`${name} ${words}`)).toBeVisible({ timeout: 20_000 });
  for (const [name] of refused) await picked.getByRole('button', { name: `Remove ${name}` }).click();
  await takeYourTime(page);
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByRole('status').getByText('Quote request sent')).toBeVisible();
  const lead = await leadOf(email);
  expect([lead.photos, lead.photosMissing]).toEqual([undefined, undefined]);
  expect(fs.existsSync(path.join(store, 'photo', lead.id))).toBe(false);
});

test('a photo whose sending failed does not stop the quote: it is sent, kept and mailed, and says which photo did not arrive', async ({ page }) => {
  const email = uniqueEmail('half');
  await toPhotos(page, email);
  // The connection drops for one photo only.
  await page.route(`${base}/api/photo`, (route) =>
    route.request().postDataBuffer()?.includes('porch.jpg') ? route.abort('connectionreset') : route.continue(),
  );
  await photoInput(page).setInputFiles([file('front.jpg', phone), file('porch.jpg', phone)]);
  const picked = page.getByRole('list', { name: 'Photos picked' });
  await expect(picked.getByText(/^porch\.jpg could not be sent/)).toBeVisible({ timeout: 20_000 });
  await expect(picked.getByText(/^Sent \(/)).toHaveCount(1, { timeout: 20_000 });
  await takeYourTime(page);
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByRole('status').getByText('Quote request sent')).toBeVisible();
  const lead = await leadOf(email);
  expect([lead.photos?.map((photo) => photo.name), lead.photosMissing]).toEqual([['front.jpg'], ['porch.jpg']]);
  await expect.poll(() => mailFor(email).length).toBe(1);
  expect(mailFor(email)[0].text).toContain('1 photo came with it; 1 did not arrive (porch.jpg).');
});

test('a photo removed while its send hangs: its send is stopped and its preview given back, and the quote goes at once with the photo kept', async ({
  page,
}) => {
  const email = uniqueEmail('removed');
  await toPhotos(page, email);
  // The server never answers for one photo: its send would hold "Send" for as long as the page is open.
  await page.route(`${base}/api/photo`, (route) => (route.request().postDataBuffer()?.includes('shed.jpg') ? undefined : route.continue()));
  const stopped: string[] = [];
  page.on('requestfailed', (request) => request.postDataBuffer()?.includes('shed.jpg') && stopped.push(request.failure()?.errorText ?? ''));
  await photoInput(page).setInputFiles([file('front.jpg', phone), file('shed.jpg', phone)]);
  const picked = page.getByRole('list', { name: 'Photos picked' });
  await expect(picked.getByText(/^Sent \(/)).toHaveCount(1, { timeout: 20_000 });
  await expect(picked.getByText(/^Sending…/)).toHaveCount(1);
  const preview = (await picked.getByRole('img', { name: /^shed\.jpg/ }).getAttribute('src'))!;
  // An object URL given back can no longer be read.
  const readable = () =>
    page.evaluate(
      (url) =>
        fetch(url)
          .then(Boolean)
          .catch(() => false),
      preview,
    );
  expect(await readable()).toBe(true);

  await picked.getByRole('button', { name: 'Remove shed.jpg' }).click();
  await expect(picked.getByRole('img')).toHaveCount(1);
  expect(await readable()).toBe(false);
  await expect.poll(() => stopped).toEqual(['net::ERR_ABORTED']);
  await takeYourTime(page);
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByRole('status').getByText('Quote request sent')).toBeVisible({ timeout: 10_000 });
  const lead = await leadOf(email);
  expect([lead.photos?.map((photo) => photo.name), lead.photosMissing]).toEqual([['front.jpg'], undefined]);
});

test.describe('without scripts', () => {
  test('two photos post inside the form and reach the store; once staff take the lead from Held, the mail counts them. Photos over the limit get the form’s words, and Back keeps what was typed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('noscript-photos');
    const smaller = await sharp(phone).resize(1600, 1200, { fit: 'inside' }).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
    const fill = async () => {
      await page.goto(`${base}/quote/`);
      const form = page.getByRole('form', { name: pages.quote.form.title });
      await form.getByLabel(/First Name/).fill('Noor');
      await form.getByLabel(/Last Name/).fill('Haddad');
      await form.getByLabel(/Email/).fill(email);
      await form.getByLabel(/Phone/).fill('(910) 555-0177');
      await form.getByLabel(/Property Address/).fill('8 Canal Dr');
      await form.getByLabel(/City/).fill('Carolina Beach');
      await expect(form.getByText(/Without scripts in your browser, photos are sent as they are and can total 4 MB\./)).toBeVisible();
      return form;
    };
    // Over the limit: two photos as a phone writes them.
    let form = await fill();
    expect(phone.length * 2).toBeGreaterThan(MAX_PHOTO_REQUEST_BYTES);
    await photoInput(page).setInputFiles([file('front.jpg', phone), file('back.jpg', phone)]);
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByText(/The photos are too large to send \(the limit is 4 MB in one send\)/)).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel(/Email/)).toHaveValue(email);

    form = await fill();
    await photoInput(page).setInputFiles([file('front.jpg', smaller), file('back.jpg', smaller)]);
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your quote request has been sent.');
    const lead = await leadOf(email);
    expect(lead.place).toBe('held');
    expect(lead.photos?.map((photo) => [photo.name, photo.width, photo.height])).toEqual([
      ['front.jpg', 1200, 1600],
      ['back.jpg', 1200, 1600],
    ]);
    for (const photo of lead.photos!) expect((await describePhoto((await readPhoto(folderStore(store), lead.id, photo.slot, 'photo'))!)).hasExif).toBe(false);
    await context.close();

    // Staff take it from Held: then it is mailed, with its photos counted.
    const staff = await browser.newPage();
    await openAs(staff, 'token-owner', `/admin/leads/?lead=${lead.id}`);
    await staff.getByRole('button', { name: 'Not spam: move to the Inbox' }).click();
    await expect.poll(() => mailFor(email).length).toBe(1);
    expect(mailFor(email)[0].text).toContain('2 photos came with it. See them in the leads view: ');
    await staff.close();
  });
});
