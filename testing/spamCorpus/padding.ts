/**
 * Leads made longer as a spammer pads a pitch (issue 64): the lead's own words, then a stretch of this site's own copy
 * (every JSON file under data/: pages, services, testimonials, FAQs …), which anyone can copy from the public pages.
 * Genuine leads are lengthened the same way, since a customer who writes a long message about the yard is a customer.
 * Deterministic: each lead takes the copy from a place of its own (its id), whole texts cut at a word to the length.
 * Used by `npm run spam:report`, __tests__/server/spamPadding.test.ts, __tests__/forms/corpusPadding.test.ts and
 * e2e/spam-padding.spec.ts.
 */
import path from 'node:path';
import { readSiteCopy } from '../../src/server/spam/siteCopyFile';
import { trainingItems, type CorpusItem } from './corpus';

const DATA = path.resolve(__dirname, '..', '..', 'data');

/** The prose of every data file, file by file in path order. */
export const SITE_COPY: readonly string[] = readSiteCopy(DATA);
/** The testimonials: how customers talk, on this site's own pages. */
export const TESTIMONIAL_COPY: readonly string[] = readSiteCopy(path.join(DATA, 'testimonials'));
/**
 * Ordinary yard talk that is not on the site: the messages of the corpus's genuine training leads (without their
 * links), which the shipped model learnt as a customer's words. The first example was padded with such talk.
 */
export const YARD_TALK: readonly string[] = trainingItems
  .filter((item) => item.label === 'genuine')
  .map((item) => String(item.values.message ?? item.values.projectDescription ?? ''))
  .filter((text) => text.length > 40 && !/https?:|www\./.test(text));

/** How much is appended, in characters. */
export const PADDING_LENGTHS = [300, 1000, 3000] as const;

/** At most `chars` characters of `source`, whole texts from the `start`-th on (round again if need be), cut at a word. */
export function paddingOf(source: readonly string[], chars: number, start: number): string {
  let text = '';
  for (let n = 0; text.length < chars; n += 1) text += `${text ? ' ' : ''}${source[(start + n) % source.length]}`;
  const cut = text.slice(0, chars);
  return text.length > chars && cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
}

/** Where in `source` a lead's padding starts: from its id, so leads side by side are padded with different copy. */
const startOf = (item: CorpusItem, source: readonly string[]) => (Number(item.id.replace(/\D/g, '')) * 7) % source.length;

/** The lead with `chars` characters of `source` after what it wrote (the message, or a quote's description). */
export function padded(item: CorpusItem, chars: number, source: readonly string[] = SITE_COPY): CorpusItem {
  const field = item.kind === 'quote' ? 'projectDescription' : 'message';
  const own = String(item.values[field] ?? '').trim();
  const padding = paddingOf(source, chars, startOf(item, source));
  return { ...item, values: { ...item.values, [field]: own ? `${own}\n\n${padding}` : padding } };
}
