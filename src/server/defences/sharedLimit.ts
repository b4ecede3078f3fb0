/**
 * The forms' per-address limit, counted in the lead store so that it holds across function instances (on Netlify
 * each instance has a memory of its own, so a limit kept in memory let a sender through once per instance):
 *
 *   rate/<address digest>/<window number>/<place>   the place-th form of that address in that window (1 to the limit)
 *
 * A form takes the lowest free place it is allowed, with `store.create`, which writes only a key that does not exist,
 * in one step, on both stores (a hard link on disk, `onlyIfNew` on Netlify Blobs): two forms sent at once can never
 * take the same place, so of 60 sent at once under a limit of 10 exactly 10 get through. (Counting the keys, then
 * writing one, let 60 and then 37 of them through.) A list of the window says where to start; only the creates decide.
 *
 * The count slides over the windows: the last window's forms still count in the share of it that lies within the
 * last `windowMs` (the places allowed now are the limit less ⌈its forms × that share⌉), so an address cannot send the
 * limit at the end of one window and again at the start of the next. The address is kept only as a digest. Windows
 * older than a day are removed by the daily housekeeping (round/housekeeping.ts, `oldWindows`).
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';

const digest = (address: string) => createHash('sha256').update(`coastal-landscaping rate\n${address}`).digest('hex').slice(0, 32);

/** The places taken in one window's folder (keys of another shape, such as an older layout's, are not places). */
const placesIn = async (store: KeyValueStore, folder: string) => new Set((await store.list(folder)).filter((name) => /^[1-9]\d*$/.test(name)).map(Number));

/**
 * Records a form sent from `address` (an address group: clientAddress.ts), unless that would be over `limit` forms
 * in `windowMs`: then the seconds to wait, and nothing is recorded (waiting the answer out works, unless others from
 * the same address take the place first). `now` is for tests.
 */
export async function overSharedLimit(store: KeyValueStore, address: string, limit: number, windowMs: number, now = Date.now()): Promise<number | null> {
  const window = Math.floor(now / windowMs);
  const end = (window + 1) * windowMs;
  const group = digest(address);
  const [before, taken] = await Promise.all([placesIn(store, folders.rateWindow(group, window - 1)), placesIn(store, folders.rateWindow(group, window))]);
  // Whole milliseconds, so that a share is exact: the last window's forms × the part of it still within reach.
  const allowed = limit - Math.ceil((before.size * (end - now)) / windowMs);
  for (let place = 1; place <= allowed; place += 1) {
    if (taken.has(place)) continue;
    if (await store.create(keys.rate(group, window, place), {})) return null;
    taken.add(place);
  }
  return Math.max(1, Math.ceil((nextPlaceAt(limit, windowMs, end, before.size, taken.size) - now) / 1000));
}

/**
 * When an address with `taken` places in the window ending at `end` (and `before` in the one before it) is next let
 * through, if nobody else from it takes a place meanwhile.
 */
function nextPlaceAt(limit: number, windowMs: number, end: number, before: number, taken: number): number {
  if (limit < 1) return end;
  // This window: place `taken + 1` once the last window's share has shrunk to the limit less it.
  if (taken < limit && before > 0) return end - ((limit - taken - 1) * windowMs) / before;
  // The next window: its first place, once this window's share has shrunk to the limit less one.
  return end + windowMs - ((limit - 1) * windowMs) / Math.max(taken, 1);
}

/** The windows of every address older than a day, for the housekeeping to remove. */
export async function oldWindows(store: KeyValueStore, windowMs: number): Promise<string[]> {
  const before = Math.floor((Date.now() - 24 * 60 * 60_000) / windowMs);
  const addresses = await store.folders(folders.rate);
  const windows = await Promise.all(
    addresses.map(async (address) =>
      (await store.folders(folders.rateOf(address))).filter((number) => Number(number) < before).map((number) => folders.rateWindow(address, Number(number))),
    ),
  );
  return windows.flat();
}
