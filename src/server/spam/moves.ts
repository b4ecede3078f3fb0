/**
 * What staff's moves of a lead teach this site's spam model (index.ts, `learn`; kept by learning.ts): into Spam, that
 * its like is spam; out of Held or Spam into the Inbox ("Not spam"), that it is a customer's. Holding a lead teaches
 * nothing. Called by followUp/move.ts once a move is recorded.
 */
import type { StoredSubmission } from '../../leads/lead';
import type { Place } from '../../leads/places';
import type { KeyValueStore } from '../store/keyValueStore';
import { learn } from './index';

/** Teaches the model what a move of `lead` from `from` to `to` says about it, if anything. */
export async function learnFromMove(store: KeyValueStore, lead: Pick<StoredSubmission, 'id' | 'kind' | 'values'>, from: Place, to: Place): Promise<void> {
  if (to === 'spam') await learn(store, lead.kind, lead.values, 'spam', lead.id);
  else if (to === 'inbox' && from !== 'inbox') await learn(store, lead.kind, lead.values, 'genuine', lead.id);
}
