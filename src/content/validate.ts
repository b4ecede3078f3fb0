/**
 * Checks every content file before Gatsby builds anything, so that a broken
 * record stops the build with one clear line per problem instead of a page
 * that renders wrongly or a GraphQL error far from its cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Collection, collectionOf, collections } from './collections';
import { defOf, metaOf } from './fieldBuilders';

export interface ContentProblem {
  /** Path of the file from the project root, e.g. data/testimonials/sarah-mitchell.json. */
  file: string;
  /** The record: its id, or its position in a list when it has none. */
  record: string;
  /** The field inside the record, dotted, e.g. "before.image". */
  field: string;
  expected: string;
  found: string;
}

export const formatProblem = (p: ContentProblem): string => `${p.file}: record ${p.record}, field "${p.field}": expected ${p.expected}, found ${p.found}`;

type Segment = string | number;

/** Shows a found value briefly: long text is cut, and a missing value says so. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function valueAt(root: unknown, segments: Segment[]): unknown {
  return segments.reduce<unknown>((value, key) => (value != null && typeof value === 'object' ? (value as Record<Segment, unknown>)[key] : undefined), root);
}

const idOf = (item: unknown): string | undefined => {
  if (item && typeof item === 'object') {
    const fields = item as Record<string, unknown>;
    const candidate = fields.id ?? fields.value ?? fields.source ?? fields.name;
    if (typeof candidate === 'string' || typeof candidate === 'number') return String(candidate);
  }
  return undefined;
};

interface ParsedFile {
  collection: Collection;
  relativePath: string;
  absolutePath: string;
  data: Record<string, unknown>;
}

class Checker {
  readonly problems: ContentProblem[] = [];

  constructor(private readonly projectRoot: string) {}

  displayPath(absolutePath: string): string {
    return path.relative(this.projectRoot, absolutePath).split(path.sep).join('/');
  }

  /** Names the record a path points into: the file's own record, then the innermost list item. */
  locate(file: ParsedFile, segments: Segment[]): { record: string; field: string } {
    const top = file.collection.kind === 'folder' ? `"${idOf(file.data) ?? path.basename(file.relativePath, '.json')}"` : '';
    const lastIndex = segments.findLastIndex((s) => typeof s === 'number');
    if (lastIndex === -1) return { record: top || '(the file)', field: segments.join('.') || '(whole record)' };
    const listPath = segments.slice(0, lastIndex + 1);
    const itemId = idOf(valueAt(file.data, listPath));
    const listName = `${segments.slice(0, lastIndex).join('.')}[${segments[lastIndex]}]`;
    const item = itemId !== undefined ? `${listName} ("${itemId}")` : listName;
    const field = segments.slice(lastIndex + 1).join('.') || '(whole item)';
    return { record: top ? `${top} › ${item}` : item, field };
  }

  add(file: ParsedFile, segments: Segment[], expected: string, found: string): void {
    this.problems.push({ file: this.displayPath(file.absolutePath), ...this.locate(file, segments), expected, found });
  }
}

