/**
 * The form and photo API on the open internet, tried from outside as someone who means it would (issue 64, items 5
 * and 8), against the production build served by `npm run serve` as the server recipe runs it behind Caddy
 * (TRUST_PROXY=1) with the default limit of 10 forms an address:
 *
 *   - a page of another site, in Chromium, posting a form and a photo from its visitor's browser: refused, nothing kept;
 *     the same with a forged Origin by a raw request; the no-script form still accepted;
 *   - 60 posts at once from one address: exactly 10 get through;
 *   - the challenges one address may fetch; the address counted behind the proxy (what the proxy added, IPv6 by /64);
 *   - the time taken, from the challenge the server issued rather than the browser's word;
 *   - a refused body answered with `Connection: close`, so a kept-alive client's next posts do not fail.
 *
 * Requests come from loopback addresses of their own (127.0.0.x), so that each test's count of forms is its own.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { closeServer } from '../src/server/closeServer';
import { folderStore } from '../src/server/store/folderStore';
import { leadIdFor, readLeads } from '../src/server/store/ledger';
import { type Started, freePort, startGatsbyServe } from '../testing/processes';
import { TEST_PROOF_TRIES, proofFrom, solved } from '../testing/proof';
import { rawRequest } from '../testing/rawRequest';
import { VALID } from '../__tests__/forms/fixtures';

const ROOT = path.resolve(__dirname, '..');
const FORM_RATE_LIMIT = 10;
const REFUSED = 'came from another website';

test.describe.configure({ mode: 'serial' });

let store: string;
let site: Started;
let port: number;
let hostile: http.Server;
let hostilePort: number;
let photo: Buffer;

/** The site as its own pages address it, and as a page of another site (`localhost` is another site than `127.0.0.1`). */
const api = (route: string) => `http://127.0.0.1:${port}${route}`;
const leads = () => readLeads(folderStore(store));
const leadsFrom = async (email: string) => (await leads()).filter((lead) => lead.values.email === email);
const photoFolder = (requestId: string) => path.join(store, 'photo', leadIdFor('quote', requestId));

