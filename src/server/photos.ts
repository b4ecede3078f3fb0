/**
 * Photos of the yard that come with a quote request (issue 59): checked, made safe and kept beside the lead, in the
 * same store (durableStore.ts: a folder of the company's own server, Netlify Blobs on Netlify), never under public/:
 *
 *   photo/<lead id>/<slot>         the photo, re-encoded as JPEG, at most MAX_PHOTO_SIDE px on its longest side
 *   photo/<lead id>/<slot>-thumb   its thumbnail for the leads view
 *
 * With scripts the form sends each photo on its own as soon as the visitor picks it (`POST /api/photo`, photoApi.ts),
 * under the lead id its send will have (store.ts, `leadIdFor`), so that "Send" waits for little and no request can
 * pass a host's limit; the lead then says which of them the visitor kept. Without scripts they come inside the form's
 * own post. Either way, whatever the browser sent goes through `preparePhoto`: its type is decided from its bytes,
 * an image of more pixels than MAX_INPUT_PIXELS is refused before it is decoded (a small file can unpack into
 * gigabytes), and every photo is turned the right way up and encoded afresh, which leaves its metadata (the place it
 * was taken, the camera) behind.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { MAX_INPUT_PIXELS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE, type NamedPhoto, refusal } from '../forms/photos';
import type { DurableStore } from './durableStore';
import { mapLimited } from './mapLimited';

export { MAX_PHOTOS, MAX_PHOTO_SLOTS, MAX_PHOTO_SIDE, PHOTO_REFUSALS, namedPhotos, photoName } from '../forms/photos';

/** The longest side of a thumbnail in the leads view (shown at 160 px, sharp on a phone's screen). */
export const THUMB_SIDE = 360;

/** The files of a multipart post named `field`, as Gatsby's multer hands them to a function; empty parts left out. */
export function postedFiles(req: unknown, field: string): { originalname: string; buffer: Buffer; size: number }[] {
  const files = (req as { files?: { fieldname: string; originalname: string; buffer: Buffer; size: number }[] }).files ?? [];
  return files.filter((file) => file.fieldname === field && file.size > 0);
}

/** What the lead record keeps of a photo that arrived. */
export interface LeadPhoto {
  slot: number;
  /** The file's name on the visitor's device, for people (never used as a path). */
  name: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * sharp is a native module: Node loads it where the function runs. Webpack, which bundles Gatsby's functions, cannot
 * bundle its binary (its loader picks the file by platform at run time), so the require is the one webpack leaves as
 * it is; Netlify's function bundler then traces it like any other package.
 */
declare const __non_webpack_require__: NodeJS.Require | undefined;
type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
const loadSharp = (): SharpFactory => (typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require)('sharp') as SharpFactory;

/** HEIC/HEIF with HEVC inside (an iPhone's photos), told apart by its file type box; sharp as installed reads AVIF only. */
const isHeic = (bytes: Buffer) =>
  bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString('latin1'));

export type PreparedPhoto = { ok: true; photo: Buffer; thumb: Buffer; width: number; height: number } | { ok: false; message: string };

/** A file as sent, made into a photo fit to keep, or the reason it cannot be, in words naming the file. */
export async function preparePhoto(bytes: Buffer, name: string): Promise<PreparedPhoto> {
  if (bytes.length > MAX_PHOTO_REQUEST_BYTES) return { ok: false, message: refusal(name, 'tooLarge') };
  if (isHeic(bytes)) return { ok: false, message: refusal(name, 'heic') };
  const sharp = loadSharp();
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await open().metadata());
  } catch (error) {
    return { ok: false, message: refusal(name, /pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'notImage') };
  }
  if (format === 'svg') return { ok: false, message: refusal(name, 'drawing') };
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff'].includes(format)) return { ok: false, message: refusal(name, 'notImage') };
  try {
    // rotate() with no angle turns the photo as its EXIF orientation says; the encoder then writes no metadata.
    const { data: photo, info } = await open()
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(photo).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' }).jpeg({ quality: 72 }).toBuffer();
    return { ok: true, photo, thumb, width: info.width, height: info.height };
  } catch (error) {
    return { ok: false, message: refusal(name, /pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'notImage') };
  }
}

