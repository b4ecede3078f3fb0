/**
 * Staff editing in the browser: the content editor at /admin/ saving through
 * the local file proxy into a throw-away copy of data/ (e2e/cms/editor.ts).
 * Each test checks the file on disk afterwards, byte for byte, and runs the
 * build's own content check over the copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { MAX_UPLOAD_SIDE } from '../../src/cms/uploads';
import { validateContent } from '../../src/content/validate';
import { throwawayProject } from '../../testing/throwawayProject';
import { theme } from '../../src/theme/theme';
import { type EditorSite, expectSaved, openEntry as openEntryOf, publish, slow, startEditor } from './editor';

test.describe.configure({ timeout: 90_000 });

let site: EditorSite;
/** Every address the editor asked for: none may be outside this machine. */
let requested: string[];

test.beforeEach(async ({ page }) => {
  // The first editor of a worker makes the photo list (startEditor): up to 15 s beside the rest of `npm test`.
  test.setTimeout(test.info().timeout + 20_000);
  site = await startEditor();
  requested = [];
  page.on('request', (request) => requested.push(request.url()));
});

test.afterEach(async () => {
  const outside = requested.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));
  expect(outside, 'requests to other hosts').toEqual([]);
  await site.close();
});

/** A record file of a folder collection ("testimonials/…json"): whichever staff keep, the first by name. */
const firstRecordFile = (folder: string) =>
  `${folder}/${
    fs
      .readdirSync(path.join(site.dataDir, folder))
      .filter((name) => name.endsWith('.json'))
      .sort()[0]
  }`;

const read = (file: string) => fs.readFileSync(path.join(site.dataDir, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file));
/** The one format the data files are written in: the editor's own (2-space JSON and a final newline). */
const canonical = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const openEntry = (page: Page, route: string) => openEntryOf(page, site, route);

/** The editor's preview pane, a frame beside the form. */
const preview = (page: Page) => page.frameLocator('iframe').first();

const ADDED_SENTENCE = ' They came back a year later and it still looks new.';

/** Staff add a sentence to a testimonial and publish it; returns the record as it was and the new text. */
async function extendTestimonial(page: Page, file: string) {
  const before = readJson(file);
  await openEntry(page, `testimonials/entries/${before.id}`);
  const text = page.getByLabel('Text', { exact: true });
  await expect(text).toHaveValue(before.text);
  const newText = `${before.text}${ADDED_SENTENCE}`;
  await text.fill(newText);
  // The preview draws the site's own testimonial card, in the site's type, as staff type.
  const card = preview(page).getByRole('figure').filter({ hasText: ADDED_SENTENCE.trim() });
  await expect(card).toBeVisible(slow);
  await expect(card.getByText(before.name)).toBeVisible();
  await expect(card).toHaveCSS('border-radius', theme.radii.lg);
  await publish(page);
  await expectSaved(page);
  return { before, newText };
}

test('changing a field of the business record rewrites only that field', async ({ page }) => {
  const before = readJson('business.json');
  await openEntry(page, 'company/entries/business');
  const field = page.getByLabel('Area served', { exact: true });
  await expect(field).toHaveValue(before.areaServed);
  await field.fill('Carolina Beach, Kure Beach & Wilmington');
  await publish(page);
  await expectSaved(page);
  expect(read('business.json')).toBe(canonical({ ...before, areaServed: 'Carolina Beach, Kure Beach & Wilmington' }));
  expect(validateContent(site.dataDir, site.repo)).toEqual([]);
});

const NEW_PROJECT = { title: 'Native garden by the dunes', description: 'Sea oats and muhly grass in a garden that needs no watering.' };

/** Staff add a project with a new photograph to a gallery category and publish it; returns the record as it was. */
async function addGalleryProject(page: Page, file: string) {
  const before = readJson(file);
  const photo = fs.readdirSync(path.join(site.dataDir, 'images')).find((name) => name.endsWith('.jpg'))!;
  const upload = path.join(site.repo, 'new-garden.jpg');
  fs.copyFileSync(path.join(site.dataDir, 'images', photo), upload);

  await openEntry(page, `gallery/entries/${before.id}`);
  await page.getByRole('button', { name: 'Add project' }).click();
  await page.getByLabel('Title', { exact: true }).last().fill(NEW_PROJECT.title);
  await page.getByLabel('Description', { exact: true }).last().fill(NEW_PROJECT.description);
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // The preview shows the category as the gallery does, the new photo among its projects.
  await expect(preview(page).getByRole('heading', { name: before.title })).toBeVisible(slow);
  await expect(preview(page).getByRole('img', { name: NEW_PROJECT.title })).toBeAttached();
  await publish(page);
  await expectSaved(page);
  return { before };
}