/** A page of another site: a form that posts itself to this site as it loads, or an empty page for scripts to run in. */
function hostilePage(url: URL) {
  if (url.pathname !== '/form') return '<!doctype html><title>Win a prize</title><p>Congratulations!</p>';
  const fields = Object.entries({ ...VALID.contact, email: url.searchParams.get('email') ?? '' })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><title>Win a prize</title><form method="post" action="${url.searchParams.get('to')}">${fields}</form><script>document.forms[0].submit()</script>`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'open-internet-forms-'));
  [port, hostilePort] = [await freePort(), await freePort()];
  hostile = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(new URL(req.url ?? '/', 'http://x'))));
  await new Promise<void>((resolve) => hostile.listen(hostilePort, '127.0.0.1', resolve));
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
  site = await startGatsbyServe({
    root: ROOT,
    port,
    env: { SUBMISSIONS_DIR: store, FORM_RATE_LIMIT: String(FORM_RATE_LIMIT), TRUST_PROXY: '1', PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES },
  });
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), hostile && closeServer(hostile)]);
  if (store) fs.rmSync(store, { recursive: true, force: true });
});

/** A multipart body as a browser sends one: the quote's photo for a slot. */
async function photoBody(requestId: string) {
  const form = new FormData();
  form.set('requestId', requestId);
  form.set('slot', '1');
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'yard.jpg');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

test.describe('a page of another site', () => {
  for (const [id, what, from] of [
    ['other-site', 'another site (localhost)', () => `http://localhost:${hostilePort}`],
    ['other-port', 'another port of this host (same site, another origin)', () => `http://127.0.0.1:${hostilePort}`],
  ] as const) {
    test(`on ${what}, in Chromium: its self-posting form, its fetches and its photo upload are refused, and nothing is kept`, async ({ page }) => {
      const email = `prize-${id}@example.com`;
      const posted = page.waitForResponse(api('/api/contact'));
      await page.goto(`${from()}/form?${new URLSearchParams({ to: api('/api/contact'), email })}`);
      const answer = await posted;
      expect(answer.status()).toBe(403);
      await expect(page.locator('body')).toContainText(REFUSED);

      // What the site answered each request it saw from the page (a no-cors answer is opaque to the page itself).
      const answered: number[] = [];
      page.on('response', (response) => void (response.url().startsWith(api('/api/')) && answered.push(response.status())));
      await page.goto(`${from()}/`);
      const requestId = `prize-photo-${id}-${Date.now()}`;
      const outcomes = await page.evaluate(
        async ({ contact, quote, photoUrl, requestId, photo }) => {
          const fields = (values: Record<string, string | string[]>) => {
            const body = new URLSearchParams();
            for (const [name, value] of Object.entries(values)) for (const each of [value].flat()) body.append(name, each);
            return body;
          };
          const form = new FormData();
          form.set('requestId', requestId);
          form.set('slot', '1');
          form.set('photo', new Blob([Uint8Array.from(atob(photo), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'yard.jpg');
          const tries = {
            // Sent, although the page may not read the answer (a simple request needs no preflight).
            'cors form fields': () => fetch(contact.url, { method: 'POST', body: fields(contact.values) }),
            'no-cors form fields': () => fetch(quote.url, { method: 'POST', mode: 'no-cors', body: fields(quote.values) }),
            'no-cors photo': () => fetch(photoUrl, { method: 'POST', mode: 'no-cors', body: form }),
          };
          const results: Record<string, string> = {};
          for (const [name, send] of Object.entries(tries))
            results[name] = await send().then(
              (response) => `${response.type} ${response.status}`,
              (error: Error) => `failed: ${error.message}`,
            );
          return results;
        },
        {
          contact: { url: api('/api/contact'), values: { ...VALID.contact, email } },
          quote: { url: api('/api/quote'), values: { ...VALID.quote, email } },
          photoUrl: api('/api/photo'),
          requestId,
          photo: photo.toString('base64'),
        },
      );
      expect(outcomes).toEqual({ 'cors form fields': 'failed: Failed to fetch', 'no-cors form fields': 'opaque 0', 'no-cors photo': 'opaque 0' });
      await expect.poll(() => answered).toEqual([403, 403]);
      expect(await leadsFrom(email)).toEqual([]);
      expect(fs.existsSync(photoFolder(requestId))).toBe(false);
    });
  }

  test('a forged Origin, by a raw request: each form and the photo API refuse it (403, in words), and nothing is kept', async () => {
    const email = 'forged-origin@example.com';
    for (const kind of ['quote', 'contact', 'community'] as const) {
      const answer = await rawRequest({
        url: api(`/api/${kind}`),
        method: 'POST',
        localAddress: '127.0.0.40',
        headers: { origin: 'https://prize.example', accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...VALID[kind], email } as Record<string, string>).toString(),
      });
      expect(answer.status, kind).toBe(403);
      expect(answer.headers['content-type'], kind).toContain('text/html');
      expect(answer.text, kind).toContain(REFUSED);
    }
    const requestId = `forged-origin-${Date.now()}`;
    const { body, type } = await photoBody(requestId);
    const upload = await rawRequest({
      url: api('/api/photo'),
      method: 'POST',
      localAddress: '127.0.0.40',
      headers: { origin: 'https://prize.example', 'sec-fetch-site': 'cross-site', accept: 'application/json', 'content-type': type },
      body,
    });
    expect(upload.status).toBe(403);
    expect(JSON.parse(upload.text)).toEqual({ ok: false, message: expect.stringContaining(REFUSED) });
    expect(await leadsFrom(email)).toEqual([]);
    expect(fs.existsSync(photoFolder(requestId))).toBe(false);
  });

  test('the no-script form is still kept: posted with no Origin (an older browser), with its own Origin, and as Chromium sends it', async () => {
    const sends = {
      'no Origin': {},
      'its own Origin': { origin: `http://127.0.0.1:${port}` },
      'as Chromium sends it': { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    };
    for (const [what, headers] of Object.entries(sends)) {
      const email = `no-script-${what.replace(/\W+/g, '-')}@example.com`;
      const answer = await rawRequest({
        url: api('/api/contact'),
        method: 'POST',
        localAddress: '127.0.0.41',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ ...VALID.contact, email }).toString(),
      });
      expect(answer.status, what).toBe(201);
      expect(answer.text, what).toContain('Thank you, your message has been sent.');
      expect(await leadsFrom(email), what).toHaveLength(1);
    }
  });

  test('this site’s own page in Chromium sends a photo and a form as before', async ({ page }) => {
    await page.goto(api('/contact/'));
    const email = 'own-page@example.com';
    const requestId = `own-page-${Date.now()}`;
    const statuses = await page.evaluate(
      async ({ values, requestId, photo }) => {
        const form = new FormData();
        form.set('requestId', requestId);
        form.set('slot', '1');
        form.set('photo', new Blob([Uint8Array.from(atob(photo), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'yard.jpg');
        const sentPhoto = await fetch('/api/photo', { method: 'POST', body: form, headers: { accept: 'application/json' } });
        const sent = await fetch('/api/contact', {
          method: 'POST',
          body: JSON.stringify(values),
          headers: { accept: 'application/json', 'content-type': 'application/json' },
        });
        return [sentPhoto.status, sent.status];
      },
      { values: { ...VALID.contact, email }, requestId, photo: photo.toString('base64') },
    );
    expect(statuses).toEqual([201, 201]);
    expect(await leadsFrom(email)).toHaveLength(1);
  });
});

test(`of 60 posts sent at once from one address under a limit of ${FORM_RATE_LIMIT}, exactly ${FORM_RATE_LIMIT} get through`, async () => {
  test.setTimeout(120_000);
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, index) =>
      rawRequest({
        url: api('/api/contact'),
        method: 'POST',
        localAddress: '127.0.0.42',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ ...VALID.contact, email: `at-once-${index}@example.com` }),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect({ kept: statuses.filter((status) => status === 201).length, held: statuses.filter((status) => status === 429).length }).toEqual({
    kept: FORM_RATE_LIMIT,
    held: 60 - FORM_RATE_LIMIT,
  });
  expect((await leads()).filter((lead) => String(lead.values.email).startsWith('at-once-'))).toHaveLength(FORM_RATE_LIMIT);
  for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
});

test('one address may fetch five challenges a form it may send; then 429 with Retry-After, and another address still gets one', async () => {
  const statuses: number[] = [];
  let last = await rawRequest({ url: api('/api/challenge'), localAddress: '127.0.0.43', headers: { accept: 'application/json' } });
  for (let i = 0; i < 5 * FORM_RATE_LIMIT; i += 1) {
    statuses.push(last.status);
    last = await rawRequest({ url: api('/api/challenge'), localAddress: '127.0.0.43', headers: { accept: 'application/json' } });
  }
  expect(statuses).toEqual(Array(5 * FORM_RATE_LIMIT).fill(200));
  expect(last.status).toBe(429);
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  expect(last.headers['access-control-allow-origin']).toBeUndefined();
  expect((await rawRequest({ url: api('/api/challenge'), localAddress: '127.0.0.44' })).status).toBe(200);
});

test.describe('behind the trusted proxy (TRUST_PROXY=1)', () => {
  const post = (forwardedFor: string, email: string) =>
    rawRequest({
      url: api('/api/contact'),
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ ...VALID.contact, email }),
    });

  test('the address the proxy added (the last of X-Forwarded-For) is counted, whatever the sender wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT + 2; i += 1) statuses.push((await post(`198.51.100.${i}, 203.0.113.50`, `forwarded-${i}@example.com`)).status);
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT).fill(201), 429, 429]);
  });

  test('an IPv6 visitor counts by the /64 of their line, and an IPv4 address written as IPv6 is that IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT + 2; i += 1) statuses.push((await post(`2001:db8:77:1::${(i + 1).toString(16)}`, `six-${i}@example.com`)).status);
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT).fill(201), 429, 429]);
    for (let i = 0; i < FORM_RATE_LIMIT; i += 1) expect((await post('203.0.113.60', `four-${i}@example.com`)).status).toBe(201);
    expect((await post('::ffff:203.0.113.60', 'four-as-six@example.com')).status).toBe(429);
  });
});

