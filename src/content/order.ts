/**
 * Records are written with their fields in the order the content model
 * declares them, the order the data files already use, so that a save by the
 * content editor (which does not keep the order it read: its record maps
 * lose it) changes only the lines of what staff changed.
 */
import type { z } from 'zod';
import { defOf } from './fieldBuilders';
import { type Collection, collections } from './collections';

/** The value with every object's fields in the model's order; fields the model does not know keep their place after those. */
export function inModelOrder(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (def.type === 'optional') return inModelOrder(def.innerType, value);
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => inModelOrder(def.element, item));
  if (def.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, z.ZodType>;
    const record = value as Record<string, unknown>;
    const known = Object.keys(shape).filter((key) => key in record);
    const unknown = Object.keys(record).filter((key) => !(key in shape));
    return Object.fromEntries([...known.map((key) => [key, inModelOrder(shape[key], record[key])]), ...unknown.map((key) => [key, record[key]])]);
  }
  return value;
}

/**
 * The collection a record belongs to, from its fields alone (the editor's file format does not know the file's
 * path): the one whose model has every field the record has and every field the model requires.
 */
export function collectionOfRecord(record: Record<string, unknown>): Collection | undefined {
  const keys = Object.keys(record);
  return collections.find((collection) => {
    const shape = defOf(collection.schema).shape as Record<string, z.ZodType>;
    const required = Object.keys(shape).filter((key) => defOf(shape[key]).type !== 'optional');
    return keys.every((key) => key in shape) && required.every((key) => key in record);
  });
}

/** A record as its data file holds it: fields in the model's order (where its collection is known), 2-space JSON, a final newline. */
export const recordJson = (value: unknown, collection?: Collection) =>
  `${JSON.stringify(collection ? inModelOrder(collection.schema, value) : value, null, 2)}\n`;
