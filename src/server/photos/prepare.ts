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
 * an image of more pixels than MAX_INPUT_PIXELS, or that would take more than MAX_DECODED_BYTES of memory, is refused
 * before it is decoded (a small file can unpack into gigabytes), and every photo is turned the right way up and
 * encoded afresh, which leaves its metadata (the place it was taken, the camera) behind. Callers decode one photo at a
 * time (decodeInTurn.ts).
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { MAX_DECODED_BYTES, MAX_INPUT_PIXELS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE, type NamedPhoto, refusal } from '../../forms/photos';
import type { LeadPhoto } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { mapLimited } from '../store/mapLimited';

export { MAX_PHOTOS, MAX_PHOTO_SLOTS, MAX_PHOTO_SIDE, PHOTO_REFUSALS, namedPhotos, photoName } from '../../forms/photos';

/** The longest side of a thumbnail in the leads view (shown at 160 px, sharp on a phone's screen). */
export const THUMB_SIDE = 360;

/** The files of a multipart post named `field`, as Gatsby's multer hands them to a function; empty parts left out. */
export function postedFiles(req: unknown, field: string): { originalname: string; buffer: Buffer; size: number }[] {
  const files = (req as { files?: { fieldname: string; originalname: string; buffer: Buffer; size: number }[] }).files ?? [];
  return files.filter((file) => file.fieldname === field && file.size > 0);
}

/**
 * sharp is a native module: Node loads it where the function runs. Webpack, which bundles Gatsby's functions, cannot
 * bundle its binary (its loader picks the file by platform at run time), so the require is the one webpack leaves as
 * it is; Netlify's function bundler then traces it like any other package.
 */
declare const __non_webpack_require__: NodeJS.Require | undefined;
type SharpFactory = ((input: Buffer, options?: SharpOptions) => Sharp) & { cache(options: boolean): unknown; concurrency(threads: number): number };
let loaded: SharpFactory | undefined;

/**
 * sharp, set where it is loaded for a server that decodes one visitor's photo at a time: no cache of operations (it
 * keeps what recent photos were decoded into, for uploads that never come again: five 12 MP photos in turn grew a
 * process by 134 MB with it and 65 MB without, with the server's allocator settings of src/build/runGatsby.mjs), and
 * one thread of libvips a photo (sharp's own default where glibc allocates, stated for the hosts where it is not).
 */
function loadSharp(): SharpFactory {
  if (!loaded) {
    loaded = (typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require)('sharp') as SharpFactory;
    loaded.cache(false);
    loaded.concurrency(1);
  }
  return loaded;
}

/** Bytes a sample of each of sharp's pixel formats. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * The memory an image will take while it is decoded, from its header alone: width × height × channels × bytes a
 * sample. Two things of JPEG count too. sharp decodes a JPEG at a half, a quarter or an eighth of its size when that
 * still leaves MAX_PHOTO_SIDE (a 48 MP photo at a half: 37 MB). A progressive JPEG is decoded from a table of
 * coefficients of the whole image first, 2 bytes a sample of each plane (the colour planes of a "4:2:0" one at a
 * quarter of the pixels): a 50 MP one with full-size colour planes took 333 MB where its pixels are 150 MB.
 */
