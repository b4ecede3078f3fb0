/**
 * @jest-environment node
 *
 * A page of another site cannot post this site's forms or photos from its visitors' browsers (issue 64, item 5): the
 * form handler (src/server/forms/handler.ts) and the photo API (src/server/photos/photoApi.ts) called as Gatsby calls them, with the headers a
 * browser sends from a page of another site, from a page of this site, and from no browser at all. A refused post
 * keeps nothing and counts nothing; the no-script form and a browser that sends neither header still get through.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callFunction } from '../../testing/functionCall';
import { phonePhoto } from '../../testing/photos';
import { createFormHandler } from '../../src/server/forms/handler';
import { createPhotoHandler } from '../../src/server/photos/photoApi';
import { VALID } from './fixtures';

const HOST = 'www.coastal.example';
let dir: string;
let counter = 0;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cross-site-'));
  process.env.SUBMISSIONS_DIR = dir;
  delete process.env.SMTP_HOST;
  process.env.FORM_RATE_LIMIT = '1';
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.FORM_RATE_LIMIT;
});

/** Every file the store holds, by key: a refused post leaves none (no lead, no photo, no count of the address). */
const stored = () => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.(json|bin)$/.test(name)) : []);

const form = (headers: Record<string, string>, address = `198.51.100.${(counter += 1)}`) =>
  callFunction(createFormHandler('contact'), {
    method: 'POST',
    body: { ...VALID.contact, elapsedMs: '12000' },
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    address,
  });

describe('a form post', () => {
  test.each([
    ['a form on another site (Chromium, Firefox, Safari 16.4+)', { origin: 'https://prize.example', 'sec-fetch-site': 'cross-site' }],
    ['a fetch in no-cors mode from another site', { origin: 'https://prize.example', 'sec-fetch-site': 'cross-site', accept: '*/*' }],
    ['another site, from a browser without Fetch Metadata (older Safari)', { origin: 'https://prize.example' }],
    ['a sandboxed frame or a data: page (Origin null)', { origin: 'null' }],
    ['another site on a subdomain of this one', { origin: `https://shop.coastal.example`, 'sec-fetch-site': 'same-site' }],
    ['another port of this host', { origin: `https://${HOST}:8443`, 'sec-fetch-site': 'same-site' }],
    ['cross-site said, whatever the Origin', { origin: `https://${HOST}`, 'sec-fetch-site': 'cross-site' }],
  ])('from %s is refused with 403 in the visitor’s words, and nothing is kept or counted', async (_, headers) => {
    const answer = await form({ accept: 'text/html', ...headers });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('came from another website');
    expect(stored()).toEqual([]);
  });

  test('a script gets the refusal as JSON', async () => {
    const answer = await form({ accept: 'application/json', origin: 'https://prize.example', 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ ok: false, message: expect.stringContaining('came from another website'), errors: [] });
  });

  test('a refused post does not use up the address’s forms: its next post from this site is kept', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) expect((await form({ origin: 'https://prize.example', 'sec-fetch-site': 'cross-site' }, address)).status).toBe(403);
    expect((await form({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }, address)).status).toBe(201);
  });

  test.each([
    ['the no-script form in a browser without either header', {}],
    ['the no-script form with this site’s Origin', { origin: `https://${HOST}` }],
    ['this site’s page, said by Fetch Metadata', { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    [
      'this site’s page behind a proxy that rewrites Host (Fetch Metadata vouches for it)',
      { host: '127.0.0.1:9000', origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' },
    ],
    ['the site’s own address (data/business.json url), under another Host', { host: '127.0.0.1:9000', origin: 'https://www.coastalcarolinalandscaping.com' }],
    ['a bookmark or typed address (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
    ['the same host with an explicit default port', { host: `${HOST}:443`, origin: `https://${HOST}` }],
  ])('from %s is kept (201)', async (_, headers) => {
    const answer = await form({ accept: 'text/html', ...headers });
    expect(answer.status).toBe(201);
    expect(answer.body).toContain('Thank you');
  });
});

describe('a photo post', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto();
  });

  const upload = (headers: Record<string, string>) =>
    callFunction(createPhotoHandler(), {
      method: 'POST',
      body: { requestId: `cross-site-${(counter += 1)}`, slot: '1' },
      files: [{ fieldname: 'photo', originalname: 'yard.jpg', buffer: photo, size: photo.length }],
      headers: { host: HOST, accept: 'application/json', 'content-type': 'multipart/form-data; boundary=x', ...headers },
      address: `198.51.100.${counter}`,
    });

  test('from a page of another site is refused with 403 in the visitor’s words, and nothing is kept or counted', async () => {
    const sends: Record<string, string>[] = [{ origin: 'https://prize.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://prize.example' }];
    for (const headers of sends) {
      const answer = await upload(headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ ok: false, message: expect.stringContaining('came from another website') });
    }
    expect(stored()).toEqual([]);
  });

  test('from this site’s quote form is kept (201)', async () => {
    expect((await upload({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  }, 20_000);
});
