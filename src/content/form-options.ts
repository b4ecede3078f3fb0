import { z } from 'zod';
import { int, list, oneOf, paragraph, record, text } from './fieldBuilders';
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
  "The wording of the forms: the quote form's drop-down choices (the values are fixed; staff may change the labels and order), the privacy note shown by every form, what the mail confirming a request tells the customer happens next, and how long a request may wait before staff are reminded of it.",
  {
    propertyTypes: options('PropertyTypeOption', PROPERTY_TYPES, 'property type'),
    propertySizes: options('PropertySizeOption', PROPERTY_SIZES, 'property size'),
    timelines: options('TimelineOption', TIMELINES, 'timeline'),
    privacyNote: paragraph(
      'A short note shown by the quote, contact and community forms: what is kept with a request (its photos, and where the visit came from) and why. One or two sentences.',
    ),
    confirmationNextStep: text(
      'What happens next, in the short mail that confirms a request to the customer as soon as it reaches the Inbox, e.g. "We call you back within one business hour." One sentence, and a promise the office keeps: the mail adds the opening hours and the phone number.',
    ),
    nudgeAfterMinutes: int(
      "How many minutes of opening hours a request may wait in the Inbox with nobody answering it (no Call or Email tapped, still New) before every phone that asked for notifications and the office's mail are reminded of it, once. A request that comes when the office is closed is counted from the next opening. 15 is the usual; keep it shorter than the promise above.",
      1,
      240,
      'a number of minutes from 1 to 240',
    ),
  },
);

export type FormOptions = z.infer<typeof formOptions>;
