/**
 * The quote's photos, as the browser form and the server both need them (src/server/photos/ keeps them): how many,
 * how large, what a kept photo is called, and what a refused file is told. No sharp here: this runs in the browser.
 */
// The number alone (src/forms/requestSizes.cjs), not the server's body limits: this module reaches visitors' pages.
import { MAX_PHOTO_REQUEST_BYTES } from './requestSizes.cjs';

export { MAX_PHOTO_REQUEST_BYTES };

/** How many photos a quote may carry (the form says so). */
export const MAX_PHOTOS = 5;

/**
 * The slots a quote's photos may be sent in (`POST /api/photo`): each photo picked takes the next, so a photo removed
 * while it was still being sent can never land on top of one picked after it. The send names at most MAX_PHOTOS.
 */
export const MAX_PHOTO_SLOTS = 4 * MAX_PHOTOS;

/** The longest side of a kept photo: what the browser makes of a phone's photo, and what the server keeps at most. */
export const MAX_PHOTO_SIDE = 2560;

/**
 * The most pixels a photo may have before it is decoded: 50 MP, over the 48 MP of the largest phone cameras, far
 * under the 900 MP a 30,000 × 30,000 image would unpack into (2.7 GB).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The most memory a photo may take while it is decoded (width × height × channels × bytes a sample; what a JPEG
 * needs is worked out in src/server/photos/prepare.ts, `decodedBytes`), checked before it is: 100 MB. Every camera's JPEG
 * passes (sharp decodes a 48 MP one at half size, 37 MB), and so does an ordinary PNG of up to 35 MP; a PNG of 16-bit
 * colour and transparency (8 bytes a pixel: 50 MP would be 400 MB) does not. With a photo decoded at a time, the
 * worst one under it grew `npm run serve` by 160–170 MB, and five of it at once by 195–200 MB (e2e/photo-limits.spec.ts).
 */
export const MAX_DECODED_BYTES = 100 * 1024 * 1024;

const MB = MAX_PHOTO_REQUEST_BYTES / 1024 / 1024;

/** The form's own words for its limits. */
export const PHOTO_LIMITS = `Up to ${MAX_PHOTOS} photos. Each is made web-sized on your device before it is sent.`;
export const PHOTO_LIMITS_WITHOUT_SCRIPTS = `Without scripts in your browser, photos are sent as they are and can total ${MB} MB.`;

/** Answers to a file that cannot be kept, in the visitor's words, after the file's name. */
export const PHOTO_REFUSALS = {
  notImage: 'is not a photo we can open. Send a JPEG, PNG or WebP photo.',
  drawing: 'is a drawing (SVG), not a photo. Send a JPEG, PNG or WebP photo.',
  heic: 'is in the iPhone\u2019s HEIC format, which we cannot open. On the iPhone, share it as a JPEG (or choose Most Compatible in Settings, Camera, Formats) and pick it again.',
  tooManyPixels: `has more pixels than any camera photo (over ${MAX_INPUT_PIXELS / 1_000_000} megapixels), so we cannot open it.`,
  tooMuchToOpen: `would take more than ${MAX_DECODED_BYTES / 1024 / 1024} MB of memory to open (it is saved with 16-bit colour, or is very large for its kind), so we cannot open it. Send the photo as your phone or camera saved it, or a smaller copy.`,
  tooLarge: `is larger than ${MB} MB. Send a smaller copy of it.`,
} as const;

/** The sentence for a refused file. */
export const refusal = (name: string, reason: keyof typeof PHOTO_REFUSALS) => `${name} ${PHOTO_REFUSALS[reason]}`;

/** A photo as the form's send names it: its slot and its file's name. */
export interface NamedPhoto {
  slot: number;
  name: string;
}

/** The name a visitor's file is shown with: one line, without a path, at most 120 characters. */
export function photoName(name: unknown, slot: number): string {
  const base =
    typeof name === 'string'
      ? Array.from(name.split(/[\\/]/).pop()!, (character) => (character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127 ? ' ' : character))
          .join('')
          .trim()
      : '';
  return (base || `Photo ${slot}`).slice(0, 120);
}

/** The photos a send names (META_FIELDS.photos: a JSON list of `{ slot, name }`), checked; none when absent or unreadable. */
export function namedPhotos(value: unknown): NamedPhoto[] {
  let list: unknown;
  try {
    list = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  return list
    .flatMap((item) => {
      const slot = (item as { slot?: unknown })?.slot;
      if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 1 || slot > MAX_PHOTO_SLOTS || seen.has(slot)) return [];
      seen.add(slot);
      return [{ slot, name: photoName((item as { name?: unknown }).name, slot) }];
    })
    .slice(0, MAX_PHOTOS);
}
