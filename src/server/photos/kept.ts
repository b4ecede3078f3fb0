/**
 * A quote's photos as they are kept beside its lead, in the lead store (store/keys.ts), after prepare.ts made them
 * safe:
 *
 *   photo/<lead id>/<slot>         the photo, re-encoded as JPEG, at most MAX_PHOTO_SIDE px on its longest side
 *   photo/<lead id>/<slot>-thumb   its thumbnail for the leads view
 *   photo/<lead id>/<slot>-about   its description, written last: a photo is there once this is
 *
 * A photo is kept as soon as it arrives, before its quote is sent (photoApi.ts), so a send settles which of them the
 * lead keeps (`photosOfSend`) and the daily housekeeping removes what no lead lists (`abandonedPhotos`).
 */
import type { NamedPhoto } from '../../forms/photos';
import type { LeadPhoto } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys, photoNames, slotOfDescription } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import type { PreparedPhoto } from './prepare';

/** Keeps a prepared photo in a lead's slot (a slot sent again replaces what it held). */
export async function keepPhoto(
  store: KeyValueStore,
  leadId: string,
  slot: number,
  name: string,
  prepared: Extract<PreparedPhoto, { ok: true }>,
): Promise<LeadPhoto> {
  const about: LeadPhoto = { slot, name, width: prepared.width, height: prepared.height, bytes: prepared.photo.length };
  await store.setBytes(keys.photo(leadId, slot), prepared.photo);
  await store.setBytes(keys.photoThumb(leadId, slot), prepared.thumb);
  // Written last: a photo is there once its description is.
  await store.set(keys.photoAbout(leadId, slot), { ...about, at: new Date().toISOString() });
  return about;
}

/** The slots of a lead's photos that are in the store. */
async function keptSlots(store: KeyValueStore, leadId: string): Promise<number[]> {
  return (await store.list(folders.photosOf(leadId))).map(slotOfDescription).filter((slot): slot is number => slot !== undefined);
}

/** What is kept of a lead's photos now, one description a slot: for the limit of a quote's photos (allowance.ts). */
export async function keptPhotos(store: KeyValueStore, leadId: string): Promise<LeadPhoto[]> {
  const abouts = await mapLimited(await keptSlots(store, leadId), 4, (slot) => store.get(keys.photoAbout(leadId, slot)));
  return abouts.filter((about): about is LeadPhoto => about !== null);
}

/** Removes one slot's photo, thumbnail and description. */
const removeSlot = (store: KeyValueStore, leadId: string, slot: number) =>
  Promise.all([keys.photoAbout(leadId, slot), keys.photo(leadId, slot), keys.photoThumb(leadId, slot)].map((key) => store.delete(key)));

/**
 * What arrived of the photos a send names: those in the store, and the names of those that are not (their upload
 * failed or never came). Every photo kept under the lead that the send does not name is removed from the store (one
 * the visitor removed before sending, or any sent to its slots by someone else), also when it names none.
 */
export async function photosOfSend(store: KeyValueStore, leadId: string, named: NamedPhoto[]): Promise<{ photos: LeadPhoto[]; missing: string[] }> {
  const kept = await keptSlots(store, leadId);
  const wanted = new Set(named.map((photo) => photo.slot));
  await mapLimited(
    kept.filter((slot) => !wanted.has(slot)),
    4,
    (slot) => removeSlot(store, leadId, slot),
  );
  const abouts = await mapLimited(named, 4, async (photo) => (kept.includes(photo.slot) ? store.get(keys.photoAbout(leadId, photo.slot)) : null));
  const photos = abouts.flatMap((about): LeadPhoto[] =>
    about ? [{ slot: about.slot, name: about.name, width: about.width, height: about.height, bytes: about.bytes }] : [],
  );
  const missing = named.filter((photo) => !photos.some((kept) => kept.slot === photo.slot)).map((photo) => photo.name);
  return { photos, missing };
}

/** One kept photo or its thumbnail, as JPEG bytes, or null. */
export const readPhoto = (store: KeyValueStore, leadId: string, slot: number, size: 'photo' | 'thumb') =>
  store.getBytes(size === 'photo' ? keys.photo(leadId, slot) : keys.photoThumb(leadId, slot));

/** Photos uploaded for a send that never came are removed after this. */
export const UNSENT_PHOTOS_KEPT_MS = 24 * 60 * 60_000;

/**
 * The photo keys no lead lists, for the daily housekeeping to remove: every key of a stored lead's folder that is not
 * one of the photos the lead names (a photo sent to a slot the send did not name, or while the send was being
 * stored), and the folders of leads never sent once their newest photo is older than UNSENT_PHOTOS_KEPT_MS.
 */
export async function abandonedPhotos(store: KeyValueStore, now = Date.now()): Promise<string[]> {
  const leads = await store.folders(folders.photos);
  const abandoned = await mapLimited(leads, 8, async (leadId) => {
    const lead = await store.get(keys.submission(leadId));
    const names = await store.list(folders.photosOf(leadId));
    const keyOf = (name: string) => keys.photoFile(leadId, name);
    if (lead) {
      const listed = new Set((lead.photos ?? []).flatMap(({ slot }) => photoNames(slot)));
      return names.filter((name) => !listed.has(name)).map(keyOf);
    }
    const slots = names.map(slotOfDescription).filter((slot): slot is number => slot !== undefined);
    const abouts = await mapLimited(slots, 4, (slot) => store.get(keys.photoAbout(leadId, slot)));
    const newest = Math.max(0, ...abouts.map((about) => Date.parse(about?.at ?? '') || 0));
    return now - newest > UNSENT_PHOTOS_KEPT_MS ? names.map(keyOf) : [];
  });
  return abandoned.flat();
}
