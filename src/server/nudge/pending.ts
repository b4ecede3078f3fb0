/**
 * Which leads may have to be brought to staff's notice again (`nudge-pending/<id>`): marked as a lead arriving in the
 * Inbox or Held is stored, before the lead itself (store/ledger.ts), as its push marker is, with when it came and where,
 * so that the minute's round (nudges.ts) knows from the marker alone when it falls due and reads no lead before then.
 * Cleared once the lead is nudged, answered, moved or deleted. Apart from the nudging, so that storing a lead loads
 * nothing of the push or the mail.
 */
import type { StoredSubmission } from '../../leads/lead';
import type { Place } from '../../leads/places';
import type { KeyValueStore } from '../store/keyValueStore';
import { keys } from '../store/keys';

/** Marks a lead arriving in the Inbox or Held as one to nudge if nobody looks at it (nothing for Spam). */
export async function markNudgeDue(store: KeyValueStore, record: Pick<StoredSubmission, 'id' | 'receivedAt'>, place: Place): Promise<void> {
  if (place === 'inbox' || place === 'held') await store.set(keys.nudgePending(record.id), { receivedAt: record.receivedAt, place });
}

/** The lead needs no nudge (any more): nudged, answered, moved, or never stored. */
export const forgetNudge = (store: KeyValueStore, id: string) => store.delete(keys.nudgePending(id));
