/**
 * Every record staff can open in the editor saves: each file of data/ that the generated configuration edits is
 * opened, has one text changed and is published through the local file proxy, and its file must then be exactly
 * what the project writes for the record with just that text changed. The list of records comes from data/ and
 * config.yml, so a record or collection added later is swept too. Optional groups a record lacks stay out of the
 * file; adding and removing each kind is its own test.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type EditorField, editorConfig } from '../../src/cms/editorConfig';
import { collectionOf } from '../../src/content/collections';
import { recordJson } from '../../src/content/order';
import { validateContent } from '../../src/content/validate';
import { type EditorSite, expectSaved, openEntry, publish, shareOneEditor } from './editor';

let site: EditorSite;
let page: Page;

shareOneEditor((shared) => ({ site, page } = shared));

const DATA = path.resolve(__dirname, '../../data');

interface Entry {
  /** The data file, relative to data/. */
  file: string;
  /** The editor's address of the entry, after "#/collections/". */
  route: string;
  fields: EditorField[];
}

/** Every record the editor edits: each file of a file collection, and each file in the folder of a folder collection. */
function everyEntry(): Entry[] {
  return editorConfig().collections.flatMap((collection: Record<string, any>): Entry[] => {
    if (collection.files)
      return collection.files.map((f: any) => ({ file: f.file.replace(/^data\//, ''), route: `${collection.name}/entries/${f.name}`, fields: f.fields }));
    const folder: string = collection.folder.replace(/^data\//, '');
    return fs
      .readdirSync(path.join('data', folder))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ file: `${folder}/${name}`, route: `${collection.name}/entries/${name.replace(/\.json$/, '')}`, fields: collection.fields }));
  });
}

type Segment = string | number;

interface TextField {
  at: Segment[];
  label: string;
  value: string;
  /** The item of a list the field is in, named as the editor names the collapsed item, to open it first. */
  openItem?: string;
}

/**
 * The record's first plain text field a staff member can change (depth first, in the form's order; a list's first
 * item), skipping ids, fields with a format and optional fields (their label carries "(optional)").
 */
function firstText(fields: EditorField[], value: Record<string, any>, at: Segment[] = [], openItem?: string): TextField | undefined {
  for (const field of fields) {
    const v = value?.[field.name];
    if (v === undefined || field.required === false) continue;
    if ((field.widget === 'string' || field.widget === 'text') && field.name !== 'id' && field.pattern?.[0] === '\\S' && typeof v === 'string')
      return { at: [...at, field.name], label: field.label, value: v, openItem };
    if (field.widget === 'object' && Array.isArray(field.fields)) {
      const found = firstText(field.fields as EditorField[], v, [...at, field.name], openItem);
      if (found) return found;
    }
    if (field.widget === 'list' && Array.isArray(field.fields) && Array.isArray(v) && v.length > 0 && !openItem) {
      const summary = /^\{\{fields\.(\w+)\}\}$/.exec(String(field.summary ?? ''))?.[1];
      if (!summary) continue;
      const found = firstText(field.fields as EditorField[], v[0], [...at, field.name, 0], String(v[0][summary]));
      if (found) return found;
    }
  }
  return undefined;
}

const withValue = (root: any, at: Segment[], value: string): any => {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  const copy = Array.isArray(root) ? [...root] : { ...root };
  copy[head as any] = withValue(root[head as any], rest, value);
  return copy;
};

const entries = everyEntry();

test('the sweep covers every record of data/', () => {
  const files = fs.readdirSync(DATA, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  expect(entries.map((e) => e.file).sort()).toEqual(files.map((f) => f.split(path.sep).join('/')).sort());
});

for (const entry of entries) {
  test(`${entry.file}: one text changed and published, the file differs in that text only`, async () => {
    const file = path.join(site.dataDir, entry.file);
    const before = JSON.parse(fs.readFileSync(file, 'utf8'));
    const text = firstText(entry.fields, before);
    if (!text) throw new Error(`${entry.file} has no text field to change`);
    const changed = `${text.value} (changed)`;

    await openEntry(page, site, entry.route, { within: true });
    // A list's item opens by the arrow in the bar above its name (a button Decap leaves without a name).
    if (text.openItem) await page.getByText(text.openItem, { exact: true }).first().locator('xpath=preceding-sibling::div[1]/button[1]').click();
    const input = page.getByLabel(text.label, { exact: true }).filter({ visible: true }).first();
    await expect(input).toHaveValue(text.value);
    await input.fill(changed);
    await publish(page);
    await expectSaved(page);

    expect(fs.readFileSync(file, 'utf8')).toBe(recordJson(withValue(before, text.at, changed), collectionOf(entry.file)));
    expect(validateContent(site.dataDir, site.repo).filter((p) => p.file === `data/${entry.file}`)).toEqual([]);
  });
}

const readFile = (file: string) => fs.readFileSync(path.join(site.dataDir, file), 'utf8');
const readRecord = (file: string) => JSON.parse(readFile(file));
const written = (file: string, value: unknown) => recordJson(value, collectionOf(file));

/** Staff open a record's optional group with "Add …" and fill each of its text fields from `values`. */
async function addGroup(label: string, values: Record<string, string>, fields: EditorField[]) {
  await page.getByRole('button', { name: `Add ${label.toLowerCase()}`, exact: true }).click();
  const group = page.getByRole('group', { name: label, exact: true });
  for (const [name, value] of Object.entries(values)) await group.getByLabel(fields.find((f) => f.name === name)!.label, { exact: true }).fill(value);
}

const groupFields = (collection: string, group: string) =>
  ((editorConfig().collections.find((c) => c.name === collection) as Record<string, any>).fields as EditorField[]).find((f) => f.name === group)!
    .fields as EditorField[];

test('a gallery category without "coming soon" text gets one, and loses it again', async () => {
  const file = 'gallery/hardscapes.json';
  const original = readFile(file);
  const before = JSON.parse(original);
  expect(before.comingSoon).toBeUndefined();
  // What staff type: the text another category already shows.
  const { comingSoon } = readRecord('gallery/custom-designs.json');

  await openEntry(page, site, 'gallery/entries/hardscapes');
  await addGroup('Coming soon', comingSoon, groupFields('gallery', 'comingSoon'));
  await publish(page);
  await expectSaved(page);
  expect(readFile(file)).toBe(written(file, { ...before, comingSoon }));

  await openEntry(page, site, 'gallery/entries/hardscapes');
  await page.getByRole('button', { name: 'Remove coming soon', exact: true }).click();
  await publish(page);
  await expectSaved(page);
  expect(readFile(file)).toBe(original);
});

test("a service's card comes out of the file; an added one asks for its fields before anything is written", async () => {
  const file = 'services/synthetic-turf.json';
  const { card, ...withoutCard } = readRecord(file);
  expect(card).toBeDefined();

  await openEntry(page, site, 'services/entries/synthetic-turf');
  await page.getByRole('button', { name: 'Remove card', exact: true }).click();
  await publish(page);
  await expectSaved(page);
  const saved = readFile(file);
  expect(saved).toBe(written(file, withoutCard));

  await openEntry(page, site, 'services/entries/synthetic-turf');
  await page.getByRole('button', { name: 'Add card', exact: true }).click();
  await publish(page);
  const group = page.getByRole('group', { name: 'Card', exact: true });
  for (const field of groupFields('services', 'card')) await expect(group.getByText(`${field.label} is required.`, { exact: true })).toBeVisible();
  expect(readFile(file)).toBe(saved);
});

test('a service without a page gets one only once its fields are filled; removing the half-made page leaves the file as it was', async () => {
  const file = 'services/maintenance.json';
  const original = readFile(file);
  expect(JSON.parse(original).page).toBeUndefined();

  await openEntry(page, site, 'services/entries/maintenance');
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  await publish(page);
  const pageGroup = page.getByRole('group', { name: 'Page', exact: true });
  await expect(pageGroup.getByText('Path is required.', { exact: true })).toBeVisible();
  expect(readFile(file)).toBe(original);

  await page.getByRole('button', { name: 'Remove page', exact: true }).click();
  await publish(page);
  await expectSaved(page);
  expect(readFile(file)).toBe(original);
});

test('after every record was opened and saved, every photo is as it was, byte for byte', () => {
  // The editor is shown smaller copies of the photos (src/cms/localProxy.ts); none may find its way back to disk.
  const photos = (dataDir: string) =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(dataDir, 'images'))
        .sort()
        .map((name) => [
          name,
          createHash('sha256')
            .update(fs.readFileSync(path.join(dataDir, 'images', name)))
            .digest('hex'),
        ]),
    );
  expect(photos(site.dataDir)).toEqual(photos(DATA));
});
