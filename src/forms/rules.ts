/**
 * Checks a submitted form against its field definitions (src/forms/fields.ts).
 * The form API runs it on every submission; its messages are what the
 * visitor sees beside the field, so they name the field by its label and
 * say what to do.
 */
import { FORMS, META_FIELDS, PHOTOS_LABEL, type AnyFieldSpec, type FieldSpec, type FormKind } from './fields';

export interface FieldError {
  /** The field's name (`email`), or '' for the form as a whole. */
  field: string;
  message: string;
}

/** A checked submission: trimmed text, chosen values; optional fields left empty are omitted. */
export type Submission = Record<string, string | string[]>;

export type CheckResult = { ok: true; values: Submission } | { ok: false; errors: FieldError[] };

/** Letters, digits and punctuation on one line: no control characters (so nothing can start a new mail header). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** In a multi-line answer, line breaks and tabs are fine; other control characters are not. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * A "valid e-mail address" of the HTML standard, by its own regular expression: what `<input type=email>` accepts
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address). It is one address and nothing else: no
 * space, comma, angle bracket or quote can name a second recipient, and the domain is letters, digits, dashes and
 * dots, so nothing after it (`?bcc=…`) can add a header to a mailto: link or a Reply-To.
 */
const HTML_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * An address the office can answer: a valid e-mail address of the HTML standard whose domain has a dot. The dot is
 * stricter than the browser, which accepts `name@localhost`; every address accepted here the browser accepts too.
 * Its local part may hold `?`, `=`, `%` and `&`, so a link to it must be encoded (src/leads/links.ts).
 */
export const isEmailAddress = (value: string) => HTML_EMAIL.test(value) && value.slice(value.indexOf('@')).includes('.');
/** Digits with the usual separators: +, spaces, dots, dashes and brackets. */
const PHONE = /^\+?[\d\s().-]+$/;

function checkField(spec: AnyFieldSpec, raw: unknown): { value?: string | string[]; error?: string } {
  const empty = raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0);
  if (empty) return spec.required ? { error: `${spec.label} is required.` } : {};

  if (spec.type === 'checkboxes') {
    const values = Array.isArray(raw) ? raw : [raw];
    if (!values.every((value): value is string => typeof value === 'string')) return { error: `${spec.label} must be a list of choices.` };
    const unknown = values.filter((value) => !spec.options.includes(value));
    if (unknown.length > 0) return { error: `${spec.label} has a choice that is not offered: ${unknown.join(', ')}. Choose from: ${spec.options.join(', ')}.` };
    return { value: [...new Set(values)] };
  }

  if (typeof raw !== 'string') return { error: `${spec.label} must be text.` };
  const value = raw.trim();
  if (value === '') return spec.required ? { error: `${spec.label} is required.` } : {};

  if ('options' in spec) {
    return spec.options.includes(value) ? { value } : { error: `${spec.label} must be one of: ${spec.options.join(', ')}.` };
  }
  return checkText(spec, value);
}

/** Length, characters and format of a typed-in answer. */
function checkText(spec: FieldSpec, value: string): { value?: string; error?: string } {
  if (value.length > spec.maxLength) return { error: `${spec.label} must be at most ${spec.maxLength} characters (it has ${value.length}).` };
  if ((spec.type === 'textarea' ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
    return { error: spec.type === 'textarea' ? `${spec.label} contains characters that cannot be sent.` : `${spec.label} must be on one line.` };
  }
  if (spec.type === 'email' && !isEmailAddress(value)) return { error: `${spec.label} must be an address like name@example.com.` };
  if (spec.type === 'tel') {
    const digits = value.replace(/\D/g, '').length;
    if (!PHONE.test(value) || digits < 7 || digits > 15) return { error: `${spec.label} must be a phone number, like (910) 555-0123.` };
  }
  return { value };
}

/** Checks every field of `kind`'s form in `body` (already stripped of META_FIELDS); rejects fields the form does not have. */
export function checkSubmission(kind: FormKind, body: unknown): CheckResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: '', message: 'Send the form as form fields or a JSON object.' }] };
  }
  const fields: Record<string, AnyFieldSpec> = FORMS[kind];
  const errors: FieldError[] = [];
  const values: Submission = {};

  for (const name of Object.keys(body)) {
    if (!Object.hasOwn(fields, name)) errors.push({ field: name, message: `"${name.slice(0, 40)}" is not a field of this form.` });
  }
  for (const [name, spec] of Object.entries(fields)) {
    const { value, error } = checkField(spec, (body as Record<string, unknown>)[name]);
    if (error) errors.push({ field: name, message: error });
    else if (value !== undefined) values[name] = value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The label of a field of `kind`'s form, for messages and mail. */
export const labelOf = (kind: FormKind, field: string): string =>
  (FORMS[kind] as Record<string, AnyFieldSpec>)[field]?.label ?? (kind === 'quote' && field === META_FIELDS.photos ? PHOTOS_LABEL : field);
