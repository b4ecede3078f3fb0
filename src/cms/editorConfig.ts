/**
 * The content editor's configuration (Decap CMS's config.yml), made from the
 * content model: every collection of src/content/collections.ts and every
 * field of its schema, with the field's description as the hint staff read
 * under it and the model's "expected" text as the message they see when a
 * value would fail the build. Nothing here is written by hand per field, so
 * the editor cannot drift from what the build accepts.
 */
import path from 'node:path';
import type { z } from 'zod';
import { type Collection, collections } from '../content/collections';
import { type SchemaDef, defOf, metaOf } from '../content/fieldBuilders';
import { numberPattern } from './numberPattern';
import { type BackendSettings, LOCAL_PROXY_URL } from '../settings/editorBackend';

type Def = SchemaDef;

/** One field of the editor's form, as Decap CMS reads it from config.yml. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  [option: string]: unknown;
}

export interface EditorCollection {
  name: string;
  label: string;
  description?: string;
  [option: string]: unknown;
}

const DATA = 'data';
/** The editor's photo folder (`media_folder`), from the repository's root. */
export const IMAGES = `${DATA}/images`;

/** "metaTitle" → "Meta title", "ctaWithTwoLinks" → "Cta with two links". */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const unwrap = (schema: z.ZodType): { schema: z.ZodType; optional: boolean } => {
  const def = defOf(schema);
  return def.type === 'optional' ? { schema: def.innerType, optional: true } : { schema, optional: false };
};

