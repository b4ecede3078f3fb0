/** What the leads view shows of all the leads: by form, follow-up state, dates (Eastern) and a search. */
import type { FormKind } from '../../../forms/fields';
import { easternDate, text } from '../../../leads/rows';
import type { FollowUpState } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';

export interface Filters {
  form: FormKind | '';
  state: FollowUpState | '';
  /** "YYYY-MM-DD", Eastern, inclusive; '' for no bound. */
  from: string;
  to: string;
  /** Words to find in the name, email or phone. */
  search: string;
}

export const NO_FILTERS: Filters = { form: '', state: '', from: '', to: '', search: '' };

/** Whether `filters` narrow the list at all: the phone's folded filters say so. */
export const narrows = (filters: Filters) => (Object.keys(NO_FILTERS) as (keyof Filters)[]).some((key) => filters[key].trim() !== '');

/** Digits only, so that "910-555-0142" finds "(910) 555-0142". */
const digits = (value: string) => value.replace(/\D/g, '');

export function matches(lead: Lead, filters: Filters): boolean {
  if (filters.form && lead.kind !== filters.form) return false;
  if (filters.state && lead.followUp.state !== filters.state) return false;
  const day = easternDate(lead.receivedAt);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const { firstName, lastName, email, phone } = lead.values;
  const haystack = [firstName, lastName, email, phone].map(text).join(' ').toLowerCase();
  const phoneDigits = digits(text(phone));
  return words.every((word) => haystack.includes(word) || (digits(word).length >= 3 && phoneDigits.includes(digits(word))));
}
