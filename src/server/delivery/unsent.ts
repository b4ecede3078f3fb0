/**
 * Which leads wait to be mailed: `unsent/<id>` (store/keys.ts), set before a lead in the Inbox is stored (and when
 * staff move one there) and cleared once it is mailed, so that a retry finds every lead whose mail failed or never
 * went out (mail not set up yet, the mail server down) without reading the rest.
 */
import type { StoredSubmission } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { ORPHAN_AFTER_MS, folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';

/** Marks a lead as one to be mailed. */
export const markUnsent = (store: KeyValueStore, record: Pick<StoredSubmission, 'id' | 'receivedAt'>) =>
  store.set(keys.unsent(record.id), { receivedAt: record.receivedAt });

/** The lead needs no mail (any more): its marker goes. */
export const forgetUnsent = (store: KeyValueStore, id: string) => store.delete(keys.unsent(id));

/** Ids of the leads not mailed yet, in no particular order. */
export const unsentIds = (store: KeyValueStore) => store.list(folders.unsent);

/** The stored lead of an unsent marker, or null (a store that failed mid-way; its marker is cleared once old). */
export async function unsentSubmission(store: KeyValueStore, id: string): Promise<StoredSubmission | null> {
  const record = await store.get(keys.submission(id));
  if (record) return record;
  const marker = await store.get(keys.unsent(id));
  if (marker && Date.now() - Date.parse(marker.receivedAt) > ORPHAN_AFTER_MS) await forgetUnsent(store, id);
  return null;
}

/** Every lead not mailed yet, oldest first. */
export async function unsentSubmissions(store: KeyValueStore): Promise<StoredSubmission[]> {
  const records = await mapLimited(await unsentIds(store), 8, (id) => unsentSubmission(store, id));
  return records.filter((record): record is StoredSubmission => record !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