// One test for both saves and the rebuild: the build is the slow part, and it needs both saves.
// Tagged @rebuild: the `publish` project runs it, queued when the shared slot should be free (playwright.config.ts).
test(
  'staff change a testimonial and add a gallery project with a photo: each file holds just that, and a rebuild shows them',
  { tag: '@rebuild' },
  async ({ page }) => {
    // The rebuild may wait up to 5 minutes for the warm slot (below), and builds cold after that.
    test.setTimeout(660_000);
    await test.step('the testimonial file holds the new text and nothing else changed', async () => {
      const file = firstRecordFile('testimonials');
      const { before, newText } = await extendTestimonial(page, file);
      expect(read(file)).toBe(canonical({ ...before, text: newText }));
    });

    await test.step('the gallery file holds the new project, and the photo is where it points', async () => {
      const file = firstRecordFile('gallery');
      const { before } = await addGalleryProject(page, file);
      const added = { ...NEW_PROJECT, image: '../images/new-garden.jpg' };
      expect(read(file)).toBe(canonical({ ...before, projects: [...before.projects, added] }));
      // The photo is where the record points, relative to the record's own file, as JPEG, never enlarged (photos.spec.ts).
      const saved = path.resolve(path.dirname(path.join(site.dataDir, file)), readJson(file).projects.at(-1).image);
      const [original, written] = await Promise.all([sharp(path.join(site.repo, 'new-garden.jpg')).metadata(), sharp(saved).metadata()]);
      expect(written.format).toBe('jpeg');
      expect(written.width).toBe(Math.min(original.width!, Math.round((original.width! * MAX_UPLOAD_SIDE) / Math.max(original.width!, original.height!))));
    });

    expect(validateContent(site.dataDir, site.repo)).toEqual([]);

    // A real Gatsby build of the saved data/ (other photographs are small stand-ins; the uploaded one is real), in the
    // shared slot, which the integration tier and the Netlify host's test have let go by the time the queue reaches this
    // test: Gatsby's cache there makes it a warm build, about 22 s of processor time against 69 for a cold one in a folder
    // of its own, which is what it gets if the slot is still held after 5 minutes.
    const project = await throwawayProject({ dataDir: site.dataDir, keepImages: ['images/new-garden.jpg'], waitForSlotMs: 300_000 });
    try {
      const { ok, output } = await project.build();
      expect(ok, output.slice(-3000)).toBe(true);
      expect(project.page('testimonials')).toContain(ADDED_SENTENCE.trim());
      const gallery = project.page('gallery');
      const avif = [...gallery.matchAll(/<source type="image\/avif" srcSet="([^"]*new-garden[^"]*)"/gi)].map((m) => m[1]);
      expect(avif.length).toBeGreaterThan(0);
      const widths = avif[0].split(',').map((entry) => entry.trim().split(/\s+/)[1]);
      expect(widths.length, avif[0]).toBeGreaterThan(1);
      expect(widths.every((w) => /^\d+w$/.test(w))).toBe(true);
    } finally {
      project.remove();
    }
  },
);

test('every editor page has a way to the leads view', async ({ page }) => {
  await openEntry(page, `testimonials/entries/${readJson(firstRecordFile('testimonials')).id}`);
  const leads = page.getByRole('link', { name: /^Leads/ });
  await expect(leads).toBeVisible();
  await expect(leads).toHaveAttribute('href', '/admin/leads/');
});

test('a rating or a name the content model refuses is explained in the form and nothing is written', async ({ page }) => {
  const file = firstRecordFile('testimonials');
  const before = read(file);
  await openEntry(page, `testimonials/entries/${JSON.parse(before).id}`);
  await page.getByLabel('Rating', { exact: true }).fill('7');
  await page.getByLabel('Name', { exact: true }).fill('');
  await publish(page);
  // The field's message says what to enter, in the model's words, not which rule the value broke.
  const message = page.getByText('Enter a rating from 1 to 5.', { exact: true });
  await expect(message).toBeVisible();
  // As the sentence it is, not in Decap's capitals.
  await expect(message).toHaveCSS('text-transform', 'none');
  await expect(page.getByText(/Name is required/)).toBeVisible();
  expect(read(file)).toBe(before);
});

test("a malformed phone number is explained in the model's words and nothing is written", async ({ page }) => {
  const business = read('business.json');
  await openEntry(page, 'company/entries/business');
  await page.getByLabel('Display', { exact: true }).fill('910-833-4777');
  await publish(page);
  await expect(page.getByText('Enter a phone number written (910) 833-4777.', { exact: true })).toBeVisible();
  expect(read('business.json')).toBe(business);
});
