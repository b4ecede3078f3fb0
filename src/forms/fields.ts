/**
 * The fields of the site's three forms (specification, sections 3 and 5):
 * names, labels, which are required, input types, choices and length
 * limits. The browser forms render from these (labels, `required`,
 * `maxLength`, input types) and the form API checks submissions against
 * the same definitions (src/forms/rules.ts), so the two cannot drift apart.
 */
import { PROPERTY_SIZES, PROPERTY_TYPES, SERVICE_IDS, TIMELINES } from './enums';

/** A typed-in field. */
export interface FieldSpec {
  label: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  maxLength: number;
  rows?: number;
}

/** A choice from a fixed list: one (a select) or several (checkboxes). */
export interface ChoiceSpec {
  label: string;
  required: boolean;
  type: 'select' | 'checkboxes';
  options: readonly string[];
}

export type AnyFieldSpec = FieldSpec | ChoiceSpec;

const NAME = 80;
const SHORT = 120;
const LONG = 5000;

const person = {
  firstName: { label: 'First Name', required: true, type: 'text', autoComplete: 'given-name', maxLength: NAME },
  lastName: { label: 'Last Name', required: true, type: 'text', autoComplete: 'family-name', maxLength: NAME },
  email: { label: 'Email', required: true, type: 'email', autoComplete: 'email', maxLength: 254 },
} satisfies Record<string, FieldSpec>;

const optionalPhone = { label: 'Phone', required: false, type: 'tel', autoComplete: 'tel', maxLength: 30 } satisfies FieldSpec;

export const contactFields = {
  ...person,
  phone: optionalPhone,
  message: { label: 'Message', required: false, type: 'textarea', rows: 4, maxLength: LONG },
} satisfies Record<string, FieldSpec>;

export const communityFields = {
  ...person,
  phone: optionalPhone,
  organization: { label: 'Organization', required: false, type: 'text', autoComplete: 'organization', maxLength: SHORT },
  message: { label: 'Message', required: false, type: 'textarea', rows: 4, maxLength: LONG },
} satisfies Record<string, FieldSpec>;

export const quoteTextFields = {
  ...person,
  phone: { ...optionalPhone, required: true },
  address: { label: 'Property Address', required: true, type: 'text', autoComplete: 'address-line1', maxLength: 200 },
  city: { label: 'City', required: true, type: 'text', autoComplete: 'address-level2', maxLength: SHORT },
  projectDescription: { label: 'Project Description', required: false, type: 'textarea', rows: 6, maxLength: LONG },
} satisfies Record<string, FieldSpec>;

export const quoteChoiceFields = {
  propertyType: { label: 'Property Type', required: false, type: 'select', options: PROPERTY_TYPES },
  propertySize: { label: 'Property Size', required: false, type: 'select', options: PROPERTY_SIZES },
  services: { label: 'Services Needed', required: false, type: 'checkboxes', options: SERVICE_IDS },
  timeline: { label: 'Timeline', required: false, type: 'select', options: TIMELINES },
} satisfies Record<string, ChoiceSpec>;

/** Every form the site sends, by the name of its endpoint (`/api/{kind}`). */
export const FORMS = {
  quote: { ...quoteTextFields, ...quoteChoiceFields },
  contact: contactFields,
  community: communityFields,
} satisfies Record<string, Record<string, AnyFieldSpec>>;

export type FormKind = keyof typeof FORMS;

export const FORM_KINDS = Object.keys(FORMS) as FormKind[];

/**
 * Fields the browser adds to every form that are not the visitor's answers:
 * a honeypot that people never see (bots fill it in), how long the form was
 * open before sending (bots are instant), an id for this attempt so a
 * retried send is stored once, the solved proof of work (ALTCHA's field
 * name; src/server/defences/proofOfWork.ts), where the visit came from
 * (src/forms/leadSource.ts), and the photos sent ahead of the quote
 * (src/server/photos/: which slots the visitor kept, by name); a form sent
 * without scripts lacks the last three, and posts its photos' files under
 * the same name.
 */
export const META_FIELDS = {
  honeypot: 'website',
  elapsedMs: 'elapsedMs',
  requestId: 'requestId',
  proof: 'altcha',
  source: 'source',
  photos: 'photos',
} as const;

/** The quote form's photos (src/server/photos/): the label of their field, which errors about them name. */
export const PHOTOS_LABEL = 'Photos of your yard';

/** A form sent sooner than this after the page showed it is taken for a bot. */
export const MIN_FILL_MS = 3000;

/**
 * How long a proof-of-work challenge may be solved and sent (src/server/defences/proofOfWork.ts). The form asks for one
 * when it is first touched, so this is the time a visitor has to fill it in: 30 minutes covers a quote of four
 * steps written slowly, with a trip outside to measure the yard, and a form whose proof has run out solves a new
 * one when sent. A longer life would only let a sender stockpile solutions; a replay is refused whatever its age.
 */
export const PROOF_LIFETIME_MS = 30 * 60_000;
