/**
 * The leads view at scale (not a test). Serves the production build with a fresh store and a stand-in of the
 * repository host's API, sends `--leads` quotes, messages and partnership requests through the real form API, then
 * opens /admin/leads/ in Chromium signed in as someone who may publish, and prints how long the first screen took
 * (the first rows and the count drawn), how long until every lead was loaded, and how long the API took for the
 * first page and for the whole list. Needs a build (`npm run build`).
 *
 *   npm run bench:leads [-- --leads 2000 --runs 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { VALID } from '../__tests__/forms/fixtures';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from '../testing/chromium';
import { freePort, startGatsbyServe } from '../testing/processes';
import { startRepositoryHost } from '../testing/repositoryHost';
import { numberOption } from './options';
import { TEST_PROOF_TRIES, proofFrom } from '../testing/proof';

const root = path.resolve(__dirname, '..');
const LEADS = numberOption('leads', 2000);
const RUNS = numberOption('runs', 3);
const CONCURRENCY = 16;
const REPO = 'coastal/site';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const host = await startRepositoryHost('github', { 'token-owner': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' } } });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = await startGatsbyServe({
    root,
    port,
    env: {
      SUBMISSIONS_DIR: store,
      FORM_RATE_LIMIT: '1000000',
      PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES,
      SMTP_HOST: '',
      CMS_BACKEND: 'github',
      CMS_REPO: REPO,
      CMS_API_ROOT: host.api,
    },
  });
  try {
    const kinds = ['quote', 'contact', 'community'] as const;
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < LEADS) {
          const index = next++;
          const kind = kinds[index % 3];
          const response = await fetch(`${base}/api/${kind}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            // As from a browser with scripts, so that each lead lands in the Inbox the view opens on.
            body: JSON.stringify({ ...VALID[kind], email: `lead${index}@bench.example.com`, elapsedMs: '12000', altcha: await proofFrom(base) }),
          });
          if (response.status !== 201) throw new Error(`lead ${index}: ${response.status} ${await response.text()}`);
        }
      }),
    );
    console.log(`Leads view with ${LEADS} leads (sent through the form API in ${seconds(Date.now() - started)})`);

    const auth = { authorization: 'Bearer token-owner' };
    const timed = async (url: string) => {
      const start = performance.now();
      const response = await fetch(url, { headers: auth });
      await response.json();
      return performance.now() - start;
    };
    const browser = await chromium.launch({ executablePath: headlessShell ?? systemChromium, args: CHROMIUM_FLAGS });
    const firstScreen: number[] = [];
    const everything: number[] = [];
    const firstPage: number[] = [];
    const wholeList: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      firstPage.push(await timed(`${base}/api/leads?limit=50`));
      wholeList.push(await timed(`${base}/api/leads?limit=500`));
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'token-owner' })));
      const start = Date.now();
      await page.goto(`${base}/admin/leads/`);
      await page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row').nth(10).waitFor();
      firstScreen.push(Date.now() - start);
      await page.getByText(`All ${LEADS} leads shown.`).waitFor({ timeout: 120_000 });
      everything.push(Date.now() - start);
      await page.close();
    }
    await browser.close();
    console.log(`  first screen (rows drawn), median of ${RUNS}: ${seconds(median(firstScreen))}  [${firstScreen.map(seconds).join(', ')}]`);
    console.log(`  every lead loaded:                ${seconds(median(everything))}  [${everything.map(seconds).join(', ')}]`);
    console.log(`  API, first page of 50:            ${seconds(median(firstPage))}`);
    console.log(`  API, a page of 500:               ${seconds(median(wholeList))}`);
  } finally {
    await site.stop();
    await host.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
