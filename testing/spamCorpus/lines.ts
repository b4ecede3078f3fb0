/**
 * The corpus's messages as data (genuine.jsonl, spam.jsonl): one lead a line, a JSON object with its id, label, form,
 * spam's category, a community lead's organisation and what the lead wrote. Everything else about a lead (its name,
 * address, phone, city, the quote's choices, whether it is held out) follows from these (dress.ts, ids.ts), so adding
 * a line changes no other lead. README.md says how to add one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FORM_KINDS, type FormKind } from '../../src/forms/fields';

export type Label = 'genuine' | 'spam';

/** One line of a data file, as written. */
export interface CorpusLine {
  /** `g` and a number for genuine leads, `s` for spam; written once and never reused. */
  id: string;
  label: Label;
  /** The form it is sent through. */
  form: FormKind;
  /** For spam, what kind (seo, lookalike, politeNoLink …). */
  category?: string;
  /** The community form's organisation, where the lead gives one. */
  organization?: string;
  /** The message, or the quote's project description; empty for a quote sent without one. */
  message: string;
}

/** The data files, in the order their leads are listed. */
export const DATA_FILES = ['genuine.jsonl', 'spam.jsonl'] as const;

const KEYS = new Set(['id', 'label', 'form', 'category', 'organization', 'message']);
const PREFIX: Record<Label, string> = { genuine: 'g', spam: 's' };

/** The leads of one data file's text, each checked; `source` names the file in errors ("spam.jsonl:12: …"). */
export function linesOf(text: string, source: string): CorpusLine[] {
  const lines: CorpusLine[] = [];
  for (const [n, raw] of text.split('\n').entries()) {
    if (!raw.trim()) continue;
    const at = `${source}:${n + 1}`;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw);
    } catch (error) {
      throw new Error(`${at}: not a JSON object (${(error as Error).message})`);
    }
    lines.push(checked(line, at));
  }
  return lines;
}

function checked(line: Record<string, unknown>, at: string): CorpusLine {
  const fail = (why: string): never => {
    throw new Error(`${at}: ${why}`);
  };
  if (typeof line !== 'object' || line === null || Array.isArray(line)) fail('not a JSON object');
  const unknown = Object.keys(line).filter((key) => !KEYS.has(key));
  if (unknown.length > 0) fail(`unknown ${unknown.join(', ')}`);
  const { id, label, form, category, organization, message } = line;
  if (label !== 'genuine' && label !== 'spam') fail('label is "genuine" or "spam"');
  const prefix = PREFIX[label as Label];
  if (typeof id !== 'string' || !new RegExp(`^${prefix}\\d{3,}$`).test(id)) fail(`the id of a ${label} lead is ${prefix} and a number: ${prefix}001`);
  if (!FORM_KINDS.includes(form as FormKind)) fail(`form is one of ${FORM_KINDS.join(', ')}`);
  if (category !== undefined && (label !== 'spam' || typeof category !== 'string' || !category)) fail('only spam has a category, a word');
  if (organization !== undefined && (form !== 'community' || typeof organization !== 'string' || !organization))
    fail('only the community form has an organization');
  if (typeof message !== 'string') fail('message is text ("" for a quote without a description)');
  return line as unknown as CorpusLine;
}

/** Every lead of the data files in `dir` (this folder unless told), checked, each id once. */
export function readLines(dir: string = __dirname): CorpusLine[] {
  const lines = DATA_FILES.flatMap((file) => linesOf(fs.readFileSync(path.join(dir, file), 'utf8'), file));
  const seen = new Set<string>();
  for (const { id } of lines) {
    if (seen.has(id)) throw new Error(`${id} is the id of two leads: give the newer one a number of its own`);
    seen.add(id);
  }
  return lines;
}
