/**
 * The fields of the site's three forms (specification, sections 3 and 5):
 * names, labels, which are required, input types and length limits. The
 * browser forms render from these.
 */
export interface FieldSpec {
  label: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  maxLength: number;
  rows?: number;
}

const NAME = 80;
const SHORT = 120;

const person = {
  firstName: { label: 'First Name', required: true, type: 'text', autoComplete: 'given-name', maxLength: NAME },
  lastName: { label: 'Last Name', required: true, type: 'text', autoComplete: 'family-name', maxLength: NAME },
  email: { label: 'Email', required: true, type: 'email', autoComplete: 'email', maxLength: 254 },
} satisfies Record<string, FieldSpec>;

const optionalPhone = { label: 'Phone', required: false, type: 'tel', autoComplete: 'tel', maxLength: 30 } satisfies FieldSpec;

export const contactFields = {
  ...person,
  phone: optionalPhone,
  message: { label: 'Message', required: false, type: 'textarea', rows: 4, maxLength: 5000 },
} satisfies Record<string, FieldSpec>;

export const communityFields = {
  ...person,
  phone: optionalPhone,
  organization: { label: 'Organization', required: false, type: 'text', autoComplete: 'organization', maxLength: SHORT },
  message: { label: 'Message', required: false, type: 'textarea', rows: 4, maxLength: 5000 },
} satisfies Record<string, FieldSpec>;

export const quoteTextFields = {
  ...person,
  phone: { ...optionalPhone, required: true },
  address: { label: 'Property Address', required: true, type: 'text', autoComplete: 'street-address', maxLength: 200 },
  city: { label: 'City', required: true, type: 'text', autoComplete: 'address-level2', maxLength: SHORT },
  projectDescription: { label: 'Project Description', required: false, type: 'textarea', rows: 6, maxLength: 5000 },
} satisfies Record<string, FieldSpec>;