const photoKey = (leadId: string, slot: number) => `photo/${leadId}/${slot}`;
const thumbKey = (leadId: string, slot: number) => `photo/${leadId}/${slot}-thumb`;
const metaKey = (leadId: string, slot: number) => `photo/${leadId}/${slot}-about`;

/** Keeps a prepared photo in a lead's slot (a slot sent again replaces what it held). */
export async function keepPhoto(
  store: DurableStore,
  leadId: string,
  slot: number,
  name: string,
  prepared: Extract<PreparedPhoto, { ok: true }>,
): Promise<LeadPhoto> {
  const about: LeadPhoto = { slot, name, width: prepared.width, height: prepared.height, bytes: prepared.photo.length };
  await store.setBytes(photoKey(leadId, slot), prepared.photo);
  await store.setBytes(thumbKey(leadId, slot), prepared.thumb);
  // Written last: a photo is there once its description is.
  await store.set(metaKey(leadId, slot), { ...about, at: new Date().toISOString() });
  return about;
}

/** The slots of a lead's photos that are in the store. */
async function keptSlots(store: DurableStore, leadId: string): Promise<number[]> {
  return (await store.list(`photo/${leadId}`))
    .map((name) => /^(\d+)-about$/.exec(name)?.[1])
    .filter((slot): slot is string => slot !== undefined)
    .map(Number);
}

/** Removes one slot's photo, thumbnail and description. */
const removeSlot = (store: DurableStore, leadId: string, slot: number) =>
  Promise.all([metaKey(leadId, slot), photoKey(leadId, slot), thumbKey(leadId, slot)].map((key) => store.delete(key)));

/**
 * What arrived of the photos a send names: those in the store, and the names of those that are not (their upload
 * failed or never came). Photos sent earlier that the visitor removed before sending are removed from the store.
 */
export async function photosOfSend(store: DurableStore, leadId: string, named: NamedPhoto[]): Promise<{ photos: LeadPhoto[]; missing: string[] }> {
  const kept = await keptSlots(store, leadId);
  const wanted = new Set(named.map((photo) => photo.slot));
  await mapLimited(
    kept.filter((slot) => !wanted.has(slot)),
    4,
    (slot) => removeSlot(store, leadId, slot),
  );
  const abouts = await mapLimited(named, 4, async (photo) => (kept.includes(photo.slot) ? store.get<LeadPhoto>(metaKey(leadId, photo.slot)) : null));
  const photos = abouts.flatMap((about): LeadPhoto[] =>
    about ? [{ slot: about.slot, name: about.name, width: about.width, height: about.height, bytes: about.bytes }] : [],
  );
  const missing = named.filter((photo) => !photos.some((kept) => kept.slot === photo.slot)).map((photo) => photo.name);
  return { photos, missing };
}

/** One kept photo or its thumbnail, as JPEG bytes, or null. */
export const readPhoto = (store: DurableStore, leadId: string, slot: number, size: 'photo' | 'thumb') =>
  store.getBytes(size === 'photo' ? photoKey(leadId, slot) : thumbKey(leadId, slot));

/** Photos uploaded for a send that never came are removed after this. */
export const UNSENT_PHOTOS_KEPT_MS = 24 * 60 * 60_000;

/**
 * The photo folders of leads that were never sent and whose photos are older than UNSENT_PHOTOS_KEPT_MS, with each
 * folder's keys: for the daily housekeeping to remove.
 */
export async function abandonedPhotos(store: DurableStore, now = Date.now()): Promise<string[]> {
  const leads = await store.folders('photo');
  const keys = await mapLimited(leads, 8, async (leadId) => {
    if (await store.get(`submission/${leadId}`)) return [];
    const names = await store.list(`photo/${leadId}`);
    const abouts = await mapLimited(
      names.filter((name) => name.endsWith('-about')),
      4,
      (name) => store.get<{ at?: string }>(`photo/${leadId}/${name}`),
    );
    const newest = Math.max(0, ...abouts.map((about) => Date.parse(about?.at ?? '') || 0));
    return now - newest > UNSENT_PHOTOS_KEPT_MS ? names.map((name) => `photo/${leadId}/${name}`) : [];
  });
  return keys.flat();
}
