/**
 * The site's own copy, as the spam score meets it (issue 64): anyone can copy the words of this site's pages,
 * services, testimonials and FAQs (every JSON file under data/) into a form, so what a lead shares with them tells nothing about
 * who sent it. The score leaves out every word of a lead that stands beside the same neighbour in the site's copy
 * ("sand and", "and sandspurs"), before it reads the words (tokens.ts): a pitch padded with page copy is read as the
 * pitch, a customer who quotes a page is read by the rest of what they wrote, and staff's Spam marks of padded pitches
 * cannot teach that the site's own words are spam.
 *
 * The pairs come from siteCopy.json, which `npm run spam:train` and every build write from data/ (siteCopyFile.ts),
 * so a function carries the copy it was built with; a unit test fails when the file is not what data/ holds.
 */
import siteCopy from './siteCopy.json';

/** A text's words as the site's copy is compared: lowercase letters, apostrophes dropped, links left out by the caller. */
export const plainWords = (text: string): string[] => (text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []).map((word) => word.replace(/['’]/g, ''));

/** Each word with the one after it, "sand and", as the site's copy is kept. */
export function wordPairsOf(text: string): string[] {
  const words = plainWords(text);
  return words.slice(1).map((word, index) => `${words[index]} ${word}`);
}

/** The prose of a data file: every string with two words or more that is not a path or an address. */
export function proseOf(value: unknown): string[] {
  if (typeof value === 'string') return /\p{L}+\s+\p{L}/u.test(value) && !/^(?:\.\.?\/|\/|https?:|mailto:|tel:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(proseOf);
  return [];
}

export interface SiteCopyFile {
  about: string;
  /** Every pair of neighbouring words in the site's copy, sorted. */
  pairs: string[];
}

/** The file's contents for these texts of the site. */
export function siteCopyFile(texts: readonly string[]): SiteCopyFile {
  return {
    about:
      'The pairs of neighbouring words in the site’s copy (data/), which the spam score leaves out of a lead. Written by `npm run spam:train` and every build (src/server/spam/siteCopyFile.ts). Do not edit.',
    pairs: [...new Set(texts.flatMap(wordPairsOf))].sort(),
  };
}

/** The pairs of the copy this build carries. */
export const SITE_PAIRS: ReadonlySet<string> = new Set((siteCopy as SiteCopyFile).pairs);