/** A whole number limit zod stores when none was given (safe integers) counts as no limit. */
const limit = (value: number | null | undefined) =>
  value == null || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function numberExpectation(min: number | undefined, max: number | undefined, int: boolean): string {
  const kind = int ? 'a whole number' : 'a number';
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind} of at least ${min}`;
  if (max !== undefined) return `${kind} of at most ${max}`;
  return kind;
}

/**
 * What staff read when a value breaks a field's rule: the model's "expected" text (which the build's messages
 * also use) as an instruction, "Enter a rating from 1 to 5.".
 */
export const instruction = (expected: string) => `Enter ${expected}.`;

/** The regular expression a string must match, if the model gives it one (a format or a pattern). */
function stringPattern(def: Def): string | undefined {
  if (def.format === 'url') return '^https://[^\\s/$.?#][^\\s]*$';
  if (def.pattern instanceof RegExp) return def.pattern.source;
  const check = (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def).find((c: Def) => c.check === 'string_format' && c.pattern instanceof RegExp);
  return check?.pattern.source;
}

interface Context {
  /** Where the record's file lives, relative to the repository: uploads are written relative to it. */
  fileDir: string;
  /** Editor collection names by the GraphQL type of their records, for references by id. */
  collectionOfType: Map<string, string>;
  where: string;
}

/** The editor's field for one model field. */
export function editorField(name: string, field: z.ZodType, context: Context): EditorField {
  const { schema, optional } = unwrap(field);
  const meta = metaOf(schema);
  const where = `${context.where}.${name}`;
  if (!meta?.description) throw new Error(`Content editor: ${where} has no description`);
  const base: EditorField = { name, label: labelOf(name), widget: 'string', hint: meta.description, ...(optional ? { required: false } : {}) };
  return { ...base, ...widgetOf(schema, { ...context, where }) };
}

function widgetOf(schema: z.ZodType, context: Context): Partial<EditorField> {
  const def = defOf(schema);
  const meta = metaOf(schema);
  switch (def.type) {
    case 'string': {
      if (meta?.image) {
        return {
          widget: 'image',
          choose_url: false,
          // One folder of photos for every field: Decap's media library lists one folder, without its subfolders, so
          // this is what lets staff pick any photo already there for any field (and previews find it on the live
          // site too). The record keeps the path relative to its own file, as the build reads it.
          media_folder: `/${IMAGES}`,
          public_folder: path.posix.relative(context.fileDir, IMAGES),
          pattern: [stringPattern(def)!, 'Choose a photo in .jpg, .png or .webp format.'],
        };
      }
      if (meta?.link) {
        const collection = context.collectionOfType.get(meta.link);
        if (!collection) throw new Error(`Content editor: ${context.where} refers to ${meta.link} records, which no folder collection holds`);
        return { widget: 'relation', collection, value_field: 'id', search_fields: ['name', 'id'], display_fields: ['name'] };
      }
      if (def.format === 'date') {
        // A calendar to pick from, writing the date as the model stores it (year-month-day, no time).
        return {
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          pattern: [stringPattern(def)!, instruction(meta!.expected!)],
        };
      }
      const pattern = stringPattern(def);
      // Text must hold more than spaces: the build trims it before checking it is not empty.
      if (!pattern) return { widget: meta?.multiline ? 'text' : 'string', pattern: ['\\S', 'Enter some text, not only spaces.'] };
      return { widget: meta?.multiline ? 'text' : 'string', pattern: [pattern, instruction(meta?.expected ?? 'text')] };
    }
    case 'enum':
      return { widget: 'select', options: def.entries ? Object.values(def.entries) : [] };
    case 'number': {
      const number = schema as z.ZodNumber;
      const min = limit(number.minValue);
      const max = limit(number.maxValue);
      const int = Boolean(number.isInt);
      return {
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        pattern: [numberPattern({ min, max, int }), instruction(meta?.expected ?? numberExpectation(min, max, int))],
      };
    }
    case 'boolean':
      // A switch left untouched is "off", and the record says so rather than leaving the field out.
      return { widget: 'boolean', default: false };
    case 'array': {
      const min: number | undefined = (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def).find((c: Def) => c.check === 'min_length')?.minimum;
      const element = unwrap(def.element).schema;
      const elementDef = defOf(element);
      // A list that may be empty still has to be in the record (the model requires the field): one staff never
      // touched is written as an empty list, not left out.
      const count = min ? { min } : { default: [] };
      if (elementDef.type === 'enum') {
        return { widget: 'select', multiple: true, options: Object.values(elementDef.entries), ...count };
      }
      if (elementDef.type === 'object') {
        const fields = objectFields(element as z.ZodObject, context);
        return { widget: 'list', ...count, label_singular: singular(context.where), summary: summaryOf(fields), collapsed: true, fields };
      }
      return {
        widget: 'list',
        ...count,
        label_singular: singular(context.where),
        field: { ...editorField('item', element, context), label: singular(context.where) },
      };
    }
    case 'object':
      return { widget: 'object', collapsed: false, fields: objectFields(schema as z.ZodObject, context) };
    default:
      throw new Error(`Content editor: ${context.where} has a schema of kind "${def.type}" that no editor widget shows`);
  }
}

/** "Testimonial.projects" → "Project": what one item of a list is called ("Add project"). */
const singular = (where: string) => labelOf(where.split('.').pop()!).replace(/ies$/, 'y').replace(/s$/, '');

function objectFields(schema: z.ZodObject, context: Context): EditorField[] {
  return Object.entries(defOf(schema).shape as Record<string, z.ZodType>).map(([name, field]) => editorField(name, field, context));
}

/** What a list item or entry is called in lists: its first naming field. */
function summaryOf(fields: EditorField[]): string | undefined {
  const naming = ['title', 'name', 'question', 'label', 'days', 'network', 'value', 'id'].find((name) =>
    fields.some((f) => f.name === name && (f.widget === 'string' || f.widget === 'select')),
  );
  return naming ? `{{fields.${naming}}}` : undefined;
}

const collectionName = (collection: Collection) => collection.source.replace(/\.json$/, '').replace(/[^a-z0-9]+/g, '-');

function folderCollection(collection: Collection, collectionOfType: Map<string, string>): EditorCollection {
  const folder = `${DATA}/${collection.source}`;
  const fields = objectFields(collection.schema, { fileDir: folder, collectionOfType, where: collection.typeName });
  const id = fields.find((f) => f.name === 'id');
  if (!id) throw new Error(`Content editor: ${collection.typeName} records need an id to be named in the editor`);
  // Records whose id is one of a fixed list (services) cannot be added in the editor, only changed.
  const fixed = id.widget === 'select';
  return {
    name: collectionName(collection),
    label: collection.label,
    // One record, as staff name it: "New Testimonial".
    label_singular: labelOf(collection.typeName),
    description: metaOf(collection.schema)!.description,
    folder,
    extension: 'json',
    format: 'json',
    identifier_field: 'id',
    slug: '{{fields.id}}',
    summary: summaryOf(fields),
    create: !fixed,
    delete: !fixed,
    ...(fields.some((f) => f.name === 'order') ? { sortable_fields: ['order'] } : {}),
    fields,
  };
}

function fileEntry(collection: Collection, collectionOfType: Map<string, string>) {
  const file = `${DATA}/${collection.source}`;
  return {
    name: collectionName(collection),
    label: collection.label,
    file,
    description: metaOf(collection.schema)!.description,
    fields: objectFields(collection.schema, { fileDir: path.posix.dirname(file), collectionOfType, where: collection.typeName }),
  };
}

/** Single-file collections grouped as staff think of them: the pages, and everything else about the company and site. */
const FILE_GROUPS = [
  {
    name: 'pages',
    label: 'Pages',
    description: 'The copy of each page: headlines, paragraphs, lists and photographs.',
    test: (c: Collection) => c.source.startsWith('pages/'),
  },
  {
    name: 'company',
    label: 'Company and site',
    description: 'The business, the service area, the questions and answers, and the parts shown on every page.',
    test: () => true,
  },
];

export interface EditorConfigOptions {
  /** Where the live site's editor saves (src/settings/editorBackend.ts, from the build's environment); without it, only the local file proxy. */
  backend?: BackendSettings;
  /** Where the editor's local file proxy answers (`npm run cms`); Decap uses it when the editor runs on localhost. */
  localBackendUrl?: string;
}

/** The whole Decap CMS configuration, ready to be written as config.yml. */
export function editorConfig({ backend, localBackendUrl = LOCAL_PROXY_URL }: EditorConfigOptions = {}) {
  const folderCollections = collections.filter((c) => c.kind === 'folder');
  const collectionOfType = new Map(folderCollections.map((c) => [c.typeName, collectionName(c)]));
  const remaining = collections.filter((c) => c.kind === 'file');
  const groups = FILE_GROUPS.map(({ test, ...group }) => {
    const members = remaining.filter(test);
    members.forEach((m) => remaining.splice(remaining.indexOf(m), 1));
    // Named, so the editor writes these files with the site's own JSON format (src/cms/jsonFormat.ts) too.
    return { ...group, format: 'json', files: members.map((c) => fileEntry(c, collectionOfType)) };
  });
  return {
    // Without live settings the editor has one backend, Decap's local file proxy: it works on a laptop
    // (`npm run cms`) and nowhere else, and names no host that is not this computer.
    backend: backend ? decapBackend(backend) : { name: 'proxy', proxy_url: localBackendUrl },
    ...(backend?.reviewBeforePublish ? { publish_mode: 'editorial_workflow' } : {}),
    // Used only when the editor is opened on this computer (localhost); the live site's editor ignores it.
    local_backend: { url: localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] },
    ...(backend?.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
    // The folder of the media library opened outside a record; each photograph field names the same one.
    media_folder: IMAGES,
    public_folder: `/${IMAGES}`,
    // Phone photos are made web-sized in the browser before they are committed: src/cms/uploads.ts scales them to
    // at most 2560 px on their longest side (Decap's own width setting has no "at most"), then Decap writes them as
    // JPEG at quality 80, without their metadata (a phone's EXIF holds where it was taken: a customer's house).
    // Decap processes only JPEG, PNG and WebP; uploads.ts turns anything else away first.
    media_processing: {
      enabled: true,
      format: { enabled: true, default: 'jpeg' },
      quality: 80,
      strip_metadata: true,
    },
    collections: [...folderCollections.map((c) => folderCollection(c, collectionOfType)), ...groups],
  };
}

/** The backend block of config.yml, in Decap's own names. */
function decapBackend(settings: BackendSettings) {
  const verbs = { update: 'update', create: 'add', delete: 'remove' } as const;
  return {
    name: settings.name,
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.baseUrl ? { base_url: settings.baseUrl } : {}),
    ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
    ...(settings.appId ? { app_id: settings.appId, auth_type: 'pkce' } : {}),
    ...(settings.apiRoot ? { api_root: settings.apiRoot } : {}),
    // Commit messages that say what staff changed, so the history reads as a log of edits.
    commit_messages: {
      ...Object.fromEntries(Object.entries(verbs).map(([action, verb]) => [action, `Content: ${verb} {{collection}} "{{slug}}" (by {{author-name}})`])),
      uploadMedia: 'Content: upload "{{path}}" (by {{author-name}})',
      deleteMedia: 'Content: delete "{{path}}" (by {{author-name}})',
    },
  };
}
