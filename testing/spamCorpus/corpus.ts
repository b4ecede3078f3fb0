/**
 * The spam corpus (corpus.json, written by write.ts; README.md says where it comes from): leads of every form, each
 * labelled genuine or spam, every fifth of each label held out of training. The shipped model is trained on the rest
 * (cli/spam-train.ts), and the figures that choose the filter's thresholds are taken on the held-out part.
 */
import type { FormKind } from '../../src/forms/fields';
import type { Submission } from '../../src/forms/rules';
import corpus from './corpus.json';

export interface CorpusItem {
  /** `g001`, `s001`: stable, so a test can name the lead it means. */
  id: string;
  label: 'genuine' | 'spam';
  /** The form it is sent through, with field values that pass that form's rules. */
  kind: FormKind;
  values: Submission;
  /** Left out of training: the filter is judged on these. */
  heldOut: boolean;
  /** For spam, what kind (seo, lookalike, politeNoLink …): a report can say which kinds get through. */
  category?: string;
}

export interface CorpusFile {
  about: string;
  items: CorpusItem[];
}

export const corpusItems = (corpus as unknown as CorpusFile).items;
export const trainingItems = corpusItems.filter((item) => !item.heldOut);
export const heldOutItems = corpusItems.filter((item) => item.heldOut);
