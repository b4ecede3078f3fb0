/**
 * How much of the store photos sent ahead of a quote may take (issue 64). A photo is kept before its quote is sent
 * (photoApi.ts, kept.ts), so without a bound anyone could fill the store with photos of quotes they never send. Two bounds, both
 * on the bytes kept (the re-encoded photo, as its description records them):
 *
 *   per quote      MAX_LEAD_PHOTO_BYTES: what MAX_PHOTOS photos at the largest a request may be would take (20 MB);
 *                  a visitor who changes their mind and picks others stays far under it (a web-sized photo keeps
 *                  under 1 MB)
 *   per address    photoMegabytesPerDay: counted in the store, a megabyte a mark, through the forms' shared limit
 *                  (defences/sharedLimit.ts, `photo bytes <address>`, a window of a day), so it holds across instances
 *
 * What is kept for a quote that is never sent goes after a day, and what a send does not name goes with the send
 * (kept.ts): together, one address can hold at most about two days of its allowance.
 */
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES } from '../../forms/photos';
import type { KeyValueStore } from '../store/keyValueStore';
import { keptPhotos } from './kept';
import { overSharedLimit } from '../defences/sharedLimit';

/** The most a quote's kept photos may weigh together. */
export const MAX_LEAD_PHOTO_BYTES = MAX_PHOTOS * MAX_PHOTO_REQUEST_BYTES;

/** What one address may have kept in a day, in megabytes: 10 for each form the forms' limit lets it send in a window (100 at the default 10). */
export const photoMegabytesPerDay = (rateLimit: number) => rateLimit * 10;

const MEGABYTE = 1024 * 1024;
const DAY_MS = 24 * 60 * 60_000;

/** True when a photo of `bytes` kept in `slot` would take the lead's photos past MAX_LEAD_PHOTO_BYTES (the slot's own photo, replaced, not counted). */
export async function overLeadAllowance(store: KeyValueStore, leadId: string, slot: number, bytes: number): Promise<boolean> {
  const others = (await keptPhotos(store, leadId)).filter((photo) => photo.slot !== slot);
  return others.reduce((sum, photo) => sum + photo.bytes, bytes) > MAX_LEAD_PHOTO_BYTES;
}

/**
 * Counts a photo of `bytes` against its address's day, a mark a started megabyte: null when it fits, or the seconds
 * until it would (then the marks it could not take are not recorded, and the photo is not to be kept).
 */
export async function chargeAddressDay(store: KeyValueStore, address: string, bytes: number, rateLimit: number): Promise<number | null> {
  for (let mark = 0; mark < Math.max(1, Math.ceil(bytes / MEGABYTE)); mark += 1) {
    const wait = await overSharedLimit(store, `photo bytes ${address}`, photoMegabytesPerDay(rateLimit), DAY_MS);
    if (wait !== null) return wait;
  }
  return null;
}
