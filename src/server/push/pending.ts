/**
 * Which new leads wait for their push (`push-pending/<id>`): marked as a lead arriving in the Inbox is stored, before
 * the lead itself (store/ledger.ts), so that a stored lead's push is never forgotten; newLead.ts sends it and clears
 * the mark. Apart from the sending, so that storing a lead loads nothing of the push protocol.
 */
import type { StoredSubmission } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { keys } from '../store/keys';

/** Marks a lead arriving in the Inbox as one to push (store/ledger.ts, before the lead itself is stored). */
export const markPushPending = (store: KeyValueStore, record: Pick<StoredSubmission, 'id' | 'receivedAt'>) =>
  store.set(keys.pushPending(record.id), { receivedAt: record.receivedAt });

/** The lead's push is done with: every device pushed, gone, or given up. */
export const forgetPushPending = (store: KeyValueStore, id: string) => store.delete(keys.pushPending(id));
