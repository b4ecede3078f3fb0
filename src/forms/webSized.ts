/**
 * A photo made web-sized in the browser, before it leaves the device: for the quote form's photos (a visitor's,
 * src/forms/usePhotoUploads.ts) and for the editor's uploads (staff's, src/cms/uploads.ts). One rule for both: the
 * photo is decoded with its EXIF orientation applied (turned upright as the phone took it), scaled to at most
 * MAX_PHOTO_SIDE px on its longest side, never enlarged, and written as JPEG.
 *
 * Two things differ by whose photo it is, each on purpose (`WebSizing`): the JPEG quality, and whether a photo
 * already small enough is written afresh. Both photos are encoded once more after this, by the server
 * (src/server/photos/prepare.ts) or by Decap's media_processing (JPEG at quality 80, no metadata).
 */
import { MAX_PHOTO_SIDE } from './photos';

/** How a photo is written, beside the rule every photo follows. */
export interface WebSizing {
  /** The JPEG quality it is written at (0 to 1). */
  quality: number;
  /** Whether a photo already within MAX_PHOTO_SIDE is written afresh too, or goes as it is. */
  rewriteSmaller: boolean;
}

/**
 * A visitor's photo travels over a phone's connection: 0.82 makes a 12 MP photo about 0.45 MB. Every photo is
 * written afresh, small ones included, so that what is sent is a JPEG under the request limit and carries none of
 * the file's metadata (where it was taken) off the device.
 */
export const VISITOR_PHOTO: WebSizing = { quality: 0.82, rewriteSmaller: true };

/**
 * Staff upload over the office's connection, and Decap writes the photo again at its own quality: 0.95 loses next
 * to nothing in between, and a photo already small enough is left for Decap alone to write, once.
 */
export const STAFF_UPLOAD: WebSizing = { quality: 0.95, rewriteSmaller: false };

/**
 * The photo web-sized as `sizing` says: a JPEG, or the same file when it is small enough and may go as it is (or the
 * browser could not write one). Null when the browser cannot decode it (an iPhone's HEIC in Chrome, a document): the
 * caller decides what becomes of it.
 */
export async function webSized(file: Blob, sizing: WebSizing): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && !sizing.rewriteSmaller) {
    bitmap.close();
    return file;
  }
  const canvas = Object.assign(document.createElement('canvas'), { width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale) });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', sizing.quality));
  return blob || file;
}