function expectationOf(issue: z.core.$ZodIssue, schema: z.ZodType | undefined): string {
  const meta = schema ? metaOf(schema) : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (meta?.expected) return meta.expected;
      return issue.expected === 'object' ? 'an object { ... }' : issue.expected === 'array' ? 'a list [ ... ]' : `a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'array') return `a list of at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      return meta?.expected ?? `at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `a list of at most ${issue.maximum} items`;
      return meta?.expected ?? `at most ${issue.maximum}`;
    default:
      return meta?.expected ?? issue.message;
  }
}

/** The schema at a path, so an error can use the expectation written beside the field. */
function schemaAt(schema: z.ZodType, segments: Segment[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of segments) {
    while (current && defOf(current).type === 'optional') current = defOf(current).innerType;
    if (!current) return undefined;
    const def = defOf(current);
    current = def.type === 'object' ? def.shape[segment] : def.type === 'array' ? def.element : undefined;
  }
  while (current && defOf(current).type === 'optional') current = defOf(current).innerType;
  return current;
}

/** Visits every value whose schema marks it as an image path or a link, and every list of records. */
function walk(
  schema: z.ZodType,
  value: unknown,
  segments: Segment[],
  visit: { image(v: string, at: Segment[]): void; link(v: string, type: string, at: Segment[]): void; list(items: unknown[], at: Segment[]): void },
): void {
  if (value === undefined || value === null) return;
  const def = defOf(schema);
  const meta = metaOf(schema);
  if (def.type === 'optional') return walk(def.innerType, value, segments, visit);
  if (def.type === 'string' && typeof value === 'string') {
    if (meta?.image) visit.image(value, segments);
    if (meta?.link) visit.link(value, meta.link, segments);
  } else if (def.type === 'array' && Array.isArray(value)) {
    visit.list(value, segments);
    value.forEach((item, i) => walk(def.element, item, [...segments, i], visit));
  } else if (def.type === 'object' && typeof value === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      walk(field, (value as Record<string, unknown>)[key], [...segments, key], visit);
    }
  }
}

function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Checks every JSON file under dataDir and returns one problem per mistake
 * (an empty list means the content is good to build).
 */
export function validateContent(dataDir: string, projectRoot = path.dirname(dataDir)): ContentProblem[] {
  const checker = new Checker(projectRoot);
  const parsed: ParsedFile[] = [];
  const found = new Set<Collection>();
  const problem = (absolutePath: string, expected: string, found: string) =>
    checker.problems.push({ file: checker.displayPath(absolutePath), record: '(the file)', field: '(whole file)', expected, found });

  for (const absolutePath of listJsonFiles(dataDir)) {
    const relativePath = path.relative(dataDir, absolutePath).split(path.sep).join('/');
    const collection = collectionOf(relativePath);
    if (!collection) {
      problem(absolutePath, `a content file named in data/README.md (${collections.map((c) => c.source).join(', ')})`, 'a file no page uses');
      continue;
    }
    found.add(collection);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(absolutePath, 'utf8'));
    } catch (error) {
      problem(absolutePath, 'valid JSON', `a syntax error: ${(error as Error).message}`);
      continue;
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      problem(absolutePath, 'an object { ... } at the top of the file', Array.isArray(data) ? 'a list [ ... ]' : describeValue(data));
      continue;
    }
    const file: ParsedFile = { collection, relativePath, absolutePath, data: data as Record<string, unknown> };
    parsed.push(file);
    const result = collection.schema.safeParse(data);
    for (const issue of result.success ? [] : result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          checker.add(
            file,
            [...issue.path, key] as Segment[],
            'no such field (is it misspelled?)',
            describeValue(valueAt(data, [...issue.path, key] as Segment[])),
          );
        }
        continue;
      }
      const at = issue.path as Segment[];
      checker.add(file, at, expectationOf(issue, schemaAt(collection.schema, at)), describeValue(valueAt(data, at)));
    }
  }

  for (const collection of collections) {
    if (!found.has(collection) && collection.kind === 'file') {
      checker.problems.push({
        file: `data/${collection.source}`,
        record: '(the file)',
        field: '(whole file)',
        expected: 'this file to exist',
        found: 'no file',
      });
    }
  }

  const idsByType = new Map<string, Map<string, ParsedFile>>();
  for (const file of parsed.filter((f) => f.collection.kind === 'folder')) {
    const id = idOf(file.data);
    if (id === undefined) continue;
    const ids = idsByType.get(file.collection.typeName) ?? new Map<string, ParsedFile>();
    const other = ids.get(id);
    if (other)
      checker.add(
        file,
        ['id'],
        `an id no other ${file.collection.typeName} record uses`,
        `"${id}", already used in ${checker.displayPath(other.absolutePath)}`,
      );
    else ids.set(id, file);
    idsByType.set(file.collection.typeName, ids);
  }

  for (const file of parsed) {
    walk(file.collection.schema, file.data, [], {
      image(value, at) {
        const target = path.resolve(path.dirname(file.absolutePath), value);
        if (/\.(jpe?g|png|webp)$/i.test(value) && !fs.existsSync(target)) {
          checker.add(file, at, 'an image file that exists', `"${value}" (no file at ${checker.displayPath(target)})`);
        }
      },
      link(value, typeName, at) {
        const known = idsByType.get(typeName);
        if (!known?.has(value)) {
          checker.add(file, at, `the id of a ${typeName} record (${[...(known?.keys() ?? [])].map((k) => `"${k}"`).join(', ')})`, `"${value}"`);
        }
      },
      list(items, at) {
        const seen = new Set<string>();
        items.forEach((item, i) => {
          const id = idOf(item);
          if (id === undefined) return;
          if (seen.has(id)) checker.add(file, [...at, i], 'an id not used earlier in the same list', `"${id}" a second time`);
          seen.add(id);
        });
      },
    });
  }

  checkServices(
    parsed.filter((f) => f.collection.typeName === 'Service'),
    checker,
  );
  return checker.problems;
}

/** Rules that span a service's parts: a card links to the service's page, and pages need distinct addresses. */
function checkServices(files: ParsedFile[], checker: Checker): void {
  const paths = new Map<string, string>();
  for (const file of files) {
    const page = file.data.page as { path?: unknown } | undefined;
    if (file.data.card && !page) checker.add(file, ['page'], 'a page for the home-page card to link to (or remove "card")', 'no page');
    if (page && typeof page.path === 'string') {
      const other = paths.get(page.path);
      if (other) checker.add(file, ['page', 'path'], 'an address no other service page uses', `"${page.path}", already used by ${other}`);
      else paths.set(page.path, checker.displayPath(file.absolutePath));
    }
  }
}
