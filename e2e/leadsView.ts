/**
 * The leads view of the editor on the production build, for the browser tests that use it (leads.spec.ts,
 * photos.spec.ts): `npm run serve` with a store of its own, the leads API's repository host a stand-in that knows
 * `accounts`, and a mail server where `mail` says.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, startGatsbyServe } from '../testing/processes';
import { TEST_PROOF_TRIES } from '../testing/proof';
import { type Account, startRepositoryHost } from '../testing/repositoryHost';

const ROOT = path.resolve(__dirname, '..');

/** The repository the live editor publishes to, as the stand-in knows it. */
export const REPO = 'coastal/site';

export async function startLeadsSite(accounts: Record<string, Account>, mail: Record<string, string>) {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-view-'));
  const host = await startRepositoryHost('github', accounts);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = await startGatsbyServe({
    root: ROOT,
    port,
    env: {
      ...mail,
      SUBMISSIONS_DIR: store,
      FORM_RATE_LIMIT: '100000',
      PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES,
      CMS_BACKEND: 'github',
      CMS_REPO: REPO,
      CMS_API_ROOT: host.api,
      CMS_AUTH_URL: 'https://auth.example.com',
    },
  });
  return {
    base,
    store,
    host,
    async stop() {
      await site.stop();
      await host.close();
      fs.rmSync(store, { recursive: true, force: true });
    },
  };
}

/** Opens `address` of the site at `base` signed in to the editor with `token` (none: signed out), as Decap keeps its login. */
export async function openLeadsAs(page: Page, base: string, token: string | null, address = '/admin/leads/') {
  // Before the page's own script runs; a later call's script runs after an earlier one's, so the last login holds.
  await page.addInitScript((value) => {
    if (value) localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: value }));
    else localStorage.removeItem('decap-cms-user');
  }, token);
  await page.goto(`${base}${address}`);
}
