/**
 * The content editor as staff run it with `npm run cms`, against a
 * throw-away copy of data/: the editor's local file proxy (src/cms/localProxy.ts,
 * the same one `npm run cms` starts) saving into the copy, and the editor's page
 * from static/admin/ with its configuration pointed at that proxy.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Dialog, expect, test, type Page } from '@playwright/test';
import express from 'express';
import { IMAGES } from '../../src/cms/editorConfig';
import { startLocalProxy } from '../../src/cms/localProxy';
import { closeServer } from '../../src/server/closeServer';
import { configFile } from '../../src/cms/writeAdmin';

const ROOT = path.resolve(__dirname, '../..');
export const ADMIN_DIR = path.join(ROOT, 'static/admin');

export interface EditorSite {
  /** The temporary repository the proxy saves into; its data/ starts as a copy of the real one. */
  repo: string;
  dataDir: string;
  adminUrl: string;
  close(): Promise<void>;
}

/** Starts the proxy and the editor's page on free local ports, over a fresh copy of data/. */
export async function startEditor(): Promise<EditorSite> {
  if (!fs.existsSync(path.join(ADMIN_DIR, 'index.html'))) throw new Error('static/admin/ is not written yet: run `npm run build` or `npm run cms` first');
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'));
  const dataDir = path.join(repo, 'data');
  fs.cpSync(path.join(ROOT, 'data'), dataDir, { recursive: true });

  // Its log lists the photo look-ups the previews make outside a field's upload folder (src/cms/previews.tsx): noise here.
  const proxy = await startLocalProxy({ repo, logLevel: 'error', photoFolder: IMAGES });
  // Made before the test's page asks, as `npm run cms` does: the first list of a worker took 15 s beside the rest of
  // `npm test`, and the editor said "Loading entry..." past the test's wait for it.
  await proxy.photosReady;

  const app = express();
  const config = configFile({ localBackendUrl: proxy.url });
  app.get('/admin/config.yml', (_req, res) => res.type('text/yaml').send(config));
  app.use('/admin', express.static(ADMIN_DIR));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    repo,
    dataDir,
    // Decap turns to the local proxy only on localhost.
    adminUrl: `http://localhost:${port}/admin/`,
    async close() {
      await Promise.all([proxy.close(), closeServer(server)]);
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}

// Decap CMS is a large application: its first load and each save take seconds on a loaded machine.
export const slow = { timeout: 20_000 };

/**
 * Opens an entry of the editor with no earlier entry's values in the form: a new load of the page at the entry's
 * address, logging in when asked (the local backend remembers the login). With `within`, and the page on an entry
 * that was saved before (a new entry is given its address by the editor after its save, later), the editor's own
 * navigation instead: out to the entry's collection, which closes the entry and discards its draft, then into the
 * next. Loading the editor, a large application, for every entry made a sweep over all records about twice as long
 * (docs/editor.md, "Tests").
 */
export async function openEntry(page: Page, site: EditorSite, route: string, { within = false } = {}) {
  const form = page.getByText('Writing in');
  if (within && page.url().startsWith(site.adminUrl) && /#\/collections\/[^/]+\/entries\/[^/]+$/.test(page.url())) {
    const collection = route.split('/')[0];
    // Leaving an entry with unsaved changes asks first; the tests that leave one mean to drop it.
    const leave = (dialog: Dialog) => dialog.accept();
    page.once('dialog', leave);
    await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${collection}`);
    await expect(form).toBeHidden(slow);
    page.off('dialog', leave);
    await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${route}`);
    await expect(page.locator(`a[href="#/collections/${collection}"]`).filter({ hasText: 'Writing in' })).toBeVisible(slow);
    return;
  }
  // From one entry to another only the address's fragment changes, which the browser would not load afresh.
  await page.goto('about:blank');
  await page.goto(`${site.adminUrl}#/collections/${route}`);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(form)).toBeVisible(slow);
  if (await login.isVisible()) await login.click();
  await expect(form).toBeVisible(slow);
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * The editor says the entry is saved: its bar's "Changes saved", which follows "Unsaved Changes" only once this save
 * is done, and the "Entry saved" notice (an earlier save's may still be showing when the editor was not reloaded).
 */
export async function expectSaved(page: Page) {
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible(slow);
  await expect(page.getByText('Entry saved').first()).toBeVisible(slow);
}

/**
 * One editor, proxy and browser page for a whole spec file, its tests run in order: the editor is started once, and
 * a sweep goes from entry to entry within it (openEntry), which keeps sweeps over many records short.
 */
export function shareOneEditor(use: (shared: { site: EditorSite; page: Page }) => void) {
  let shared: { site: EditorSite; page: Page };
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.beforeAll(async ({ browser }) => {
    shared = { site: await startEditor(), page: await browser.newPage() };
    use(shared);
  });
  test.afterAll(async () => {
    await shared.page.close();
    await shared.site.close();
  });
}
