import { z } from 'zod';
import { list, oneOf, record, text } from './fieldBuilders';
import { PROPERTY_SIZES, PROPERTY_TYPES, TIMELINES } from '../forms/enums';

const options = <T extends readonly [string, ...string[]]>(typeName: string, values: T, description: string) =>
  list(
    record(typeName, `A choice in the quote form's ${description} list.`, {
      value: oneOf(values, 'The value the form sends; fixed by the specification.'),
      label: text('The choice as the visitor reads it.'),
    }),
    `Choices of the ${description} list, in order; each value exactly once.`,
    values.length,
  );

export const formOptions = record(
  'FormOptions',
  "The wording of the quote form's drop-down choices. The values are fixed; staff may change the labels and order.",
  {
    propertyTypes: options('PropertyTypeOption', PROPERTY_TYPES, 'property type'),
    propertySizes: options('PropertySizeOption', PROPERTY_SIZES, 'property size'),
    timelines: options('TimelineOption', TIMELINES, 'timeline'),
  },
);

export type FormOptions = z.infer<typeof formOptions>;
