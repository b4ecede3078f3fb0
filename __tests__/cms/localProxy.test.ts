/**
 * @jest-environment node
 *
 * The editor's local proxy (src/cms/localProxy.ts) against decap-server as it comes: the photo list names the same
 * files, under the same ids, with a smaller copy of each photo, upright; everything else is decap-server's own answer.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { registerLocalFs } from 'decap-server/dist/middlewares';
import { type LocalProxy, type MediaFile, PREVIEW_SIDE, startLocalProxy } from '../../src/cms/localProxy';
import { rawRequest } from '../../testing/rawRequest';

let repo: string;
let proxy: LocalProxy;
let stock: { url: string; server: http.Server };

const call = (url: string, action: string, params: Record<string, unknown>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
const media = async (url: string, mediaFolder: string): Promise<MediaFile[]> => {
  const files: MediaFile[] = await (await call(url, 'getMedia', { mediaFolder })).json();
  return files.sort((a, b) => a.name.localeCompare(b.name));
};
const imagesDir = () => path.join(repo, 'data/images');
/** The size of the large test photos: larger than PREVIEW_SIDE. */
const [WIDE, HIGH] = [1200, 800];

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'local-proxy-'));
  fs.mkdirSync(imagesDir(), { recursive: true });
  const noise = { width: WIDE, height: HIGH, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } as const;
  // A camera photo, held upright: stored sideways with the EXIF orientation that turns it.
  await sharp({ create: noise }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toFile(path.join(imagesDir(), 'garden-upright.jpg'));
  await sharp({ create: noise }).webp().toFile(path.join(imagesDir(), 'patio.webp'));
  await sharp({ create: { ...noise, width: 300, height: 200 } })
    .png()
    .toFile(path.join(imagesDir(), 'small-logo.png'));
  fs.writeFileSync(path.join(imagesDir(), 'notes.txt'), 'not a photo');
  fs.mkdirSync(path.join(imagesDir(), 'older'));
  fs.writeFileSync(path.join(repo, 'data/site.json'), '{"title": "A"}\n');

  proxy = await startLocalProxy({ repo, logLevel: 'error' });
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  const app = express();
  await registerLocalFs(app, { logLevel: 'error' });
  process.env.GIT_REPO_DIRECTORY = before;
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  stock = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`, server };
}, 30_000);

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => stock.server.close(resolve));
  fs.rmSync(repo, { recursive: true, force: true });
});

test('the photo list names the files decap-server names, with its ids and paths', async () => {
  const [ours, theirs] = await Promise.all([media(proxy.url, 'data/images'), media(stock.url, 'data/images')]);
  const listed = (files: MediaFile[]) => files.map(({ id, name, path, encoding }) => ({ id, name, path, encoding }));
  expect(listed(ours)).toEqual(listed(theirs));
  expect(ours.map((file) => file.name)).toEqual(['garden-upright.jpg', 'notes.txt', 'patio.webp', 'small-logo.png']);
});

test('a large photo comes as a copy at most PREVIEW_SIDE pixels long, in its own format, upright; a small one and any other file come whole', async () => {
  const ours = Object.fromEntries((await media(proxy.url, 'data/images')).map((file) => [file.name, file]));
  const theirs = Object.fromEntries((await media(stock.url, 'data/images')).map((file) => [file.name, file]));
  const shown = (name: string) => sharp(Buffer.from(ours[name].content, 'base64')).metadata();

  const upright = await shown('garden-upright.jpg');
  expect({ format: upright.format, width: upright.width, height: upright.height, orientation: upright.orientation }).toEqual({
    format: 'jpeg',
    width: Math.round((PREVIEW_SIDE * HIGH) / WIDE),
    height: PREVIEW_SIDE,
    orientation: undefined,
  });
  const patio = await shown('patio.webp');
  expect([patio.format, patio.width, patio.height]).toEqual(['webp', PREVIEW_SIDE, Math.round((PREVIEW_SIDE * HIGH) / WIDE)]);
  expect(ours['patio.webp'].content.length).toBeLessThan(theirs['patio.webp'].content.length / 4);

  expect(ours['small-logo.png'].content).toBe(theirs['small-logo.png'].content);
  expect(ours['notes.txt'].content).toBe(theirs['notes.txt'].content);
});

test('a photo replaced on disk is listed with its new id and picture', async () => {
  const file = path.join(imagesDir(), 'patio.webp');
  const before = (await media(proxy.url, 'data/images')).find((f) => f.name === 'patio.webp')!;
  await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#2f7d4a' } })
    .webp()
    .toFile(file);
  const after = (await media(proxy.url, 'data/images')).find((f) => f.name === 'patio.webp')!;
  expect(after.id).toBe(crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  expect(after.id).not.toBe(before.id);
  expect((await sharp(Buffer.from(after.content, 'base64')).metadata()).width).toBe(PREVIEW_SIDE);
});

test('started with its photo folder, as `npm run cms` starts it, it has the list made before the editor first asks', async () => {
  /** A repository of its own, with photos no other test made (the copies are kept by the photo's digest). */
  const freshRepo = async (colour: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-proxy-ready-'));
    fs.mkdirSync(path.join(dir, 'data/images'), { recursive: true });
    await sharp({ create: { width: WIDE, height: HIGH, channels: 3, background: colour } })
      .jpeg()
      .toFile(path.join(dir, 'data/images/lawn.jpg'));
    return dir;
  };
  const copiesMadeByFirstList = async (photoFolder: string | undefined) => {
    const dir = await freshRepo(photoFolder ? '#3a7d44' : '#7d3a44');
    const started = await startLocalProxy({ repo: dir, logLevel: 'error', photoFolder });
    const encodes = jest.spyOn(sharp.prototype, 'toBuffer');
    try {
      await started.photosReady;
      encodes.mockClear();
      const [lawn] = await media(started.url, 'data/images');
      expect((await sharp(Buffer.from(lawn.content, 'base64')).metadata()).width).toBe(PREVIEW_SIDE);
      return encodes.mock.calls.length;
    } finally {
      encodes.mockRestore();
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  expect(await copiesMadeByFirstList('data/images')).toBe(0);
  // Without it, the editor's first list makes the copy.
  expect(await copiesMadeByFirstList(undefined)).toBe(1);
});

test('the photos on disk are never touched, and everything else is decap-server’s own: reading, saving, and refusing a folder outside the repository', async () => {
  const photos = () => fs.readdirSync(imagesDir()).map((name) => [name, fs.statSync(path.join(imagesDir(), name)).mtimeMs]);
  const before = photos();
  await media(proxy.url, 'data/images');
  expect(photos()).toEqual(before);

  const entry = await (await call(proxy.url, 'getEntry', { path: 'data/site.json' })).json();
  expect(entry.data).toBe('{"title": "A"}\n');
  const saved = await call(proxy.url, 'persistEntry', {
    entry: { slug: 'site', path: 'data/site.json', raw: '{"title": "B"}\n' },
    assets: [],
    options: { collectionName: 'site', commitMessage: 'Update site', useWorkflow: false, status: 'draft' },
  });
  expect(saved.ok).toBe(true);
  expect(fs.readFileSync(path.join(repo, 'data/site.json'), 'utf8')).toBe('{"title": "B"}\n');

  const refused = async (url: string) =>
    Promise.all(['../..', '/data/images'].map(async (mediaFolder) => (await call(url, 'getMedia', { mediaFolder })).status));
  expect(await refused(proxy.url)).toEqual([422, 422]);
  expect(await refused(stock.url)).toEqual([422, 422]);
});

test('the editor’s page on this computer may read the photo list; a page elsewhere is not told it may', async () => {
  const ask = (origin: string) =>
    fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'data/images' } }),
    });
  expect((await ask('http://localhost:8000')).headers.get('access-control-allow-origin')).toBe('http://localhost:8000');
  expect((await ask('https://example.org')).headers.get('access-control-allow-origin')).toBeNull();
});

describe('it answers only pages of this computer (src/server/localGuard.ts)', () => {
  const listing = (mediaFolder: string) => JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder } });
  const proxyHost = () => new URL(proxy.url).host;
  beforeAll(() => {
    fs.mkdirSync(path.join(repo, '.submissions/submission'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.submissions/submission/lead.json'), '{"email": "customer@example.com"}\n');
  });

  test.each<{ what: string; headers: Record<string, string> }>([
    { what: 'a page of another site', headers: { origin: 'https://evil.test' } },
    { what: 'a sandboxed page', headers: { origin: 'null' } },
    { what: 'a hostile name resolving here (DNS rebinding)', headers: { host: 'evil.test:8081' } },
  ])('$what: its preflight and its requests are refused (403), and it reads no file', async ({ headers }) => {
    const record = fs.readFileSync(path.join(repo, 'data/site.json'), 'utf8');
    const preflight = await rawRequest({
      url: proxy.url,
      method: 'OPTIONS',
      headers: { host: proxyHost(), 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', ...headers },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    for (const folder of ['.submissions/submission', 'data']) {
      const answer = await rawRequest({
        url: proxy.url,
        method: 'POST',
        headers: { host: proxyHost(), 'content-type': 'application/json', ...headers },
        body: listing(folder),
      });
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('lead.json');
      expect(answer.text).not.toContain('site.json');
    }
    const save = await rawRequest({
      url: proxy.url,
      method: 'POST',
      headers: { host: proxyHost(), 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        action: 'persistEntry',
        params: { branch: 'main', dataFiles: [{ path: 'data/site.json', raw: '{"title": "Hacked"}\n' }], assets: [] },
      }),
    });
    expect(save.status).toBe(403);
    expect(fs.readFileSync(path.join(repo, 'data/site.json'), 'utf8')).toBe(record);
  });

  test('the editor on this computer, under each of its names, is answered', async () => {
    for (const origin of ['http://localhost:8000', 'http://127.0.0.1:8000', 'http://[::1]:8000']) {
      const answer = await rawRequest({
        url: proxy.url,
        method: 'POST',
        headers: { host: proxyHost(), origin, 'content-type': 'application/json' },
        body: listing('data/images'),
      });
      expect({ origin, status: answer.status }).toEqual({ origin, status: 200 });
    }
  });
});