test.describe('the time taken', () => {
  let sender = 0;
  const send = async (email: string, altcha: string, extra: Record<string, string> = {}) => {
    const answer = await rawRequest({
      url: api('/api/contact'),
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${(sender += 1)}` },
      body: JSON.stringify({ ...VALID.contact, email, altcha, ...extra }),
    });
    expect(answer.status).toBe(201);
    const [lead] = await leadsFrom(email);
    return lead;
  };

  test('is taken from the challenge the server issued: one fetched, solved and sent at once waits in Held, with or without elapsedMs', async () => {
    const fresh = async () => solved((await (await fetch(api('/api/challenge'))).json()) as Challenge);
    const left = await send('too-fast-left-out@example.com', await fresh());
    expect({ place: left.place, reasons: left.arrival?.reasons }).toEqual({
      place: 'held',
      reasons: expect.arrayContaining(['sent within seconds of the page opening']),
    });
    const claimed = await send('too-fast-claimed@example.com', await fresh(), { elapsedMs: '12000' });
    expect(claimed.place).toBe('held');
  });

  test('a challenge issued a person’s time before the post reaches the Inbox without the browser’s figure', async () => {
    const lead = await send('in-time@example.com', await proofFrom(api('')));
    expect(lead.place).toBe('inbox');
  });
});

test('a refused body is answered with Connection: close, and valid posts sent at once after it on a kept-alive client all succeed', async () => {
  const refused = await fetch(api('/api/contact'), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: Buffer.alloc(1024 * 1024, 'a'),
  });
  expect(refused.status).toBe(413);
  expect(refused.headers.get('connection')).toBe('close');
  // One post after another on Node's fetch, whose connections are kept alive, for longer than a refused connection
  // lingers (a second); each from an address of its own behind the proxy, so that none is over the limit.
  const outcomes = new Map<string, number>();
  const until = Date.now() + 1500;
  for (let i = 0; Date.now() < until; i += 1) {
    const outcome = await fetch(api('/api/contact'), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ ...VALID.contact, email: `after-refusal-${i}@example.com` }),
    }).then(
      (answer) => answer.text().then(() => String(answer.status)),
      (error: Error & { cause?: { code?: string } }) => `failed: ${error.cause?.code ?? error.message}`,
    );
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  expect([...outcomes.keys()]).toEqual(['201']);
});