export function decodedBytes(
  about: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth' | 'format' | 'isProgressive' | 'chromaSubsampling' | 'bitsPerSample'>,
) {
  const { width = 0, height = 0, channels = 4 } = about;
  const sample = Math.max(SAMPLE_BYTES[about.depth ?? ''] ?? 4, Math.ceil((about.bitsPerSample ?? 8) / 8));
  if (about.format !== 'jpeg') return width * height * channels * sample;
  const scale = [8, 4, 2].find((shrink) => Math.max(width, height) / shrink >= MAX_PHOTO_SIDE) ?? 1;
  const decoded = Math.ceil(width / scale) * Math.ceil(height / scale) * channels * sample;
  if (!about.isProgressive) return decoded;
  // "4:2:0": each colour plane holds (2 + 0) / 8 of the pixels; a fourth number is one more plane at full size (CMYK).
  const [, across, down, fourth] = (about.chromaSubsampling ?? '').split(':').map(Number);
  const planes = Number.isFinite(across) && Number.isFinite(down) ? 1 + (channels > 1 ? (2 * (across + down)) / 8 : 0) + (fourth ? 1 : 0) : channels;
  return decoded + width * height * planes * 2;
}

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
  let about: Metadata;
  try {
    about = await open().metadata();
  } catch (error) {
    return { ok: false, message: refusal(name, /pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'notImage') };
  }
  const { format } = about;
  if (format === 'svg') return { ok: false, message: refusal(name, 'drawing') };
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff'].includes(format)) return { ok: false, message: refusal(name, 'notImage') };
  if (decodedBytes(about) > MAX_DECODED_BYTES) return { ok: false, message: refusal(name, 'tooMuchToOpen') };
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
  store: KeyValueStore,
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
async function keptSlots(store: KeyValueStore, leadId: string): Promise<number[]> {
  return (await store.list(`photo/${leadId}`))
    .map((name) => /^(\d+)-about$/.exec(name)?.[1])
    .filter((slot): slot is string => slot !== undefined)
    .map(Number);
}

/** What is kept of a lead's photos now, one description a slot: for the limit of a quote's photos (photoAllowance.ts). */
export async function keptPhotos(store: KeyValueStore, leadId: string): Promise<LeadPhoto[]> {
  const abouts = await mapLimited(await keptSlots(store, leadId), 4, (slot) => store.get<LeadPhoto>(metaKey(leadId, slot)));
  return abouts.filter((about): about is LeadPhoto => about !== null);
}

/** Removes one slot's photo, thumbnail and description. */
const removeSlot = (store: KeyValueStore, leadId: string, slot: number) =>
  Promise.all([metaKey(leadId, slot), photoKey(leadId, slot), thumbKey(leadId, slot)].map((key) => store.delete(key)));

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
  const abouts = await mapLimited(named, 4, async (photo) => (kept.includes(photo.slot) ? store.get<LeadPhoto>(metaKey(leadId, photo.slot)) : null));
  const photos = abouts.flatMap((about): LeadPhoto[] =>
    about ? [{ slot: about.slot, name: about.name, width: about.width, height: about.height, bytes: about.bytes }] : [],
  );
  const missing = named.filter((photo) => !photos.some((kept) => kept.slot === photo.slot)).map((photo) => photo.name);
  return { photos, missing };
}

/** One kept photo or its thumbnail, as JPEG bytes, or null. */
export const readPhoto = (store: KeyValueStore, leadId: string, slot: number, size: 'photo' | 'thumb') =>
  store.getBytes(size === 'photo' ? photoKey(leadId, slot) : thumbKey(leadId, slot));

/** Photos uploaded for a send that never came are removed after this. */
export const UNSENT_PHOTOS_KEPT_MS = 24 * 60 * 60_000;

/**
 * The photo keys no lead lists, for the daily housekeeping to remove: every key of a stored lead's folder that is not
 * one of the photos the lead names (a photo sent to a slot the send did not name, or while the send was being
 * stored), and the folders of leads never sent once their newest photo is older than UNSENT_PHOTOS_KEPT_MS.
 */
export async function abandonedPhotos(store: KeyValueStore, now = Date.now()): Promise<string[]> {
  const leads = await store.folders('photo');
  const keys = await mapLimited(leads, 8, async (leadId) => {
    const lead = await store.get<{ photos?: LeadPhoto[] }>(`submission/${leadId}`);
    const names = await store.list(`photo/${leadId}`);
    const keyOf = (name: string) => `photo/${leadId}/${name}`;
    if (lead) {
      const listed = new Set((lead.photos ?? []).flatMap(({ slot }) => [`${slot}`, `${slot}-thumb`, `${slot}-about`]));
      return names.filter((name) => !listed.has(name)).map(keyOf);
    }
    const abouts = await mapLimited(
      names.filter((name) => name.endsWith('-about')),
      4,
      (name) => store.get<{ at?: string }>(keyOf(name)),
    );
    const newest = Math.max(0, ...abouts.map((about) => Date.parse(about?.at ?? '') || 0));
    return now - newest > UNSENT_PHOTOS_KEPT_MS ? names.map(keyOf) : [];
  });
  return keys.flat();
}
