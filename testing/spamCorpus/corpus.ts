/**
 * The spam corpus (README.md says where it comes from): leads of every form, each labelled genuine or spam, about a
 * fifth of each label held out of training. Built here, in memory, from the messages in genuine.jsonl and spam.jsonl
 * (lines.ts), each dressed in its form's fields (dress.ts): there is no written copy of it to fall out of date. The
 * shipped model is trained on the rest (cli/spam-train.ts), and the figures that choose the filter's thresholds are
 * taken on the held-out part.
 */
import { type CorpusItem, dress } from './dress';
import { readLines, type CorpusLine } from './lines';

export type { CorpusItem } from './dress';

const LABELS = ['genuine', 'spam'] as const;
const numberOf = (id: string) => Number(id.slice(1));

/** The leads of `lines`, dressed; genuine first, then spam, each by the number of its id, wherever a line stands. */
export const corpusOf = (lines: readonly CorpusLine[]): CorpusItem[] =>
  lines.map(dress).sort((a, b) => LABELS.indexOf(a.label) - LABELS.indexOf(b.label) || numberOf(a.id) - numberOf(b.id) || a.id.localeCompare(b.id));

/** The corpus of the data files in `dir` (this folder unless told). */
export const readCorpus = (dir?: string): CorpusItem[] => corpusOf(readLines(dir));

export const corpusItems = readCorpus();
export const trainingItems = corpusItems.filter((item) => !item.heldOut);
export const heldOutItems = corpusItems.filter((item) => item.heldOut);
