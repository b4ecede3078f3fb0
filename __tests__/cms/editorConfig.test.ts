/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { type EditorField, editorConfig } from '../../src/cms/editorConfig';
import { configFile } from '../../src/cms/writeAdmin';
import { collections } from '../../src/content/collections';
import { numberPattern } from '../../src/cms/numberPattern';
import { REAL_DATA } from '../content/fixture';

const ROOT = path.resolve(__dirname, '../..');
const config = editorConfig();
type Def = Record<string, any>;
const defOf = (schema: z.ZodType): Def => (schema as any)._zod.def;
const unwrap = (schema: z.ZodType): z.ZodType => (defOf(schema).type === 'optional' ? defOf(schema).innerType : schema);

/** Every editor collection entry (a folder collection, or one file of a group) with the data file(s) it edits. */
const entries: { source: string; fields: EditorField[] }[] = config.collections.flatMap((c: any) =>
  c.files
    ? c.files.map((f: any) => ({ source: f.file.replace(/^data\//, ''), fields: f.fields as EditorField[] }))
    : [{ source: c.folder.replace(/^data\//, ''), fields: c.fields as EditorField[] }],
);
const entryOf = (source: string) => entries.find((e) => e.source === source)!;

/** Dotted paths of every field of a schema ("projects[].image"), and of the editor's fields. */
function modelPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [`${prefix}${name}`, ...modelPaths(field, `${prefix}${name}.`)]);
  if (def.type === 'array') return modelPaths(def.element, `${prefix.slice(0, -1)}[].`).filter((p) => !p.endsWith('[].'));
  return [];
}

function editorPaths(fields: EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    if (Array.isArray(field.fields)) return [here, ...editorPaths(field.fields as EditorField[], field.widget === 'list' ? `${here}[].` : `${here}.`)];
    return [here];
  });
}

describe('the content editor is made from the content model', () => {
  it('edits every collection of the model, each file or folder once', () => {
    expect(entries.map((e) => e.source).sort()).toEqual(collections.map((c) => c.source).sort());
  });

  it.each(collections.map((c) => [c.source, c] as const))(
    '%s: every model field has an editor field, and no editor field is outside the model',
    (source, collection) => {
      const paths = (s: z.ZodType) => modelPaths(s).sort();
      expect(editorPaths(entryOf(source).fields).sort()).toEqual(paths(collection.schema));
    },
  );

  it('labels every field and explains it with the description GraphiQL shows', () => {
    const walk = (fields: EditorField[]): EditorField[] => fields.flatMap((f) => [f, ...(Array.isArray(f.fields) ? walk(f.fields as EditorField[]) : [])]);
    for (const field of entries.flatMap((e) => walk(e.fields))) {
      expect(field.label).toMatch(/^[A-Z]/);
      expect(field.hint?.length).toBeGreaterThan(3);
    }
  });

  it("gives each kind of value its widget, with the model's words as the message", () => {
    const testimonial = entryOf('testimonials').fields;
    const field = (name: string, fields = testimonial) => fields.find((f) => f.name === name)!;
    expect(field('rating')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 1,
      max: 5,
      pattern: [expect.any(String), 'Enter a rating from 1 to 5.'],
    });
    expect(field('order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(field('featured')).toMatchObject({ widget: 'boolean' });
    expect(field('text')).toMatchObject({ widget: 'text' });
    expect(field('name')).toMatchObject({ widget: 'string', pattern: ['\\S', 'Enter some text, not only spaces.'] });
    // A calendar that writes the date as the model keeps it.
    expect(field('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field('service')).toMatchObject({ widget: 'relation', collection: 'services', value_field: 'id' });
    expect(field('image')).toMatchObject({ widget: 'image', media_folder: '/data/images', public_folder: '../images' });
    const business = entryOf('business.json').fields;
    const phone = field('phone', business).fields as EditorField[];
    expect(field('display', phone)).toMatchObject({ pattern: [expect.any(String), 'Enter a phone number written (910) 833-4777.'] });
    expect(field('image', business)).toMatchObject({ media_folder: '/data/images', public_folder: 'images' });
    const hours = field('openingHours', business).fields as EditorField[];
    const structured = field('structured', hours).fields as EditorField[];
    expect(field('days', structured)).toMatchObject({ widget: 'select', multiple: true, options: expect.arrayContaining(['Monday', 'Sunday']) });
    expect(field('id', entryOf('services').fields)).toMatchObject({ widget: 'select' });
    expect(field('comingSoon', entryOf('gallery').fields)).toMatchObject({ widget: 'object', required: false });
  });

  it('makes every optional group of the model optional in the editor, and every required one required', () => {
    // Decap draws an object's fields and demands the required ones whenever the group is not marked optional, also
    // in records without it (src/cms/optionalGroups.ts gives `required: false` its meaning).
    const groups: string[] = [];
    const walk = (schema: z.ZodType, fields: EditorField[], where: string) => {
      for (const [name, member] of Object.entries(defOf(unwrap(schema)).shape as Record<string, z.ZodType>)) {
        const field = fields.find((f) => f.name === name)!;
        const inner = defOf(unwrap(member));
        const element = inner.type === 'array' ? defOf(unwrap(inner.element)) : undefined;
        if (inner.type === 'object') {
          const optional = defOf(member).type === 'optional';
          groups.push(`${where}.${name}`);
          expect({ at: `${where}.${name}`, widget: field.widget, required: field.required }).toEqual({
            at: `${where}.${name}`,
            widget: 'object',
            required: optional ? false : undefined,
          });
          walk(member, field.fields as EditorField[], `${where}.${name}`);
        } else if (element?.type === 'object') walk(inner.element, field.fields as EditorField[], `${where}.${name}[]`);
      }
    };
    for (const collection of collections) walk(collection.schema, entryOf(collection.source).fields, collection.source);
    expect(groups).toEqual(expect.arrayContaining(['services.card', 'services.block', 'services.page', 'services.page.process', 'gallery.comingSoon']));
  });

  it('accepts every value data/ holds today, and refuses what the build refuses', () => {
    // The editor's patterns must never stop staff saving what the build accepts.
    const refused: string[] = [];
    const check = (fields: EditorField[], value: any, where: string) => {
      for (const field of fields) {
        const v = value?.[field.name];
        if (v === undefined) continue;
        if (field.pattern && (typeof v === 'string' || typeof v === 'number') && !new RegExp(field.pattern[0]).test(String(v)))
          refused.push(`${where}.${field.name} = ${JSON.stringify(v)}`);
        if (field.widget === 'list' && Array.isArray(field.fields))
          v.forEach((item: unknown, i: number) => check(field.fields as EditorField[], item, `${where}.${field.name}[${i}]`));
        else if (field.widget === 'list' && field.field)
          v.forEach((item: unknown, i: number) => check([{ ...(field.field as EditorField), name: 'x' }], { x: item }, `${where}.${field.name}[${i}]`));
        else if (Array.isArray(field.fields)) check(field.fields as EditorField[], v, `${where}.${field.name}`);
      }
    };
    for (const entry of entries) {
      const files = fs.statSync(path.join(REAL_DATA, entry.source)).isDirectory()
        ? fs.readdirSync(path.join(REAL_DATA, entry.source)).map((f) => `${entry.source}/${f}`)
        : [entry.source];
      for (const file of files) check(entry.fields, JSON.parse(fs.readFileSync(path.join(REAL_DATA, file), 'utf8')), file);
    }
    expect(refused).toEqual([]);

    const rating = new RegExp(entryOf('testimonials').fields.find((f) => f.name === 'rating')!.pattern![0]);
    expect(['1', '4.5', '5'].every((v) => rating.test(v))).toBe(true);
    expect(['0', '0.5', '5.5', '7', '-1', 'five'].some((v) => rating.test(v))).toBe(false);
  });

  it('writes number ranges as patterns that hold at their edges', () => {
    const latitude = new RegExp(numberPattern({ min: -90, max: 90, int: false }));
    expect(['-90', '-89.5', '0', '0.25', '89.99', '90'].every((v) => latitude.test(v))).toBe(true);
    expect(['-90.5', '-91', '90.5', '100', '1e3'].some((v) => latitude.test(v))).toBe(false);
    const year = new RegExp(numberPattern({ min: 2000, max: 2100, int: true }));
    expect(['2000', '2026', '2100'].every((v) => year.test(v))).toBe(true);
    expect(['1999', '2101', '2026.5'].some((v) => year.test(v))).toBe(false);
  });

  it('gives every photo field the one folder of photos, data/images, and writes the path the build reads, relative to the record', () => {
    const images = entries.flatMap((e) => {
      const walk = (fields: EditorField[]): EditorField[] =>
        fields.flatMap((f) => (f.widget === 'image' ? [f] : Array.isArray(f.fields) ? walk(f.fields as EditorField[]) : []));
      return walk(e.fields).map((field) => ({ entry: e, field }));
    });
    expect(images.length).toBeGreaterThan(10);
    for (const { entry, field } of images) {
      const fileDir = path.dirname(path.join(ROOT, 'data', entry.source.endsWith('.json') ? entry.source : `${entry.source}/x.json`));
      expect(path.resolve(fileDir, field.public_folder as string)).toBe(path.join(ROOT, (field.media_folder as string).slice(1)));
      // One folder for all: Decap's media library lists one folder, without subfolders, and staff may pick any photo.
      expect(field.media_folder).toBe('/data/images');
    }
  });

  it('reads back from config.yml as generated', () => {
    expect(parse(configFile())).toEqual(JSON.parse(JSON.stringify(config)));
  });
});
