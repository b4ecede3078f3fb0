/**
 * The one rule by which the browser makes a photo web-sized (src/forms/webSized.ts), for a visitor's quote and for
 * staff's uploads: upright, at most MAX_PHOTO_SIDE on its longest side, never enlarged, JPEG; a visitor's photo is
 * always written afresh at 0.82, staff's only when it is too large, at 0.95. jsdom decodes and draws nothing, so the
 * decoder and the canvas are stood in for: what is checked is what the rule asks of them.
 */
import { MAX_PHOTO_SIDE } from '../../src/forms/photos';
import { STAFF_UPLOAD, VISITOR_PHOTO, webSized } from '../../src/forms/webSized';

let drawn: { width: number; height: number; type?: string; quality?: number } | null;
const close = jest.fn();

beforeEach(() => {
  drawn = null;
  close.mockClear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return { drawImage: () => (drawn = { width: this.width, height: this.height }) } as unknown as CanvasRenderingContext2D;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type, quality) => {
    Object.assign(drawn!, { type, quality });
    callback(new Blob(['jpeg'], { type }));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

/** A photo the browser decodes to `width` × `height`, having applied its EXIF orientation when asked to. */
function photoOf(width: number, height: number) {
  const createImageBitmap = jest.fn(async (_file: Blob, options?: ImageBitmapOptions) => {
    expect(options).toEqual({ imageOrientation: 'from-image' });
    return { width, height, close } as unknown as ImageBitmap;
  });
  Object.assign(globalThis, { createImageBitmap });
  return new File([new Uint8Array(64)], 'yard.png', { type: 'image/png' });
}

test('a 12 MP photo of either kind is scaled to the longest side, shape kept, and written as JPEG at its quality', async () => {
  for (const [sizing, quality] of [
    [VISITOR_PHOTO, 0.82],
    [STAFF_UPLOAD, 0.95],
  ] as const) {
    const out = await webSized(photoOf(3000, 4000), sizing);
    expect(drawn).toEqual({ width: Math.round(3000 * (MAX_PHOTO_SIDE / 4000)), height: MAX_PHOTO_SIDE, type: 'image/jpeg', quality });
    expect(out?.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  }
});

test("a small photo is never enlarged: a visitor's is written afresh as JPEG, staff's goes as it is", async () => {
  const visitors = await webSized(photoOf(1200, 900), VISITOR_PHOTO);
  expect(drawn).toEqual({ width: 1200, height: 900, type: 'image/jpeg', quality: 0.82 });
  expect(visitors?.type).toBe('image/jpeg');

  drawn = null;
  const staffs = photoOf(1200, 900);
  expect(await webSized(staffs, STAFF_UPLOAD)).toBe(staffs);
  expect(drawn).toBeNull();
  expect(close).toHaveBeenCalledTimes(2);
});

test('a file the browser cannot decode is left to the caller', async () => {
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError'))) });
  const heic = new File([new Uint8Array(64)], 'IMG_0001.HEIC', { type: 'image/heic' });
  expect(await webSized(heic, VISITOR_PHOTO)).toBeNull();
  expect(await webSized(heic, STAFF_UPLOAD)).toBeNull();
});
