/**
 * How long the forms' proof of work takes in a real browser on this machine, and what it adds to a form page.
 * Needs a production build (`npm run build`). For each run: a new browser context opens /contact, focuses the
 * first field, and the time is taken until the solving worker stops (the lazy chunk, the challenge, the worker's
 * own script and the solve: everything a visitor's browser does after the first touch). Then the bytes of the
 * lazy chunk and the worker, gzipped as a host sends them. In the whole browser, as visitors have it, or its headless
 * shell where only that is installed.
 *
 *   npm run bench:proof-of-work [-- --runs 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from '../testing/chromium';
import { startGatsbyServe } from '../testing/processes';
import { PROOF_COST, PROOF_TRIES } from '../src/server/defences/proofOfWork';

const root = path.resolve(__dirname, '..');
const port = 9178;
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 10;

if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const submissions = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proof-'));
  const server = await startGatsbyServe({ root, port, env: { SUBMISSIONS_DIR: submissions, PROOF_OF_WORK_SECRET: 'bench-'.padEnd(64, '0') } });
  const browser = await chromium.launch({ executablePath: systemChromium ?? headlessShell, args: CHROMIUM_FLAGS });
  const lazyFiles = new Set<string>();
  let challengeBytes = 0;
  try {
    const times: number[] = [];
    let workers = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('worker', () => (workers += 1));
      page.on('response', async (response) => {
        const { pathname } = new URL(response.url());
        if (pathname === '/api/challenge') challengeBytes = (await response.body()).length;
        else if (/proof-of-work|^\/\d+-[0-9a-f]+\.js$/.test(pathname) && response.request().resourceType() !== 'document') lazyFiles.add(pathname);
      });
      await page.goto(`http://127.0.0.1:${port}/contact`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      const solved = page.waitForEvent('worker').then((worker) => new Promise((resolve) => worker.on('close', resolve)));
      const start = performance.now();
      await page.getByLabel(/First Name/).focus();
      await solved;
      times.push(performance.now() - start);
      await context.close();
    }
    const threads = await (async () => {
      const page = await browser.newPage();
      const count = await page.evaluate(() => navigator.hardwareConcurrency);
      await page.close();
      return count;
    })();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`Proof of work: PBKDF2/SHA-256, ${PROOF_COST} iterations a try, ${PROOF_TRIES.min}-${PROOF_TRIES.max} tries (${os.cpus().length} cores here)`);
    console.log(
      `  from the first touch to solved, ${runs} runs: median ${seconds(median(times))}, fastest ${seconds(Math.min(...times))}, slowest ${seconds(Math.max(...times))}`,
    );
    console.log(`  workers a solve: ${workers / runs} (the browser reports ${threads} threads)`);
    for (const file of [...lazyFiles].sort()) {
      const bytes = fs.readFileSync(path.join(root, 'public', file));
      console.log(`  loaded on first touch: ${file}  ${bytes.length} bytes, ${zlib.gzipSync(bytes).length} gzipped`);
    }
    console.log(`  the challenge (GET /api/challenge): ${challengeBytes} bytes`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(submissions, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
