/**
 * The sequence of issue 64's second item: staff mark padded pitches as Spam, as they are meant to, and then customers
 * who write in the padding's words must still reach the Inbox. MARKED_PITCHES are the pitches staff mark: twenty
 * held-out spam leads that sell something, each followed by 1,000 characters of this site's copy, every other one
 * the testimonials (how customers talk) and the rest page copy of every kind. Used by `npm run spam:report`, the unit
 * tests (through `learn`), the form API in-process and e2e/spam-padding.spec.ts (through the leads API).
 */
import { heldOutItems, type CorpusItem } from './corpus';
import { SITE_COPY, TESTIMONIAL_COPY, padded } from './padding';

/** How many Spam marks staff give. */
export const MARK_COUNT = 20;

/** The kinds of spam that sell the sender's own services, as the corpus names them. */
const PITCH_KINDS = new Set(['seo', 'webDesign', 'funding', 'reviews', 'guestPost', 'lookalike', 'politeNoLink']);

const PITCHES = heldOutItems.filter((item) => item.label === 'spam' && PITCH_KINDS.has(item.category ?? ''));

/** Every other held-out pitch, so that each kind is among them, padded as a spammer pads it. */
export const MARKED_PITCHES: CorpusItem[] = PITCHES.filter((_, n) => n % 2 === 0)
  .slice(0, MARK_COUNT)
  .map((item, n) => padded(item, 1000, n % 2 === 0 ? TESTIMONIAL_COPY : SITE_COPY));
