/**
 * The quote form's four steps as data: each step's title and its fields by name, in the order they are drawn. The
 * form draws one step frame for each (src/components/forms/QuoteStep.tsx), and a field the server turns down is
 * shown on the step that holds it (`stepOfField`). A new field of the quote goes into its step's rows here.
 */
import { META_FIELDS, type quoteChoiceFields, type quoteTextFields } from './fields';

/** A field the quote form draws: a typed one, a choice (a list or the services' boxes), or the photos. */
export type QuoteFieldName = keyof typeof quoteTextFields | keyof typeof quoteChoiceFields | typeof META_FIELDS.photos;

export interface QuoteStep {
  title: string;
  /** The step's fields from top to bottom; two in a row stand side by side on wider screens. */
  rows: readonly (readonly QuoteFieldName[])[];
}

export const QUOTE_STEPS: readonly QuoteStep[] = [
  {
    title: 'Contact Information',
    rows: [
      ['firstName', 'lastName'],
      ['email', 'phone'],
    ],
  },
  { title: 'Property Details', rows: [['address'], ['city'], ['propertyType', 'propertySize']] },
  { title: 'Services Needed', rows: [['services']] },
  // The photos before the description: photos picked first are sent while the visitor writes it.
  { title: 'Project Details', rows: [['timeline'], [META_FIELDS.photos], ['projectDescription']] },
];

/** The step that holds a field, by the field's name (as the server names it in its errors); -1 for none. */
export const stepOfField = (field: string): number => QUOTE_STEPS.findIndex((step) => step.rows.some((row) => (row as readonly string[]).includes(field)));
