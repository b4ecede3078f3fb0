/**
 * Photos of the yard that come with a quote request (issue 59): checked and made safe here, then kept beside the lead
 * (kept.ts), never under public/.
 *
 * With scripts the form sends each photo on its own as soon as the visitor picks it (`POST /api/photo`, photoApi.ts),
 * under the lead id its send will have (store/ledger.ts, `leadIdFor`), so that "Send" waits for little and no request can
 * pass a host's limit; the lead then says which of them the visitor kept. Without scripts they come inside the form's
 * own post. Either way, whatever the browser sent goes through `preparePhoto`: its type is decided from its bytes,
 * an image of more pixels than MAX_INPUT_PIXELS, or that would take more than MAX_DECODED_BYTES of memory, is refused
 * before it is decoded (a small file can unpack into gigabytes), and every photo is turned the right way up and
 * encoded afresh, which leaves its metadata (the place it was taken, the camera) behind. Callers decode one photo at a
 * time (decodeInTurn.ts).
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { MAX_DECODED_BYTES, MAX_INPUT_PIXELS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE, refusal } from '../../forms/photos';

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
