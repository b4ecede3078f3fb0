/**
 * @jest-environment node
 *
 * The field rules every form submission is checked against (src/forms/rules.ts).
 */
import { FORMS, FORM_KINDS, type AnyFieldSpec } from '../../src/forms/fields';
import { PROPERTY_SIZES, PROPERTY_TYPES, SERVICE_IDS, TIMELINES } from '../../src/forms/enums';
import { checkSubmission } from '../../src/forms/rules';
import { VALID } from './fixtures';

const errorsOf = (kind: keyof typeof VALID, body: unknown) => {
  const result = checkSubmission(kind, body);
  return result.ok ? [] : result.errors;
};

describe.each(FORM_KINDS)('the %s form', (kind) => {
  const fields = Object.entries(FORMS[kind] as Record<string, AnyFieldSpec>);

  test('accepts a complete, valid submission and keeps every answer', () => {
    const result = checkSubmission(kind, VALID[kind]);
    expect(result).toEqual({ ok: true, values: VALID[kind] });
  });

  test.each(fields.filter(([, spec]) => spec.required).map(([name]) => name))('requires %s', (name) => {
    for (const missing of [undefined, '', '   ']) {
      const body: Record<string, unknown> = { ...VALID[kind], [name]: missing };
      if (missing === undefined) delete body[name];
      expect(errorsOf(kind, body)).toEqual([{ field: name, message: expect.stringMatching(/ is required\.$/) }]);
    }
  });

  test('leaves optional fields optional', () => {
    const required = Object.fromEntries(Object.entries(VALID[kind]).filter(([name]) => (FORMS[kind] as Record<string, AnyFieldSpec>)[name].required));
    expect(checkSubmission(kind, required)).toEqual({ ok: true, values: required });
  });

  test.each(fields.filter(([, spec]) => 'maxLength' in spec).map(([name, spec]) => [name, (spec as { maxLength: number }).maxLength]))(
    'limits %s to %i characters',
    (name, max) => {
      const at = name === 'email' ? `${'a'.repeat(max - 12)}@example.com` : name === 'phone' ? `${'1'.repeat(15)}${' '.repeat(max - 15)}x` : 'a'.repeat(max);
      if (name !== 'phone') expect(errorsOf(kind, { ...VALID[kind], [name]: at })).toEqual([]);
      expect(errorsOf(kind, { ...VALID[kind], [name]: `${at}a` })).toEqual([{ field: name, message: expect.stringContaining(`at most ${max} characters`) }]);
    },
  );

  test('rejects fields the form does not have, naming them', () => {
    expect(errorsOf(kind, { ...VALID[kind], isAdmin: 'true' })).toEqual([{ field: 'isAdmin', message: '"isAdmin" is not a field of this form.' }]);
  });

  test('rejects a line break in a one-line answer, so nothing can start a mail header', () => {
    expect(errorsOf(kind, { ...VALID[kind], lastName: 'Ortiz\r\nBcc: everyone@example.com' })).toEqual([
      { field: 'lastName', message: 'Last Name must be on one line.' },
    ]);
  });

  test('checks the email address and phone number', () => {
    expect(errorsOf(kind, { ...VALID[kind], email: 'dana@example' })).toEqual([{ field: 'email', message: 'Email must be an address like name@example.com.' }]);
    expect(errorsOf(kind, { ...VALID[kind], phone: 'call me' })).toEqual([{ field: 'phone', message: 'Phone must be a phone number, like (910) 555-0123.' }]);
    expect(errorsOf(kind, { ...VALID[kind], phone: '+1 (910) 555-0142' })).toEqual([]);
  });

  test('rejects anything but an object of fields', () => {
    for (const body of [null, 'firstName=Sam', ['Sam'], 42])
      expect(errorsOf(kind, body)).toEqual([{ field: '', message: 'Send the form as form fields or a JSON object.' }]);
    expect(errorsOf(kind, { ...VALID[kind], firstName: ['Sam', 'Ann'] })).toEqual([{ field: 'firstName', message: 'First Name must be text.' }]);
  });
});

describe('the quote form choices', () => {
  test.each([
    ['propertyType', PROPERTY_TYPES],
    ['propertySize', PROPERTY_SIZES],
    ['timeline', TIMELINES],
  ] as const)('%s accepts each value of the specification and nothing else', (name, values) => {
    for (const value of values) expect(errorsOf('quote', { ...VALID.quote, [name]: value })).toEqual([]);
    expect(errorsOf('quote', { ...VALID.quote, [name]: 'mansion' })).toEqual([
      { field: name, message: `${FORMS.quote[name].label} must be one of: ${values.join(', ')}.` },
    ]);
  });

  test('services takes any of the seven service ids, one (a plain form post) or many, and nothing else', () => {
    expect(checkSubmission('quote', { ...VALID.quote, services: [...SERVICE_IDS] })).toMatchObject({ ok: true, values: { services: [...SERVICE_IDS] } });
    expect(checkSubmission('quote', { ...VALID.quote, services: 'hardscape' })).toMatchObject({ ok: true, values: { services: ['hardscape'] } });
    expect(errorsOf('quote', { ...VALID.quote, services: ['hardscape', 'roofing'] })).toEqual([
      { field: 'services', message: expect.stringContaining('a choice that is not offered: roofing') },
    ]);
  });

  test('lists every wrong field at once', () => {
    expect(errorsOf('quote', { email: 'nope', timeline: 'someday' }).map((error) => error.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'timeline',
    ]);
  });
});

describe('the email address', () => {
  const message = 'Email must be an address like name@example.com.';

  // An address that would take a second recipient into the office's reply: a mailto: link made of it, or a Reply-To.
  test.each(['victim@example.com?bcc=attacker%40evil.com', 'x>,attacker@evil.com'])('refuses %s, naming the field', (email) => {
    for (const kind of FORM_KINDS) expect(errorsOf(kind, { ...VALID[kind], email })).toEqual([{ field: 'email', message }]);
  });

  // Valid e-mail addresses of the HTML standard, as <input type=email> accepts them, with a dot in the domain.
  test.each([
    'dana@example.com',
    'Dana.Whitfield+quotes@mail.example.co.uk',
    "o'brien@example.com",
    'what?bcc=eve%40evil.example&x@example.com',
    "!#$%&'*+/=?^_`{|}~-@example.com",
    'dana@xn--bcher-kva.example',
    `dana@${'a'.repeat(63)}.example`,
  ])('accepts %s as it was typed', (email) => {
    expect(checkSubmission('contact', { ...VALID.contact, email })).toEqual({ ok: true, values: { ...VALID.contact, email } });
  });

  test.each([
    'dana@example',
    'dana@localhost',
    'dana',
    '@example.com',
    'dana@',
    'dana@@example.com',
    'dana@example.com@evil.com',
    '"dana"@example.com',
    'dana smith@example.com',
    'Dana <dana@example.com>',
    '<dana@example.com>',
    'dana@example.com, eve@evil.com',
    'dana@example.com;eve@evil.com',
    'dana@example.com#x',
    'dana@example..com',
    'dana@.example.com',
    'dana@-example.com',
    'dana@example-.com',
    'dana@exa_mple.com',
    `dana@${'a'.repeat(64)}.example`,
    'dana@[192.0.2.1]',
    '(office)dana@example.com',
    'josé@example.com',
    'dana@bücher.example',
  ])('refuses %s with the field’s message', (email) => {
    expect(errorsOf('contact', { ...VALID.contact, email })).toEqual([{ field: 'email', message }]);
  });
});
