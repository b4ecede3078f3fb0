/**
 * What a lead's id decides, and nothing else does: whether it is held out of training, which fold of the
 * cross-validation it is in, and the seed of its made-up details (dress.ts). Each is read from a digest of the id,
 * so a lead keeps all three when other leads are added, removed or moved in the data files, and about a fifth of
 * each label is held out (a fifth of the digests, not every fifth line).
 */
import { createHash } from 'node:crypto';

/** How many parts the corpus is dealt into: one part is held out, and the rest is cross-validated in as many folds. */
export const PARTS = 5;

const digestOf = (id: string) => createHash('sha256').update(id).digest();

/** Whether the lead is left out of training, so that the filter can be judged on it. */
export const isHeldOut = (id: string): boolean => digestOf(id).readUInt32BE(0) % PARTS === 0;

/** The fold of the training part's cross-validation the lead is in, 0 to PARTS - 1 (training.ts). */
export const foldOf = (id: string): number => digestOf(id).readUInt32BE(4) % PARTS;

/** The seed of the generator that picks the lead's name, address, phone, city and the quote's choices. */
export const seedOf = (id: string): number => digestOf(id).readUInt32BE(8);
