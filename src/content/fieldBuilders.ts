/**
 * Field builders for the content model. Each field is declared once, with
 * its description, and serves twice: as the validation rule for the JSON
 * files in data/ (zod) and as the GraphQL field developers see in GraphiQL
 * (see graphql.ts, which reads the metadata set here).
 */
import { z } from 'zod';

export interface FieldMeta {
  description: string;
  /** Name of the GraphQL object type generated for an object schema. */
  typeName?: string;
  /** The value is an image path relative to the JSON file. */
  image?: boolean;
  /** The value is the id of a record of this GraphQL node type. */
  link?: string;
  /** What a staff member should have written, used in error messages. */
  expected?: string;
  /** Text of a paragraph or more: the editor gives it a multi-line box. */
  multiline?: boolean;
}

/**
 * A schema's internal definition (its kind, shape, element, checks): what the model's readers walk. zod
 * publishes no type for it that its readers could narrow by kind, so it is read as untyped, here only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaDef = Record<string, any>;
export const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

export const metaOf = (schema: z.ZodType): FieldMeta | undefined => z.globalRegistry.get(schema) as FieldMeta | undefined;

export const text = (description: string) => z.string().trim().min(1).meta({ description, expected: 'non-empty text' });

/** Text of a paragraph or more (the editor shows a multi-line box); checked as text is. */
export const paragraph = (description: string) => z.string().trim().min(1).meta({ description, expected: 'non-empty text', multiline: true });

export const textList = (description: string, min = 1, item: (description: string) => z.ZodString = text) =>
  z.array(item(description)).min(min).meta({ description });

/** A whole number, from `min` to `max` when given; `expected`, when given, is how staff's messages name it ("a number of minutes from 1 to 240"). */
export const int = (description: string, min?: number, max?: number, expected?: string) => {
  let schema = z.number().int();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema.meta({ description, ...(expected ? { expected } : {}) });
};

export const rating = (description: string) => z.number().min(1).max(5).meta({ description, expected: 'a rating from 1 to 5' });

export const flag = (description: string) => z.boolean().meta({ description });

export const oneOf = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z.enum(values).meta({ description, expected: `one of ${values.map((v) => `"${v}"`).join(', ')}` });

export const image = (description: string) =>
  z
    .string()
    .regex(/^[^\s].*\.(jpe?g|png|webp)$/i)
    .meta({ description, image: true, expected: 'a path to a .jpg, .png or .webp file relative to this JSON file' });

export const link = (typeName: string, description: string) =>
  z
    .string()
    .min(1)
    .meta({ description, link: typeName, expected: `the id of a ${typeName} record` });

export const url = (description: string) => z.url({ protocol: /^https$/ }).meta({ description, expected: 'an https:// address' });

export const routePath = (description: string) =>
  z
    .string()
    .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
    .meta({ description, expected: 'a site path such as "/services/synthetic-turf" (lower-case, no trailing slash)' });

export const isoDate = (description: string) => z.iso.date().meta({ description, expected: 'a date written YYYY-MM-DD' });

/** Process step numbers are shown as written: "01" to "04". */
export const stepNumber = (description: string) =>
  z
    .string()
    .regex(/^0[1-9]$/)
    .meta({ description, expected: 'a two-digit step number such as "01"' });

export const phoneDisplay = (description: string) =>
  z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/)
    .meta({ description, expected: 'a phone number written (910) 833-4777' });

export const phoneDial = (description: string) =>
  z
    .string()
    .regex(/^\+1\d{10}$/)
    .meta({ description, expected: 'a phone number written +19108334777' });

export const time = (description: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .meta({ description, expected: 'a 24-hour time such as "08:00"' });

/** An object type: unknown keys are rejected, so a misspelled field is reported rather than ignored. */
export const record = <S extends z.ZodRawShape>(typeName: string, description: string, shape: S) => z.strictObject(shape).meta({ description, typeName });

export const list = <T extends z.ZodType>(item: T, description: string, min = 0) => z.array(item).min(min).meta({ description });
