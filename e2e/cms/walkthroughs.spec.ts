/**
 * The walk-throughs of data/README.md ("Common tasks"), each done in the editor as the README tells staff to, and
 * each file checked byte for byte afterwards (what the project writes for the record), with the build's content
 * check over the result. The gallery project with a phone's photo is e2e/cms/photos.spec.ts's upload test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { labelOf } from '../../src/cms/editorConfig';
import { collectionOf } from '../../src/content/collections';
import { recordJson } from '../../src/content/order';
import { validateContent } from '../../src/content/validate';
import { type EditorSite, expectSaved, openEntry, publish, shareOneEditor } from './editor';

let site: EditorSite;
let page: Page;

shareOneEditor((shared) => ({ site, page } = shared));

const readRecord = (file: string) => JSON.parse(fs.readFileSync(path.join(site.dataDir, file), 'utf8'));
const expectFile = (file: string, value: unknown) => expect(fs.readFileSync(path.join(site.dataDir, file), 'utf8')).toBe(recordJson(value, collectionOf(file)));

/** The JSON example under a heading of data/README.md: what the walk-through makes. */
function readmeExample(heading: string): Record<string, any> {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../data/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(`### ${heading}`));
  return JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]);
}

/** A field of the form by the model's name for it ("linkLabel" is labelled "Link label"), within `scope` (a group, or the page). */
const field = (scope: Page | Locator, name: string) => scope.getByLabel(labelOf(name), { exact: true });

/** Fills the named text fields of `scope` from a record. */
async function fillTexts(scope: Page | Locator, record: Record<string, any>, names: string[]) {
  for (const name of names) await field(scope, name).fill(String(record[name]));
}

/** Opens the closed item of a list by the arrow in the bar above its name. */
const openItem = (scope: Page | Locator, name: string) =>
  scope.getByText(name, { exact: true }).first().locator('xpath=preceding-sibling::div[1]/button[1]').click();

/** Picks a photo already in data/images/ in an image field's library. */
async function choosePhoto(scope: Page | Locator, value: string) {
  await scope.getByRole('button', { name: 'Choose an image' }).click();
  const library = page.getByRole('dialog');
  await library.getByPlaceholder(/search/i).fill(path.basename(value));
  await library.getByText(path.basename(value), { exact: true }).click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test('Add a testimonial: New Testimonial, each field filled, Publish', async () => {
  const anna = readmeExample('Add a testimonial');
  const services: { id: string; name: string }[] = fs.readdirSync(path.join(site.dataDir, 'services')).map((f) => readRecord(`services/${f}`));

  await openEntry(page, site, 'testimonials/new');
  await fillTexts(page, anna, ['id', 'order', 'name', 'location', 'project', 'rating', 'text']);
  // The service is picked from a list of the services by name.
  await field(page, 'service').click();
  await page.getByRole('option', { name: services.find((s) => s.id === anna.service)!.name, exact: true }).click();
  // The date from the calendar.
  await field(page, 'date').fill(anna.date);
  if (anna.featured) await field(page, 'featured').check();
  await choosePhoto(page, anna.image);
  await publish(page);
  await expectSaved(page);

  expectFile(`testimonials/${anna.id}.json`, anna);
  expect(validateContent(site.dataDir, site.repo)).toEqual([]);
});

test('Change the opening hours: Business details, the line of the contact page, Publish', async () => {
  const file = 'business.json';
  const before = readRecord(file);
  const saturday = before.openingHours.contactPage.at(-1);
  // What staff type: Saturdays end two hours earlier.
  const hours = saturday.hours.replace(/(\d+)PM$/, (_: string, h: string) => `${Number(h) - 2}PM`);

  await openEntry(page, site, 'company/entries/business');
  const shown = page.getByRole('group', { name: 'Opening hours', exact: true });
  await openItem(shown, saturday.days);
  await field(shown, 'hours').filter({ visible: true }).last().fill(hours);
  await publish(page);
  await expectSaved(page);

  const contactPage = [...before.openingHours.contactPage.slice(0, -1), { ...saturday, hours }];
  expectFile(file, { ...before, openingHours: { ...before.openingHours, contactPage } });
  expect(validateContent(site.dataDir, site.repo)).toEqual([]);
});

test('Add a page to a service: Add page, its fields, Publish', async () => {
  const file = 'services/maintenance.json';
  const before = readRecord(file);
  expect(before.page).toBeUndefined();
  // What staff write: another service's page as a start (as the README suggests), with one feature and one benefit.
  const model = readRecord('services/synthetic-turf.json').page;
  const newPage = {
    path: `/services/${before.id}`,
    metaTitle: model.metaTitle,
    metaDescription: model.metaDescription,
    hero: model.hero,
    features: { title: model.features.title, items: model.features.items.slice(0, 1) },
    benefits: { title: model.benefits.title, items: model.benefits.items.slice(0, 1) },
    showcase: { title: model.showcase.title, subtitle: model.showcase.subtitle, projects: [] },
    cta: model.cta,
  };

  await openEntry(page, site, `services/entries/${before.id}`);
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  const form = page.getByRole('group', { name: 'Page', exact: true });
  const group = (name: string) => form.getByRole('group', { name: labelOf(name), exact: true });
  await fillTexts(form, newPage, ['path', 'metaTitle', 'metaDescription']);
  await fillTexts(group('hero'), newPage.hero, ['eyebrow', 'title', 'text', 'linkLabel']);
  await choosePhoto(group('hero'), newPage.hero.image);
  const features = group('features');
  await field(features, 'title').first().fill(newPage.features.title);
  await features.getByRole('button', { name: 'Add item' }).click();
  await field(features, 'title').last().fill(newPage.features.items[0].title);
  await field(features, 'description').fill(newPage.features.items[0].description);
  await fillTexts(group('benefits'), newPage.benefits, ['title']);
  await group('benefits').getByRole('button', { name: 'Add item' }).click();
  await field(group('benefits'), 'item').fill(newPage.benefits.items[0]);
  await fillTexts(group('showcase'), newPage.showcase, ['title', 'subtitle']);
  await fillTexts(group('cta'), newPage.cta, ['title', 'text', 'linkLabel']);
  await publish(page);
  await expectSaved(page);

  expectFile(file, { ...before, page: newPage });
  expect(validateContent(site.dataDir, site.repo)).toEqual([]);
});
