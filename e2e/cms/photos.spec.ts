/**
 * Photos in the editor as staff use them: any photo already in data/images/ can be picked for any photo field, the
 * preview shows existing photos through the editor's backend (not a folder only the laptop serves), a phone's photo
 * is made web-sized and loses its metadata before it is committed, and a file the site cannot use is turned away
 * with a message, writing nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { MAX_UPLOAD_MB, MAX_UPLOAD_SIDE } from '../../src/cms/uploads';
import { collectionOf } from '../../src/content/collections';
import { recordJson } from '../../src/content/order';
import { validateContent } from '../../src/content/validate';
import { type EditorSite, expectSaved, openEntry, publish, slow, shareOneEditor } from './editor';

let site: EditorSite;
let page: Page;

shareOneEditor((shared) => ({ site, page } = shared));

const CATEGORY = 'gallery/hardscapes.json';
const readFile = (file: string) => fs.readFileSync(path.join(site.dataDir, file), 'utf8');
const photos = () => fs.readdirSync(path.join(site.dataDir, 'images')).sort();

/** Staff start a new project in a gallery category, with a title and a sentence from another category's first project. */
async function startProject() {
  const { projects } = JSON.parse(readFile('gallery/synthetic-turf.json'));
  const { title, description } = projects[0];
  await openEntry(page, site, `gallery/entries/${path.basename(CATEGORY, '.json')}`);
  await page.getByRole('button', { name: 'Add project' }).click();
  await page.getByLabel('Title', { exact: true }).last().fill(title);
  await page.getByLabel('Description', { exact: true }).last().fill(description);
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  return { title, description };
}

/**
 * A phone's photo: 4032 × 3024 (or 3024 × 4032, held upright), about 3 MB, its EXIF naming the phone and where it was
 * taken (a customer's house). Drawn from one of the site's photos with a phone sensor's grain, so it compresses as a
 * photograph does.
 */
async function phonePhoto(file: string, [width, height]: [number, number]) {
  const scene = await sharp(path.join(site.dataDir, 'images', photos()[0]))
    .resize(width, height)
    .raw()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 9 } } })
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i++) scene[i] = Math.max(0, Math.min(255, scene[i] + grain[i] - 128));
  await sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 2/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 53/1 37/1' },
    })
    .toFile(file);
}

test('any photo already in data/images can be picked for a new gallery project, and the preview shows it', async () => {
  const before = JSON.parse(readFile(CATEGORY));
  // A photo of another subject, made for another page: the business's own photograph.
  const business = JSON.parse(readFile('business.json'));
  const chosen = path.basename(business.image);
  const { title, description } = await startProject();
  const library = page.getByRole('dialog');
  // The library holds every photo of data/images/, whatever record it was made for; it draws them as staff scroll,
  // and its search finds any by name.
  await expect(library.getByText(photos()[0], { exact: true })).toBeVisible(slow);
  await library.getByPlaceholder(/search/i).fill(chosen);
  await library.getByText(chosen, { exact: true }).click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const shown = page.frameLocator('iframe').first().getByRole('img', { name: title }).first();
  await expect(shown).toBeAttached(slow);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), slow).toBeGreaterThan(0);
  await publish(page);
  await expectSaved(page);
  const image = `../images/${chosen}`;
  expect(readFile(CATEGORY)).toBe(recordJson({ ...before, projects: [...before.projects, { title, description, image }] }, collectionOf(CATEGORY)));
});

test("an existing photo shows in a record's preview, read through the editor's backend", async () => {
  const file = fs.readdirSync(path.join(site.dataDir, 'testimonials')).sort()[0];
  const testimonial = JSON.parse(readFile(`testimonials/${file}`));
  await openEntry(page, site, `testimonials/entries/${path.basename(file, '.json')}`);
  // The editor's page serves no photos of its own (e2e/cms/editor.ts): this one came through the local file proxy.
  const photo = page.frameLocator('iframe').first().getByRole('figure').getByRole('img').first();
  await expect(photo).toBeAttached(slow);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), slow).toBeGreaterThan(0);
  expect(testimonial.image).toMatch(/\.jpg$/);
});

for (const [held, size] of [
  ['sideways', [4032, 3024]],
  ['upright', [3024, 4032]],
] as const) {
  test(`Add a gallery project with a photo from your phone (data/README.md), taken ${held}: the photo is committed web-sized, as JPEG, without its EXIF`, async () => {
    const upload = path.join(site.repo, `garden-from-phone-${held}.jpg`);
    await phonePhoto(upload, [...size]);
    const original = await sharp(upload).metadata();
    expect([original.width, original.height]).toEqual(size);
    expect(original.exif?.length).toBeGreaterThan(0);
    const originalKB = Math.round(fs.statSync(upload).size / 1024);
    expect(originalKB).toBeGreaterThan(2500);

    await startProject();
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page);
    await expectSaved(page);

    const record = JSON.parse(readFile(CATEGORY));
    const saved = path.resolve(path.join(site.dataDir, 'gallery'), record.projects.at(-1).image);
    const written = await sharp(saved).metadata();
    const writtenKB = Math.round(fs.statSync(saved).size / 1024);
    console.log(
      `Phone photo: ${original.width} × ${original.height}, ${originalKB} KB, EXIF ${original.exif!.length} bytes → ${written.width} × ${written.height}, ${writtenKB} KB, EXIF ${written.exif?.length ?? 'none'}`,
    );
    // The longest side at most MAX_UPLOAD_SIDE, the shape kept.
    const scale = MAX_UPLOAD_SIDE / Math.max(...size);
    expect({ format: written.format, width: written.width, height: written.height, exif: written.exif }).toEqual({
      format: 'jpeg',
      width: Math.round(size[0] * scale),
      height: Math.round(size[1] * scale),
      exif: undefined,
    });
    expect(writtenKB).toBeLessThanOrEqual(800);
    expect(validateContent(site.dataDir, site.repo)).toEqual([]);
  });
}

test('a HEIC photo, a PDF or a 40 MB file is turned away with a message, and nothing is written', async () => {
  const huge = path.join(site.repo, 'drone-panorama.jpg');
  fs.writeFileSync(huge, Buffer.alloc(40 * 1024 * 1024));
  const files = [
    { file: { name: 'IMG_4821.HEIC', mimeType: 'image/heic', buffer: Buffer.from('ftypheic') }, says: /HEIC format.*Most Compatible/ },
    { file: { name: 'quote-from-supplier.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') }, says: /not a photo the website can use/ },
    { file: huge, says: new RegExp(`40 MB, more than the ${MAX_UPLOAD_MB} MB`) },
  ];
  const before = { record: readFile(CATEGORY), photos: photos() };

  await startProject();
  for (const { file, says } of files) {
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(file);
    const message = page.getByRole('alert').filter({ hasText: says });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Nothing was saved.');
  }
  expect(photos()).toEqual(before.photos);
  expect(readFile(CATEGORY)).toBe(before.record);
});
