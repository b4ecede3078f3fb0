/**
 * What staff do about a lead after it arrived: its follow-up state (New → Contacted → Quoted → Won or Lost) and
 * their notes, and its moves between places (move.ts), each with who and when. Kept in the lead store beside the
 * submission, which it never rewrites, as numbered entries (store/keys.ts):
 *
 *   followup/<id>/<n>   the n-th change: a new state, a note, or a move
 *
 * Each change is created in one step (`create`) at the number after the last one its author saw. When two people
 * change a lead at once, both ask for the same number and only one gets it; the other is told the lead changed
 * meanwhile (the view then shows the newer history), so no change is ever lost silently. That is also what makes it
 * safe on Netlify, where a function's reads may be a minute old: the write decides, not the read.
 *
 * A change is taken only at the number right after the last: one that says it saw more changes than there are is
 * refused as changed meanwhile, so nobody can write ahead and leave a gap for a stale writer to land in unseen. Where
 * the list of entries may lag (Netlify), the entry the sender says it saw is looked up by its own key before
 * refusing. The history is read up to its first gap, so an entry written ahead by older code stays out of it.
 */
import type { FollowUp, FollowUpChange, FollowUpEntry } from '../../leads/followUp';
import type { Staff } from '../../leads/staff';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';

/** The follow-up of a lead, from its entries (none yet: New). */
export async function readFollowUp(store: KeyValueStore, id: string): Promise<FollowUp> {
  const listed = new Set((await store.list(folders.followUps(id))).map(Number));
  const numbers: number[] = [];
  while (listed.has(numbers.length + 1)) numbers.push(numbers.length + 1);
  const entries = await mapLimited(numbers, 8, (n) => store.get(keys.followUp(id, n)));
  const history = entries.filter((entry): entry is FollowUpEntry => entry !== null);
  const lastState = history.filter((entry) => entry.kind === 'state').at(-1);
  return { state: lastState?.kind === 'state' ? lastState.state : 'new', history, version: numbers.at(-1) ?? 0 };
}

/**
 * Adds a change by `by`, who saw `seen` changes: the new follow-up, or `changedMeanwhile` when someone else added
 * one since (nothing is written then).
 */
export async function addFollowUp(
  store: KeyValueStore,
  id: string,
  seen: number,
  change: FollowUpChange,
  by: Staff,
): Promise<{ ok: true; followUp: FollowUp } | { ok: false; changedMeanwhile: FollowUp }> {
  const before = await readFollowUp(store, id);
  if (seen > before.version && !(await store.get(keys.followUp(id, seen)))) return { ok: false, changedMeanwhile: before };
  const entry: FollowUpEntry = { ...change, n: seen + 1, at: new Date().toISOString(), by: by.login, ...(by.name ? { byName: by.name } : {}) };
  if (!(await store.create(keys.followUp(id, seen + 1), entry))) return { ok: false, changedMeanwhile: await readFollowUp(store, id) };
  const read = await readFollowUp(store, id);
  // A read just after the write may not show it yet (Netlify's reads can lag): the write is what counts.
  if (read.version >= entry.n) return { ok: true, followUp: read };
  const history = [...read.history, entry];
  return { ok: true, followUp: { history, version: entry.n, state: entry.kind === 'state' ? entry.state : read.state } };
}
