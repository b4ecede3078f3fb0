/**
 * Files a visitor might pick for the quote's photos (src/server/photos/), made in the test with sharp: a phone's
 * photo as a phone writes it, and the files a form must refuse in words. Shared by Jest, Playwright and the benches.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES } from '../src/forms/photos';

const ROOT = path.resolve(__dirname, '..');

/** Where a phone says it took the photo: Carolina Beach, as EXIF's GPS block writes it. */
export const PHOTO_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '34/1 2/1 3500/100', GPSLongitudeRef: 'W', GPSLongitude: '77/1 53/1 4200/100' };

/** The largest photo of the site's own (data/images/): real pixels, so a phone-sized copy weighs what a camera's does. */
function largestSitePhoto(): string {
  const dir = path.join(ROOT, 'data/images');
  const files = fs.readdirSync(dir).filter((name) => /\.jpe?g$/i.test(name));
  if (files.length === 0) throw new Error('data/images has no JPEG photo to make a phone photo from');
  return path.join(dir, files.map((name) => ({ name, size: fs.statSync(path.join(dir, name)).size })).sort((a, b) => b.size - a.size)[0].name);
}

/**
 * A 12 MP phone photo: 4032 × 3024 pixels stored sideways with EXIF orientation 6 (the phone was held upright, so it
 * shows 3024 wide and 4032 tall), GPS coordinates and the camera's make and model, at a phone camera's JPEG quality.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  // A camera's sensor noise, which a photo enlarged from a smaller one lacks (and which is what makes a phone's JPEG heavy).
  const noise = Buffer.alloc(width * height);
  for (let index = 0, seed = 59; index < noise.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[index] = 112 + (seed % 32);
  }
  const base = await sharp(largestSitePhoto()).resize(width, height, { fit: 'cover' }).toBuffer();
  return sharp(base)
    .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: PHOTO_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG of 30,000 × 30,000 pixels (900 MP, 2.7 GB once decoded) in about 110 KB: a decompression bomb, valid to the letter. */
export function bombPng(side = 30_000): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const rows = Buffer.alloc(row.length * side);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit a pixel, greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG that keeps under the pixel cap and still unpacks into hundreds of megabytes: `side` × `side` pixels of 16-bit
 * RGBA (8 bytes a pixel), interlaced (Adam7), so that it cannot be read in strips. At the default 7071 px: 50 MP,
 * 400 MB once decoded, in a file of about 390 KB. Written row by row through a streaming deflate, so making it holds
 * a row in memory, not the image. `bitDepth` 8 gives 4 bytes a pixel.
 */
export async function interlacedPng(side = 7071, bitDepth: 8 | 16 = 16): Promise<Buffer> {
  const bytesPerPixel = (4 * bitDepth) / 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = bitDepth;
  header[9] = 6; // RGBA
  header[12] = 1; // Adam7
  // Each pass of Adam7: where it starts and its step, across and down.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((side - x0) / dx);
    const rows = Math.ceil((side - y0) / dy);
    // Every row of a pass is filter 0, then transparent black: written a few megabytes of rows at a time.
    const rowBytes = 1 + columns * bytesPerPixel;
    const perWrite = Math.max(1, Math.floor(4_000_000 / rowBytes));
    const block = Buffer.alloc(rowBytes * perWrite);
    for (let left = rows; left > 0; left -= perWrite)
      if (!deflate.write(block.subarray(0, rowBytes * Math.min(perWrite, left)))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(compressed);
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

/** A drawing, not a photo (and a script's way in, were it ever shown as it came). */
export const svgFile = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><script>alert(1)</script><rect width="640" height="480" fill="#3a7d44"/></svg>',
  );

/** A file named .jpg that is not an image at all. */
export const notAnImage = () => Buffer.from('%PDF-1.7\nThis is a document, not a photo.\n'.repeat(40));

/**
 * A photo in the iPhone's HEIC format (an HEVC image in a HEIF file, brand `heic`), 96 × 72, made once with
 * libheif's heif-enc (Debian's libheif-examples) from a JPEG: nothing here can write HEVC, and it is 397 bytes.
 */
export const heicPhoto = () => fs.readFileSync(path.join(ROOT, 'testing/fixtures/yard.heic'));

/** What sharp reads of a kept photo: its size and whether any metadata (EXIF, GPS) survived. */
export async function describePhoto(bytes: Buffer) {
  const { width, height, format, exif, orientation } = await sharp(bytes).metadata();
  return { width: width!, height: height!, format, hasExif: Boolean(exif), orientation };
}

/**
 * A phone's photo grown to `bytes` with JPEG comment segments (64 KB at most each), still a valid photo: for the
 * largest request a host must take, and one just over it.
 */
export function paddedPhoto(photo: Buffer, bytes: number): Buffer {
  const segments: Buffer[] = [];
  let room = bytes - photo.length;
  while (room > 4) {
    const length = Math.min(65_535, room - 2);
    const segment = Buffer.alloc(2 + length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    room -= segment.length;
  }
  return Buffer.concat([photo.subarray(0, 2), ...segments, photo.subarray(2)]);
}

interface Poster {
  post(
    url: string,
    options: { headers: Record<string, string>; multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> },
  ): Promise<{
    status(): number;
    json(): Promise<{ message?: string }>;
  }>;
}

/** Sends photos ahead of a quote as its form does (`POST /api/photo`, one a request); the answers' statuses and words. */
export async function sendPhotos(request: Poster, site: string, requestId: string, photos: Array<{ name: string; buffer: Buffer }>) {
  return Promise.all(
    photos.map(async ({ name, buffer }, index) => {
      const answer = await request.post(`${site}/api/photo`, {
        headers: { accept: 'application/json' },
        multipart: { requestId, slot: String(index + 1), photo: { name, mimeType: 'image/jpeg', buffer } },
      });
      return { status: answer.status(), message: ((await answer.json().catch(() => ({}))) as { message?: string }).message };
    }),
  );
}

/**
 * A host's limit, from outside: the largest set a quote may carry, each photo a request just under
 * MAX_PHOTO_REQUEST_BYTES, sent ahead of a quote, and one photo just over it. The answers, and the fields the quote
 * then sends (`requestId`, `photos`) with the names it should find kept.
 */
export async function sendLargestSet(request: Poster, site: string) {
  const phone = await phonePhoto();
  const largest = paddedPhoto(phone, MAX_PHOTO_REQUEST_BYTES - 64 * 1024);
  const requestId = `largest-set-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const names = Array.from({ length: MAX_PHOTOS }, (_, index) => `IMG_${index + 1}.jpg`);
  const answers = await sendPhotos(
    request,
    site,
    requestId,
    names.map((name) => ({ name, buffer: largest })),
  );
  const [over] = await sendPhotos(request, site, `${requestId}-over`, [
    { name: 'too-big.jpg', buffer: paddedPhoto(phone, MAX_PHOTO_REQUEST_BYTES + 100 * 1024) },
  ]);
  return { answers, over, names, fields: { requestId, photos: JSON.stringify(names.map((name, index) => ({ slot: index + 1, name }))) } };
}
