/**
 * Where each lead waits (Inbox, Held, Spam: src/leads/places.ts) and the index that pages them, in the lead store
 * beside the ledger (store/ledger.ts):
 *
 *   index/<place>/<order>-<id>   one key a lead, in the folder of its current place. <order> counts down from the
 *                                far future, so a store lists a place's newest leads first (Blobs lists keys in
 *                                order, a thousand a request): a page costs one list request and a read a lead,
 *                                however many leads the place holds, and a place is counted by listing its keys
 *                                without reading a lead
 *   index-version/1              the leads stored before the index existed were indexed (all in the Inbox)
 *
 * A lead's place is where it arrived (`arrival.place` in its submission, decided by the site's defences) until staff
 * move it (move.ts); each move is an entry of its follow-up (changes.ts, kind `place`), numbered like any change, so two
 * people moving a lead at once cannot both win. The index key is written before the submission and before a move's
 * entry is acted on, and every page reads the lead itself, so an index key left by a crash mid-way is found out on
 * the next page and put right (a key without a lead is dropped after an hour, like an unsent marker).
 */
import { type Place, PLACES } from '../../leads/places';
import type { FollowUp } from '../../leads/followUp';
import type { Arrival } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';

/** The reason of a lead whose hidden field was filled: a bot's, never the score's (the daily mail tells them apart). */
export const HONEYPOT_REASON = 'filled in a field people never see';

/** The largest order: keys name `FAR_FUTURE - time`, zero-padded, so that the newest sorts first. */
const FAR_FUTURE = 9_999_999_999_999;
const ORDER_DIGITS = 13;

/** The index key's name of a lead received at `receivedAt`. */
export function indexName(id: string, receivedAt: string): string {
  return `${String(FAR_FUTURE - Date.parse(receivedAt)).padStart(ORDER_DIGITS, '0')}-${id}`;
}

/** The lead and the time of an index key's name. */
export function fromIndexName(name: string): { id: string; receivedAtMs: number } {
  return { id: name.slice(ORDER_DIGITS + 1), receivedAtMs: FAR_FUTURE - Number(name.slice(0, ORDER_DIGITS)) };
}

/** The index key of a lead received at `receivedAt`, in `place`. */
export const indexKey = (place: Place, id: string, receivedAt: string) => keys.index(place, indexName(id, receivedAt));

/** A lead's place now: its last move, else where it arrived (leads from before the places were all in the Inbox). */
export function currentPlace(arrival: Arrival | undefined, followUp: Pick<FollowUp, 'history'>): Place {
  const moved = followUp.history.filter((entry) => entry.kind === 'place').at(-1);
  return moved?.kind === 'place' ? moved.place : (arrival?.place ?? 'inbox');
}

/** Files a lead just stored under the place it arrived in (ledger.ts). */
export async function indexLead(store: KeyValueStore, id: string, receivedAt: string, place: Place): Promise<void> {
  await store.set(indexKey(place, id, receivedAt), { id });
}

/** Puts a lead's index key in `to` and takes it out of every other place. */
export async function fileUnder(store: KeyValueStore, id: string, receivedAt: string, to: Place): Promise<void> {
  await indexLead(store, id, receivedAt, to);
  await Promise.all(PLACES.filter((place) => place !== to).map((place) => store.delete(indexKey(place, id, receivedAt))));
}

/** The index names of a place's leads, in no set order (a lead being filed again may have two for a moment). */
export const indexNames = (store: KeyValueStore, place: Place) => store.list(folders.index(place));

/** How many leads one place holds, from the index's keys alone. */
export const countPlace = async (store: KeyValueStore, place: Place) => new Set((await indexNames(store, place)).map((name) => fromIndexName(name).id)).size;

/** How many leads each place holds, from the index's keys alone. */
export async function countPlaces(store: KeyValueStore): Promise<Record<Place, number>> {
  const counts = await Promise.all(PLACES.map(async (place) => [place, await countPlace(store, place)]));
  return Object.fromEntries(counts) as Record<Place, number>;
}

/** The index keys of a page of one place, newest first: `offset` leads skipped, at most `limit`; one key a lead. */
export async function pageOfPlace(store: KeyValueStore, place: Place, offset: number, limit: number): Promise<{ names: string[]; more: boolean }> {
  const seen = new Set<string>();
  const names = (await store.firstNames(folders.index(place), offset + limit + 1)).filter((name) => {
    const { id } = fromIndexName(name);
    return seen.has(id) ? false : Boolean(seen.add(id));
  });
  return { names: names.slice(offset, offset + limit), more: names.length > offset + limit };
}

/** Leads stored before the index existed, indexed once (all in the Inbox, where they were). Safe to run twice at once. */
export async function indexEarlierLeads(store: KeyValueStore): Promise<void> {
  if (await store.get(keys.indexVersion)) return;
  const ids = await store.list(folders.submissions);
  await mapLimited(ids, 16, async (id) => {
    const record = await store.get(keys.submission(id));
    // A lead with an arrival was indexed as it was stored, and may have moved since.
    if (record && !record.arrival) await store.create(indexKey('inbox', id, record.receivedAt), { id });
  });
  await store.create(keys.indexVersion, { at: new Date().toISOString(), leads: ids.length });
}
