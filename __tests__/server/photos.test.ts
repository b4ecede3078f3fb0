/**
 * @jest-environment node
 *
 * The quote's photos on the server (src/server/photos/: prepare.ts, kept.ts, photoApi.ts, ofQuote.ts): every kind of file a
 * visitor might pick, made in the test (testing/photos.ts), answered in words and never kept as sent; a phone's photo
 * kept upright, web-sized and without its metadata, on both kinds of store; the send naming the photos it kept; the
 * mail saying how many came.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callFunction } from '../../testing/functionCall';
import { bombPng, describePhoto, heicPhoto, interlacedPng, notAnImage, phonePhoto, svgFile } from '../../testing/photos';
import { type TestBlobsServer, startBlobsServer } from '../../testing/blobsServer';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { netlifyBlobsStore } from '../../src/server/store/blobsStore';
import { folderStore } from '../../src/server/store/folderStore';
import { createFormHandler } from '../../src/server/forms/handler';
import { photosLine } from '../../src/server/mail/compose';
import { decodeInTurn } from '../../src/server/photos/decodeInTurn';
import { MAX_LEAD_PHOTO_BYTES } from '../../src/server/photos/allowance';
import { createPhotoHandler } from '../../src/server/photos/photoApi';
import { MAX_PHOTOS, MAX_PHOTO_SLOTS, MAX_PHOTO_SIDE, PHOTO_REFUSALS, decodedBytes, preparePhoto } from '../../src/server/photos/prepare';
import { UNSENT_PHOTOS_KEPT_MS, abandonedPhotos, keepPhoto, photosOfSend, readPhoto } from '../../src/server/photos/kept';
import { leadIdFor, readLead } from '../../src/server/store/ledger';
import { proofFor } from '../../testing/proof';
import { VALID } from '../forms/fixtures';

let phone: Buffer;
beforeAll(async () => {
  phone = await phonePhoto();
});

/** True when a JPEG's EXIF block points to a GPS block (tag 0x8825, either byte order). */
async function hasGps(bytes: Buffer) {
  const { exif } = await import('sharp').then(({ default: sharp }) => sharp(bytes).metadata());
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

describe('a file as a visitor picks it', () => {
  test("a phone's photo is kept upright, at most 2560 px, with no GPS or camera left in it", async () => {
    expect(await describePhoto(phone)).toMatchObject({ width: 4032, height: 3024, hasExif: true, orientation: 6 });
    expect(await hasGps(phone)).toBe(true);
    const prepared = await preparePhoto(phone, 'IMG_0412.jpg');
    if (!prepared.ok) throw new Error(prepared.message);
    // Orientation 6: the phone was upright, so the photo is taller than wide once turned.
    expect({ width: prepared.width, height: prepared.height }).toEqual({ width: 1920, height: MAX_PHOTO_SIDE });
    expect(await describePhoto(prepared.photo)).toEqual({ width: 1920, height: 2560, format: 'jpeg', hasExif: false, orientation: undefined });
    expect(await hasGps(prepared.photo)).toBe(false);
    expect(await describePhoto(prepared.thumb)).toMatchObject({ height: 360, hasExif: false });
  });

  test.each([
    ['yard.jpg', notAnImage, 'notImage'],
    ['plan.jpg', svgFile, 'drawing'],
    ['IMG_2231.HEIC', heicPhoto, 'heic'],
    ['huge.png', () => bombPng(), 'tooManyPixels'],
    ['layers.png', () => interlacedPng(7071, 16), 'tooMuchToOpen'],
  ] as const)('%s is refused in words that name it', async (name, make, reason) => {
    const prepared = await preparePhoto(await make(), name);
    expect(prepared).toEqual({ ok: false, message: `${name} ${PHOTO_REFUSALS[reason]}` });
  });

  test('what a photo takes to decode is read from its header: pixels, channels and bytes a sample; a JPEG at the size sharp decodes it, and a progressive one with its table of coefficients', () => {
    const MB = 1024 * 1024;
    const png = { format: 'png', isProgressive: true, chromaSubsampling: undefined, bitsPerSample: undefined } as const;
    // The 50 MP PNG of 16-bit colour and transparency: 400 MB; the same at 8 bits, 200 MB; a 24 MP colour PNG, 69 MB.
    expect(Math.round(decodedBytes({ ...png, width: 7071, height: 7071, channels: 4, depth: 'ushort' }) / MB)).toBe(381);
    expect(Math.round(decodedBytes({ ...png, width: 7071, height: 7071, channels: 4, depth: 'uchar' }) / MB)).toBe(191);
    expect(Math.round(decodedBytes({ ...png, width: 6000, height: 4000, channels: 3, depth: 'uchar' }) / MB)).toBe(69);
    // A 48 MP camera JPEG is decoded at half size: 35 MB; progressive with colour at a quarter, 140 MB more; at full size, 279 MB more.
    const jpeg = { format: 'jpeg', width: 8064, height: 6048, channels: 3, depth: 'uchar', bitsPerSample: undefined } as const;
    expect(Math.round(decodedBytes({ ...jpeg, isProgressive: false, chromaSubsampling: '4:2:0' }) / MB)).toBe(35);
    expect(Math.round(decodedBytes({ ...jpeg, isProgressive: true, chromaSubsampling: '4:2:0' }) / MB)).toBe(174);
    expect(Math.round(decodedBytes({ ...jpeg, isProgressive: true, chromaSubsampling: '4:4:4' }) / MB)).toBe(314);
    // A 12 MP phone photo, 3 bytes a pixel: it is not shrunk to keep 2560 px.
    expect(Math.round(decodedBytes({ ...jpeg, width: 4032, height: 3024, isProgressive: false, chromaSubsampling: '4:2:0' }) / MB)).toBe(35);
  });

  test('photos are decoded one at a time: a decode starts only once the one before it has ended, whether it was kept or failed', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const decode = (name: string, fail = false) =>
      decodeInTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`${name} ends`);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([decode('a'), decode('b', true), decode('c'), preparePhoto(phone, 'IMG.jpg')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(most).toBe(1);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });
});

/** Every kind of store a lead can be kept in: a folder, and Netlify Blobs (the local service Netlify's tools use). */
let blobs: TestBlobsServer;
const dirs: string[] = [];
beforeAll(async () => {
  blobs = await startBlobsServer();
}, 30_000);
afterAll(async () => {
  await blobs.remove();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const STORES: Array<[string, () => KeyValueStore]> = [
  [
    'folder',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'));
      dirs.push(dir);
      return folderStore(dir);
    },
  ],
  // The service's address comes in NETLIFY_BLOBS_CONTEXT, as Netlify's own tools set it.
  ['Netlify Blobs', () => netlifyBlobsStore(`photos-${Math.random().toString(36).slice(2)}`)],
];

describe.each(STORES)('kept in the %s store', (_kind, makeStore) => {
  let store: KeyValueStore;
  beforeAll(() => {
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.env.NETLIFY_BLOBS_CONTEXT;
    store = makeStore();
  });
  afterAll(() => delete process.env.NETLIFY_BLOBS_CONTEXT);

  test('a send keeps the photos it names, drops those the visitor removed, and names those that never arrived', async () => {
    const prepared = await preparePhoto(phone, 'IMG_0412.jpg');
    if (!prepared.ok) throw new Error(prepared.message);
    const id = leadIdFor('quote', `request-${Math.random().toString(36).slice(2)}`);
    for (const slot of [1, 2, 3]) await keepPhoto(store, id, slot, `IMG_04${slot}.jpg`, prepared);
    const { photos, missing } = await photosOfSend(store, id, [
      { slot: 1, name: 'IMG_041.jpg' },
      { slot: 3, name: 'IMG_043.jpg' },
      { slot: 4, name: 'IMG_044.jpg' },
    ]);
    expect(photos.map((photo) => [photo.slot, photo.name, photo.width, photo.height])).toEqual([
      [1, 'IMG_041.jpg', 1920, 2560],
      [3, 'IMG_043.jpg', 1920, 2560],
    ]);
    expect(missing).toEqual(['IMG_044.jpg']);
    expect(await readPhoto(store, id, 2, 'photo')).toBeNull();
    expect((await readPhoto(store, id, 3, 'photo'))?.equals(prepared.photo)).toBe(true);
    expect(await describePhoto((await readPhoto(store, id, 1, 'thumb'))!)).toMatchObject({ width: 270, height: 360 });
  });

  test('photos of a quote never sent are removed by the housekeeping after a day, not before; those a sent quote lists stay, and any it does not list go at once', async () => {
    const prepared = await preparePhoto(phone, 'IMG_0412.jpg');
    if (!prepared.ok) throw new Error(prepared.message);
    const [abandoned, sent] = [leadIdFor('quote', `abandoned-${Date.now()}`), leadIdFor('quote', `sent-${Date.now()}`)];
    await keepPhoto(store, abandoned, 1, 'a.jpg', prepared);
    const listed = await keepPhoto(store, sent, 1, 'b.jpg', prepared);
    await keepPhoto(store, sent, 2, 'landed-after-the-send.jpg', prepared);
    await store.set(`submission/${sent}`, { id: sent, photos: [listed] });
    const of = (keys: string[], id: string) => keys.filter((key) => key.startsWith(`photo/${id}/`)).sort();
    const now = await abandonedPhotos(store);
    expect(of(now, abandoned)).toEqual([]);
    expect(of(now, sent)).toEqual([`photo/${sent}/2`, `photo/${sent}/2-about`, `photo/${sent}/2-thumb`]);
    const later = await abandonedPhotos(store, Date.now() + UNSENT_PHOTOS_KEPT_MS + 60_000);
    expect(of(later, abandoned)).toEqual([`photo/${abandoned}/1`, `photo/${abandoned}/1-about`, `photo/${abandoned}/1-thumb`]);
    expect(of(later, sent)).toEqual([`photo/${sent}/2`, `photo/${sent}/2-about`, `photo/${sent}/2-thumb`]);
  });
});

describe('through the endpoints', () => {
  jest.setTimeout(20_000);
  let dir: string;
  let counter = 0;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-api-'));
    process.env.SUBMISSIONS_DIR = dir;
    delete process.env.SMTP_HOST;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const address = () => `203.0.113.${(counter += 1) % 250}:${counter}`;
  const upload = (requestId: string, slot: number, bytes: Buffer, name = `IMG_${slot}.jpg`) =>
    callFunction(createPhotoHandler(), {
      method: 'POST',
      body: { requestId, slot: String(slot) },
      files: [{ fieldname: 'photo', originalname: name, buffer: bytes, size: bytes.length }],
      headers: { accept: 'application/json', 'content-type': 'multipart/form-data; boundary=x' },
      address: address(),
    });
  const quote = async (requestId: string, extra: Record<string, unknown> = {}, files?: Array<{ fieldname: string; originalname: string; buffer: Buffer }>) =>
    callFunction(createFormHandler('quote'), {
      method: 'POST',
      body: { ...VALID.quote, elapsedMs: '20000', requestId, altcha: await proofFor(folderStore(dir)), ...extra },
      files: files?.map((file) => ({ ...file, size: file.buffer.length })),
      headers: { accept: 'application/json', 'content-type': files ? 'multipart/form-data; boundary=x' : 'application/json' },
      address: address(),
    });

  test(`the largest set (${MAX_PHOTOS} photos) sent ahead of a quote is kept with it; a slot past the last and a sent quote are refused`, async () => {
    const requestId = `quote-${Date.now()}`;
    const prepared = await preparePhoto(phone, 'IMG.jpg');
    if (!prepared.ok) throw new Error(prepared.message);
    for (let slot = 1; slot <= MAX_PHOTOS; slot += 1) expect((await upload(requestId, slot, phone)).status).toBe(201);
    expect((await upload(requestId, MAX_PHOTO_SLOTS + 1, phone)).status).toBe(400);
    const names = Array.from({ length: MAX_PHOTOS }, (_, index) => ({ slot: index + 1, name: `IMG_${index + 1}.jpg` }));
    const sent = await quote(requestId, { photos: JSON.stringify(names) });
    expect(sent.status).toBe(201);
    const lead = (await readLead(folderStore(dir), sent.body.id))!;
    expect(lead.photos?.map((photo) => photo.name)).toEqual(names.map((photo) => photo.name));
    expect(lead.photosMissing).toBeUndefined();
    expect(photosLine(lead)).toMatch(new RegExp(`^${MAX_PHOTOS} photos came with it\\. See them in the leads view: .*/admin/leads/\\?lead=${lead.id}$`));
    const late = await upload(requestId, 1, phone);
    expect([late.status, late.body.message]).toEqual([409, 'This quote request was sent already, so no more photos can be added to it.']);
  }, 30_000);

  test(`a quote's photos may weigh ${MAX_LEAD_PHOTO_BYTES / 1024 / 1024} MB together: a photo past that is refused in words (413) and not kept; one that replaces a slot's photo counts without it`, async () => {
    const requestId = `heavy-${Date.now()}`;
    const id = leadIdFor('quote', requestId);
    const store = folderStore(dir);
    const heavy = { ok: true as const, photo: Buffer.alloc(MAX_LEAD_PHOTO_BYTES - 100_000), thumb: Buffer.alloc(100), width: 2560, height: 1920 };
    await keepPhoto(store, id, 1, 'heavy.jpg', heavy);
    const over = await upload(requestId, 2, phone, 'porch.jpg');
    expect([over.status, over.body.message]).toEqual([
      413,
      `porch.jpg would take this quote's photos past ${MAX_LEAD_PHOTO_BYTES / 1024 / 1024} MB together. Remove a photo you do not need, then add this one again.`,
    ]);
    expect(await readPhoto(store, id, 2, 'photo')).toBeNull();
    expect((await upload(requestId, 1, phone, 'porch.jpg')).status).toBe(201);
  });

  test('a photo refused by the endpoint is answered in words and nothing of it is kept', async () => {
    const requestId = `refused-${Date.now()}`;
    const answer = await upload(requestId, 1, svgFile(), 'plan.jpg');
    expect([answer.status, answer.body.message]).toEqual([400, `plan.jpg ${PHOTO_REFUSALS.drawing}`]);
    expect(fs.existsSync(path.join(dir, 'photo'))).toBe(false);
  });

  test('a quote whose photo upload failed is still a lead, and says which photo did not arrive', async () => {
    const requestId = `failed-${Date.now()}`;
    expect((await upload(requestId, 1, phone)).status).toBe(201);
    const sent = await quote(requestId, {
      photos: JSON.stringify([
        { slot: 1, name: 'IMG_1.jpg' },
        { slot: 2, name: 'porch.jpg' },
      ]),
    });
    expect(sent.status).toBe(201);
    const lead = (await readLead(folderStore(dir), sent.body.id))!;
    expect([lead.photos?.length, lead.photosMissing]).toEqual([1, ['porch.jpg']]);
    expect(photosLine(lead)).toMatch(/^1 photo came with it; 1 did not arrive \(porch\.jpg\)\. See them in the leads view: /);
  });

  test('without scripts, two photos posted inside the form are kept with it; a file that is not a photo turns the form down naming it', async () => {
    const two = [
      { fieldname: 'photos', originalname: 'front.jpg', buffer: phone },
      { fieldname: 'photos', originalname: 'back.jpg', buffer: phone },
    ];
    const sent = await quote('', { requestId: undefined, altcha: undefined }, two);
    expect(sent.status).toBe(201);
    const lead = (await readLead(folderStore(dir), sent.body.id))!;
    expect(lead.photos?.map((photo) => [photo.name, photo.width, photo.height])).toEqual([
      ['front.jpg', 1920, 2560],
      ['back.jpg', 1920, 2560],
    ]);
    const refused = await quote('', { requestId: undefined, altcha: undefined }, [{ fieldname: 'photos', originalname: 'yard.jpg', buffer: notAnImage() }]);
    expect([refused.status, refused.body.errors]).toEqual([400, [{ field: 'photos', message: `yard.jpg ${PHOTO_REFUSALS.notImage}` }]]);
    expect((await fs.promises.readdir(path.join(dir, 'submission'))).length).toBe(1);
  });
});
