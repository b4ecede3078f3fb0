/**
 * What a quote with photos costs a visitor on a phone's connection (not a test). Needs a production build
 * (`npm run build`). Serves it with a fresh store, then, in a new browser context per run, on a throttled network
 * (Slow 4G as Chrome's DevTools define it: 150 ms round trip, 1.6 Mbps down, 750 kbps up), fills the quote, picks five
 * 12 MP phone photos (testing/photos.ts: 4032 × 3024, about 2.5 MB each) and presses Send:
 *
 *   - the bytes each photo sends after the form made it web-sized (the body of its /api/photo request);
 *   - from the pick to every photo sent (what happens while the visitor still types);
 *   - from Send to the thank-you, when Send is pressed right after picking (the worst case: every photo still
 *     to go), and when it is pressed once the photos are sent (the usual case: they went while the visitor typed).
 *
 *   npm run bench:photos [-- --runs 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from '../testing/chromium';
import { startGatsbyServe } from '../testing/processes';
import { phonePhoto } from '../testing/photos';
import { PHOTOS_LABEL } from '../src/forms/fields';
import { MAX_PHOTOS } from '../src/forms/photos';
import { numberOption } from './options';

const root = path.resolve(__dirname, '..');
const PORT = 9189;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = numberOption('runs', 3);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

if (!fs.existsSync(path.join(root, '.cache', 'functions', 'photo.js'))) {
  console.error('No production build with the photo function found: run `npm run build` first.');
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function fillQuote(page: Page, run: number) {
  await page.getByLabel(/First Name/).fill('Bench');
  await page.getByLabel(/Last Name/).fill(`Photos ${run}`);
  await page.getByLabel(/Email/).fill(`photos-${run}-${Date.now()}@bench.example.com`);
  await page.getByLabel(/Phone/).fill('(910) 555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
  await page.getByLabel(/City/).fill('Carolina Beach');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function main() {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  const server = await startGatsbyServe({ root, port: PORT, env: { SUBMISSIONS_DIR: store, FORM_RATE_LIMIT: '100000', PROOF_OF_WORK_TRIES: '2000' } });
  const browser = await chromium.launch({ executablePath: systemChromium ?? headlessShell, args: CHROMIUM_FLAGS });
  const photo = await phonePhoto();
  const files = Array.from({ length: MAX_PHOTOS }, (_, index) => ({ name: `IMG_04${index + 10}.jpg`, mimeType: 'image/jpeg', buffer: photo }));
  const sent: number[] = [];
  const allSent: number[] = [];
  const sendRightAway: number[] = [];
  const sendOnceSent: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const waitForPhotos of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        // The photo's bytes as the form hands them to fetch (Chromium gives no FormData body of Blobs back to Playwright).
        await page.addInitScript(() => {
          const sent: number[] = ((window as unknown as { sentPhotoBytes: number[] }).sentPhotoBytes = []);
          const original = window.fetch;
          window.fetch = (input, init) => {
            const photo = init?.body instanceof FormData ? init.body.get('photo') : null;
            if (photo instanceof Blob) sent.push(photo.size);
            return original(input, init);
          };
        });
        await page.goto(`${BASE}/quote/`);
        await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await fillQuote(page, run);
        // The form takes a bot for one sent within seconds; a visitor has spent longer than that by now.
        await page.waitForTimeout(3_000);
        const picked = performance.now();
        await page.getByLabel(new RegExp(`^${PHOTOS_LABEL}`)).setInputFiles(files);
        const list = page.getByRole('list', { name: 'Photos picked' });
        if (waitForPhotos) {
          await list
            .getByText(/^Sent \(/)
            .nth(MAX_PHOTOS - 1)
            .waitFor({ timeout: 300_000 });
          allSent.push(performance.now() - picked);
        }
        const pressed = performance.now();
        await page.getByRole('button', { name: 'Get My Free Quote' }).click();
        await page.getByRole('status').getByText('Quote request sent').waitFor({ timeout: 300_000 });
        (waitForPhotos ? sendOnceSent : sendRightAway).push(performance.now() - pressed);
        sent.push(...(await page.evaluate(() => (window as unknown as { sentPhotoBytes: number[] }).sentPhotoBytes)));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(store, { recursive: true, force: true });
  }
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`\nA quote with ${MAX_PHOTOS} phone photos (${kb(photo.length)} each as the phone wrote it) on Slow 4G, ${RUNS} runs, median:`);
  console.log(`  bytes a photo sends (the file in its request): ${kb(median(sent))} (smallest ${kb(Math.min(...sent))}, largest ${kb(Math.max(...sent))})`);
  console.log(`  from the pick to every photo sent:    ${seconds(median(allSent))}`);
  console.log(`  Send to thank-you, photos still going: ${seconds(median(sendRightAway))}`);
  console.log(`  Send to thank-you, photos already sent: ${seconds(median(sendOnceSent))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
