/**
 * Removing a lead with everything kept of it, and the line that says so: the daily housekeeping's removal of old
 * Spam (round/housekeeping.ts) and staff deleting a lead at a customer's request (`deleteLead` below, the leads API's
 * `delete` action) both come here, so both remove the same keys and leave the same record.
 *
 *   removed/<order>-<id>   what was removed, when, why, and by whom (staff) or by the housekeeping: the form, when
 *                          the lead came and how many photos it had, never its content (name, email, phone,
 *                          message). <order> counts down from the far future as the index's does (places.ts), so the
 *                          newest removals list first and the view reads a page of them without reading the rest.
 *
 * What is removed, every family of keys the site keeps about a lead (store/keys.ts, `keysOfLead`):
 *
 *   submission/<id>, unsent/<id>, sent/<id>                     the lead and its mail (store/ledger.ts)
 *   index/<place>/<order>-<id>, in every place                  where it waited (places.ts)
 *   followup/<id>/*, claim/<id>/*, attempt/<id>/*, photo/<id>/*  its follow-up, mail attempts and photos (photos/)
 *   spam-marks about it, and its tokens in spam-models/*         what staff taught the spam score with it (spam/learning.ts),
 *                                                               for a deletion at a customer's request; old Spam removed
 *                                                               by the housekeeping keeps teaching the score
 *
 * A removal is resumable. Before anything goes, `removing/<id>` is created with the line to be written and what to
 * remove; it is the last key removed. A removal cut short (a function's time limit, a crash) leaves that key, and is
 * finished by whoever comes next: staff deleting the lead again (the leads API finds the key when the submission is
 * gone), or the daily housekeeping (`unfinishedRemovals`). The line is written once, under the name the key holds.
 * Once a removal has begun nobody can open the lead again, since its submission goes first after the line.
 */
import { PLACES } from '../../leads/places';
import type { FollowUp } from '../../leads/followUp';
import type { Lead } from '../../leads/lead';
import type { Removal } from '../../leads/removal';
import type { Staff } from '../../leads/staff';
import { forgetLead } from '../spam/learning';
import type { KeyValueStore } from '../store/keyValueStore';
import { type RemovalUnderWay as UnderWay, folders, keyIn, keys, keysOfLead } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { addFollowUp } from './changes';
import { indexKey, indexName } from './places';

/** Photos kept for a lead: what its record says, else the slots its photo folder holds (`<slot>`, `<slot>-thumb`…). */
function photoCount(record: { photos?: unknown } | null, names: string[]): number {
  if (Array.isArray(record?.photos)) return record.photos.length;
  return new Set(names.map((name) => /^\d+/.exec(name)?.[0]).filter(Boolean)).size;
}

/**
 * Removes lead `id` and everything kept of it, after writing the line that says so; the line. `receivedAt` is for a
 * lead whose submission is gone already (the index's name says when it came); `forgetMarks` removes what staff's
 * Spam and Not spam marks kept of its words too. A removal of the same lead begun earlier and cut short is finished
 * instead, with the line it began.
 */
export async function removeLead(
  store: KeyValueStore,
  id: string,
  {
    why,
    by,
    receivedAt,
    forgetMarks = false,
    now = new Date(),
  }: { why: string; by?: { login: string; name?: string }; receivedAt?: string; forgetMarks?: boolean; now?: Date },
): Promise<Removal> {
  const begun = await store.get(keys.removing(id));
  // A customer's deletion forgets the marks even where the housekeeping's removal began it.
  if (begun) return finishRemoval(store, id, { ...begun, forgetMarks: begun.forgetMarks || forgetMarks });
  const record = await store.get(keys.submission(id));
  const removal: Removal = {
    removedAt: now.toISOString(),
    why,
    ...(record?.kind ? { kind: record.kind } : {}),
    receivedAt: record?.receivedAt ?? receivedAt ?? now.toISOString(),
    photos: photoCount(record, await store.list(folders.photosOf(id))),
    ...(by ? { by: by.login, ...(by.name ? { byName: by.name } : {}) } : {}),
  };
  // Whoever created the key first decides the line; a removal racing this one finishes that one.
  if (!(await store.create(keys.removing(id), { removal, forgetMarks }))) {
    const other = await store.get(keys.removing(id));
    if (other) return finishRemoval(store, id, { ...other, forgetMarks: other.forgetMarks || forgetMarks });
  }
  return finishRemoval(store, id, { removal, forgetMarks });
}

/** Does what a removal's key says, every step of it safe to do twice, and removes the key last; the line. */
async function finishRemoval(store: KeyValueStore, id: string, { removal, forgetMarks }: UnderWay): Promise<Removal> {
  await store.create(keys.removed(indexName(id, removal.removedAt)), removal);
  await store.delete(keys.submission(id));
  const kept = keysOfLead(id);
  for (const folder of kept.folders) await mapLimited(await store.list(folder), 8, (name) => store.delete(keyIn(folder, name)));
  // Photos that arrived after the folder was read (an upload racing the removal).
  for (const name of await store.list(folders.photosOf(id))) await store.delete(keys.photoFile(id, name));
  for (const key of kept.keys) await store.delete(key);
  if (forgetMarks) await forgetLead(store, id);
  await Promise.all(PLACES.map((place) => store.delete(indexKey(place, id, removal.receivedAt))));
  await store.delete(keys.removing(id));
  const who = removal.by ? ` by ${removal.by}` : '';
  console.log(`[leads] removed lead ${id} (${removal.kind ?? 'unknown form'}, received ${removal.receivedAt}, ${removal.photos} photos)${who}: ${removal.why}`);
  return removal;
}

/** The ids of removals begun and not finished (cut short): for the daily housekeeping to finish. */
export const unfinishedRemovals = (store: KeyValueStore) => store.list(folders.removing);

/** Finishes a removal begun and cut short: its line, or null when no removal of `id` is under way. */
export async function finishUnfinishedRemoval(store: KeyValueStore, id: string): Promise<Removal | null> {
  const begun = await store.get(keys.removing(id));
  return begun ? finishRemoval(store, id, begun) : null;
}

/** The newest removals first, at most `count`: the lines the leads view shows. */
export async function latestRemovals(store: KeyValueStore, count: number): Promise<Removal[]> {
  // Lines from before they were named by time (`removed/<id>`) stay in the store but are not listed here.
  const names = (await store.list(folders.removed))
    .filter((name) => /^\d{13}-/.test(name))
    .sort()
    .slice(0, count);
  const removals = await mapLimited(names, 16, (name) => store.get(keys.removed(name)));
  return removals.filter((removal): removal is Removal => removal !== null);
}

/**
 * Staff delete a lead at a customer's request (`POST /api/leads { action: 'delete' }`): unless someone changed it since
 * `by` saw it, the deletion takes the next number of the lead's follow-up like any change (a note saying so, which
 * goes with the rest), so a change made meanwhile is shown instead and nothing is removed. What the spam model
 * learnt from the lead's marks goes with it.
 */
export async function deleteLead(
  store: KeyValueStore,
  lead: Pick<Lead, 'id'>,
  { seen, by }: { seen: number; by: Staff },
): Promise<{ ok: true; removal: Removal } | { ok: false; changedMeanwhile: FollowUp }> {
  const claimed = await addFollowUp(store, lead.id, seen, { kind: 'note', text: 'Deleting this lead and its photos.' }, by);
  if (!claimed.ok) return claimed;
  return { ok: true, removal: await removeLead(store, lead.id, { why: 'deleted by staff', by, forgetMarks: true }) };
}
