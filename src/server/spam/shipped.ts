/**
 * The shipped model (baseModel.json, written by `npm run spam:train`), read once an instance: its file, and its
 * counts ready to weigh tokens, for scoring (index.ts) and for choosing what a staff mark teaches (learning.ts).
 */
import baseModel from './baseModel.json';
import { countsOf, type Counts, type ModelFile } from './classifier';

export const shippedFile = baseModel as ModelFile;

let counts: Counts | undefined;

/** The shipped model's counts, made once an instance. */
export const shippedCounts = (): Counts => (counts ??= countsOf([], shippedFile));
