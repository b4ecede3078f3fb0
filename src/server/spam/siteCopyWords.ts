/**
 * How the site's copy is cut into the pairs of neighbouring words the spam score leaves out of a lead (siteCopy.ts):
 * plain functions, shared by the score at run time and by the writer of the pairs (siteCopyFile.ts).
 */

/** A text's words as the site's copy is compared: lowercase letters, apostrophes dropped, links left out by the caller. */
export const plainWords = (text: string): string[] => (text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []).map((word) => word.replace(/['’]/g, ''));

/** Each word with the one after it, "sand and", as the site's copy is kept. */
export function wordPairsOf(text: string): string[] {
  const words = plainWords(text);
  return words.slice(1).map((word, index) => `${words[index]} ${word}`);
}

/**
 * Fields of data/ whose text no page of the site shows, so nobody can paste it from the site into a form: the sentence
 * of the mail that confirms a request to its sender (data/forms.json). It is not the site's copy, and the score reads it.
 */
export const NOT_ON_THE_PAGES: ReadonlySet<string> = new Set(['confirmationNextStep']);

/** The prose of a data file: every string with two words or more that is not a path or an address, nor a field no page shows. */
export function proseOf(value: unknown): string[] {
  if (typeof value === 'string') return /\p{L}+\s+\p{L}/u.test(value) && !/^(?:\.\.?\/|\/|https?:|mailto:|tel:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, field]) => (NOT_ON_THE_PAGES.has(key) ? [] : proseOf(field)));
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
