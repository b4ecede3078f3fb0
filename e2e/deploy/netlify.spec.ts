/**
 * The Netlify build served by Netlify's own local runtime: `netlify serve` (netlify-cli, pinned in
 * testing/netlify-cli/ and installed on first use) builds a throwaway copy of the project with the real
 * netlify.toml, bundles the adapter's functions as Netlify's build does, and serves public/ with _headers and
 * _redirects, the functions and a local Netlify Blobs store. Offline, and without edge functions, which the site has
 * none of (their runtime is downloaded on first use). A visitor sends a quote in the browser; the function answers
 * 201, the lead is in that runtime's Blobs store, `npm run leads` lists it, and the company gets the mail.
 *
 * What the runtime cannot do, a new function instance for every call, stays with the stand-in of
 * testing/netlifyFunctions.ts (the faults of __tests__/build/throwaway-builds.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { parseHeadersFile } from '../../src/build/headersFile';
import { runScript } from '../../testing/leadScenarios';
import { installedTools } from '../../testing/pinnedTools';
import { type Started, answers, freePort, startProcess } from '../../testing/processes';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { type ThrowawayProject, throwawayProject } from '../../testing/throwawayProject';
import { startBlobsServer } from '../../testing/blobsServer';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { netlifyBlobsStore } from '../../src/server/store/blobsStore';
import { BLOBS_STORE_NAME } from '../../src/server/settings';
import { readLeads, storeSubmission } from '../../src/server/store/ledger';
import { SPAM_KEPT_DAYS } from '../../src/leads/places';
import { easternDate } from '../../src/leads/rows';
import { LEAD_READERS, expectDeletedWithItsPhotos, expectLeadsApi } from './leadsApi';
import { site as siteText } from '../content';
import { ROUTES, expectHeadersOfRules } from '../helpers';
import { fillEveryStep, openWithClock, uniqueEmail } from '../quoteSteps';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE } from '../../src/forms/photos';
import { PHOTOS_TOO_LARGE } from '../../src/server/bodyLimits.cjs';
import { describePhoto, sendLargestSet } from '../../testing/photos';
import { proofFrom } from '../../testing/proof';
import { VALID } from '../../__tests__/forms/fixtures';
import { NUDGE_AFTER_MS } from '../../src/server/nudge/nudges';
import { addDevice } from '../../src/server/push/devices';
import { openMsBefore } from '../../testing/openingClock';
import { type PushService, startPushService } from '../../testing/pushService';

const ROOT = path.resolve(__dirname, '../..');

test.describe.configure({ mode: 'serial' });

let project: ThrowawayProject;
let netlify: Started;
let mail: TestMailServer;
let site: string;
let repositoryHost: RepositoryHost;
let push: PushService;

test.beforeAll(async () => {
  // Installing the runtime (once per lock), a build of the copy, and the runtime's own start.
  test.setTimeout(540_000);
  const cli = path.join(installedTools(path.join(ROOT, 'testing/netlify-cli'), 'netlify-cli'), 'node_modules/.bin/netlify');
  // The integration tier's throwaway builds, which `npm test` runs beside the browser tests, hold the slot until their
  // last test, and leave Gatsby's cache in it: waiting for them (and for the editor's rebuild, which may take the slot
  // first) makes this build a warm one (docs/writing-tests.md). Queued after the desktop tests (playwright.config.ts),
  // this seldom waits.
  project = await throwawayProject({ waitForSlotMs: 300_000 });
  fs.copyFileSync(path.join(ROOT, 'netlify.toml'), path.join(project.dir, 'netlify.toml'));
  // Netlify's own functions (the scheduled lead round), which Netlify's build bundles beside the adapter's.
  fs.cpSync(path.join(ROOT, 'netlify'), path.join(project.dir, 'netlify'), { recursive: true });
  mail = await startMailServer();
  push = await startPushService();
  repositoryHost = await startRepositoryHost('github', LEAD_READERS);
  const port = await freePort();
  site = `http://localhost:${port}`;
  netlify = await startProcess('netlify serve', cli, ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port)], {
    cwd: project.dir,
    // The form API's mail settings reach the functions as a site's environment variables would.
    env: {
      ...mail.env,
      // The nudges' pushes go to the stand-in push service (its certificate trusted, its origin let in).
      ...push.env,
      // The live editor's settings, which the leads API asks the repository host with (here a stand-in).
      CMS_BACKEND: 'github',
      CMS_REPO: 'coastal/site',
      CMS_API_ROOT: repositoryHost.api,
      BROWSER: 'none',
      NETLIFY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
    ready: answers(`${site}/robots.txt`),
    timeoutMs: 360_000,
  });
});

/** Runs `work` on the live site's Blobs store in the service `env` (NETLIFY_BLOBS_CONTEXT) names, opened as `npm run leads` opens it. */
async function throughBlobs<T>(env: Record<string, string>, work: (store: KeyValueStore) => Promise<T>): Promise<T> {
  const before = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = env.NETLIFY_BLOBS_CONTEXT;
  try {
    return await work(netlifyBlobsStore(BLOBS_STORE_NAME));
  } finally {
    if (before === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = before;
  }
}

/** The ids of the leads in the Blobs store that `env` (NETLIFY_BLOBS_CONTEXT) names, read as `npm run leads` reads them. */
const readLeadsThrough = (env: Record<string, string>) => throughBlobs(env, async (store) => ({ leads: (await readLeads(store)).map((lead) => lead.id) }));

test.afterAll(async () => {
  await netlify?.stop();
  await mail?.stop();
  await push?.stop();
  await repositoryHost?.close();
  project?.remove();
});

test('every route, the editor and the 404 page come with the headers of public/_headers', async ({ request }) => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(project.dir, 'public/_headers'), 'utf8'));
  for (const route of [...ROUTES, '/admin/', '/no-such-page']) {
    const response = await request.get(`${site}${route}`, { maxRedirects: 0 });
    expect(response.status(), route).toBe(route === '/no-such-page' ? 404 : 200);
    expectHeadersOfRules(response, rules, route);
  }
});

test('an unknown address shows the site’s own 404 page', async ({ page }) => {
  const response = await page.goto(`${site}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: siteText.notFound.title })).toBeVisible();
  await expect(page.getByText(siteText.notFound.text)).toBeVisible();
});

test('the content editor is served at /admin/', async ({ page }) => {
  const response = await page.goto(`${site}/admin/`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Content Manager|editor/i);
});

test('a quote sent from the form is answered 201 by the function, kept in the runtime’s Blobs store, listed by npm run leads, mailed, pushed to staff’s phone and confirmed to its sender', async ({
  page,
}) => {
  const email = uniqueEmail('netlify-quote');
  // A staff phone that asked for notifications, kept in the runtime's Blobs as the leads API keeps it.
  const device = push.subscription();
  const blobs = await startBlobsServer({ directory: path.join(project.dir, '.netlify/blobs-serve'), siteID: 'unlinked' });
  try {
    await throughBlobs(blobs.env, (store) => addDevice(store, device, { login: 'pat', name: 'Pat Owner' }, 'Android, Chrome'));
  } finally {
    await blobs.remove();
  }
  await openWithClock(page, `${site}/quote`);
  await fillEveryStep(page, email);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/quote') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  expect(answer.headers().server).toBe('Netlify');
  await expect(page.getByRole('status').filter({ hasText: 'Quote request sent' })).toContainText('reply within 48 hours');

  // `npm run leads` beside the runtime, reading the Blobs store netlify serve keeps in .netlify/blobs-serve (its site
  // id there is "unlinked": the copy is linked to no Netlify site).
  const store = await startBlobsServer({ directory: path.join(project.dir, '.netlify/blobs-serve'), siteID: 'unlinked' });
  try {
    const listed = await runScript('cli/leads.ts', store.env);
    expect(listed.code, listed.stdout).toBe(0);
    expect(listed.stdout).toContain(email);
    // The leads API, a function over the same Blobs, lists it for a login that may publish, and for nobody else.
    const { leads } = await readLeadsThrough(store.env);
    await expectLeadsApi(page.request, site, { token: 'token-owner', ids: leads });
  } finally {
    await store.remove();
  }
  await expect.poll(() => mail.received.filter((message) => message.text?.includes(email)).length).toBe(1);
  // The function pushed it in the form's request, before its 201: the first name and town, nothing private.
  const [pushed] = push.to(device.endpoint);
  expect(pushed.payload).toMatchObject({ title: 'New quote request', url: expect.stringMatching(/^\/admin\/leads\/\?lead=/) });
  expect(pushed.text).not.toContain(email);
  // And the sender's own confirmation, from the business, answering to the office.
  const confirmations = mail.received.filter((message) => message.headers.get('auto-submitted') === 'auto-replied');
  expect(confirmations.filter((message) => JSON.stringify(message.to).includes(email))).toHaveLength(1);
});

test(`the largest set of photos (${MAX_PHOTOS}, each a request just under ${MAX_PHOTO_REQUEST_BYTES / 1024 / 1024} MB, Base64 under Netlify's 6 MB) is kept by the functions with its quote, shown through the leads API and deleted with it; one over gets the form's words`, async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { answers, over, names, fields } = await sendLargestSet(request, site);
  expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
  const sent = await request.post(`${site}/api/quote`, {
    headers: { accept: 'application/json' },
    data: { ...VALID.quote, ...fields, elapsedMs: '12000', altcha: await proofFrom(site) },
  });
  expect(sent.status()).toBe(201);
  const { id } = await sent.json();
  const auth = { Authorization: 'Bearer token-owner' };
  const lead = (await (await request.get(`${site}/api/leads?id=${id}`, { headers: auth })).json()).lead;
  expect(lead.photos.map((photo: { name: string }) => photo.name)).toEqual(names);
  const photo = await request.get(`${site}/api/leads?id=${id}&photo=1`, { headers: auth });
  expect([photo.status(), photo.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  expect((await describePhoto(await photo.body())).width).toBeLessThanOrEqual(MAX_PHOTO_SIDE);
  expect((await request.get(`${site}/api/leads?id=${id}&photo=1`)).status()).toBe(401);

  expect(over).toEqual({ status: 413, message: PHOTOS_TOO_LARGE });

  // Deleted at the customer's request: the lead and its photos are gone from the runtime's Blobs.
  await expectDeletedWithItsPhotos(request, site, id);
});

/** Runs `work` with this process's clock (Date only) set to `when`, so that a lead it stores arrived then. */
async function arrivingAt<T>(when: number, work: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  const shift = when - RealDate.now();
  class Then extends RealDate {
    constructor(...args: any[]) {
      if (args.length) super(...(args as [any]));
      else super(RealDate.now() + shift);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = Then as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/**
 * Calls the scheduled lead round as Netlify's clock does (a POST saying so), and answers what the runtime logged
 * meanwhile. The local runtime calls a function by its address; serving a build, it reads a schedule only from
 * netlify.toml, not the function's own, which Netlify's build puts in the manifest Netlify deploys (checked below), so
 * the call says itself what the runtime would have said.
 */
async function runRound(request: APIRequestContext): Promise<string> {
  const logged = netlify.output().length;
  const answer = await request.post(`${site}/.netlify/functions/lead-round`, {
    headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork' },
    data: { next_run: new Date(Date.now() + 60_000).toISOString() },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return netlify.output().slice(logged);
}

test(`the lead round, Netlify's scheduled function, removes Spam older than ${SPAM_KEPT_DAYS} days with its line, mails the day's count of Held, marks the day done, and does nothing the next time`, async ({
  request,
}) => {
  // Netlify's build bundled it beside the adapter's functions, with its schedule in the manifest Netlify deploys.
  const manifest = JSON.parse(fs.readFileSync(path.join(project.dir, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: { name: string; schedule?: string }[];
  };
  expect(manifest.functions.find((fn) => fn.name === 'lead-round')).toMatchObject({ schedule: '* * * * *' });
  const blobs = await startBlobsServer({ directory: path.join(project.dir, '.netlify/blobs-serve'), siteID: 'unlinked' });
  try {
    await throughBlobs(blobs.env, async (store) => {
      // Stored as the form API stores them, by the project's own functions, in the store the adapter's functions use.
      const old = await arrivingAt(Date.now() - (SPAM_KEPT_DAYS + 5) * 86_400_000, () =>
        storeSubmission(store, 'contact', { ...VALID.contact, email: uniqueEmail('old-spam') }, undefined, { place: 'spam', spam: 0.99, reasons: ['1 link'] }),
      );
      const held = await storeSubmission(store, 'contact', { ...VALID.contact, email: uniqueEmail('held') }, undefined, { place: 'held', reasons: ['1 link'] });
      const heldCount = (await store.list('index/held')).length;
      const day = `housekeeping/${easternDate(Date.now())}`;
      expect(await store.get(day)).toBeNull();
      const mailed = mail.received.length;

      // Its line names the store the adapter's functions keep the leads in.
      const log = await runRound(request);
      expect(log).toContain(`The lead round of the Netlify Blobs store "${BLOBS_STORE_NAME}":`);
      expect(log).toContain('1 lead(s) removed');
      expect(log).toContain('today’s housekeeping is done');
      expect(await store.get(`submission/${old.record.id}`)).toBeNull();
      const lines = (await store.list('removed')).filter((name) => name.endsWith(`-${old.record.id}`));
      expect(lines).toHaveLength(1);
      expect(await store.get(`removed/${lines[0]}`)).toMatchObject({ why: `in Spam for more than ${SPAM_KEPT_DAYS} days`, kind: 'contact', photos: 0 });
      expect(await store.get(`submission/${held.record.id}`)).not.toBeNull();
      expect(await store.get(day)).not.toBeNull();
      // The day's mail (a Held lead's nudge, in opening hours, is a mail of its own: the next test).
      const daily = () => mail.received.slice(mailed).filter((message) => message.subject?.endsWith('on the website'));
      await expect.poll(() => daily().length).toBe(1);
      expect(daily()[0].subject).toContain(heldCount === 1 ? '1 lead waits in Held' : `${heldCount} leads wait in Held`);

      const keys = async () =>
        (await Promise.all(['submission', 'removed', 'housekeeping', 'index/held'].map((folder) => store.list(folder)))).map((names) => names.sort());
      const kept = await keys();
      expect(await runRound(request)).toContain('today’s housekeeping was done already');
      expect(await keys()).toEqual(kept);
      expect(daily()).toHaveLength(1);
    });
  } finally {
    await blobs.remove();
  }
});

test('the lead round, Netlify’s scheduled function, nudges at the real time of day the lead nobody answered in its opening minutes and the Held lead, once each, and not the lead still in its time', async ({
  request,
}) => {
  const blobs = await startBlobsServer({ directory: path.join(project.dir, '.netlify/blobs-serve'), siteID: 'unlinked' });
  try {
    await throughBlobs(blobs.env, async (store) => {
      const device = push.subscription();
      await addDevice(store, device, { login: 'pat', name: 'Pat Owner' }, 'Android, Chrome');
      // Moments counted back from now in data/business.json's opening hours: due 30 s ago, due in a minute, and Held.
      const now = Date.now();
      const arrive = (openMsAgo: number, place: 'inbox' | 'held', email: string) =>
        arrivingAt(openMsBefore(now, openMsAgo), () =>
          storeSubmission(store, 'contact', { ...VALID.contact, email: uniqueEmail(email) }, undefined, { place, reasons: place === 'held' ? ['1 link'] : [] }),
        );
      const due = (await arrive(NUDGE_AFTER_MS + 30_000, 'inbox', 'nudge-due')).record.id;
      const early = (await arrive(NUDGE_AFTER_MS - 60_000, 'inbox', 'nudge-early')).record.id;
      const held = (await arrive(30_000, 'held', 'nudge-held')).record.id;
      const mailed = mail.received.length;
      const nudges = () =>
        push
          .to(device.endpoint)
          .map((message) => message.payload as { leadId: string; title: string; quiet?: boolean })
          .filter((payload) => /^(Still waiting|Held for a look):/.test(payload.title));
      const nudgeMails = () => mail.received.slice(mailed).filter((message) => /still waiting|held for a look/i.test(message.subject ?? ''));

      const log = await runRound(request);
      expect(log).toMatch(/ \d+ lead\(s\) nobody answered nudged to staff; \d+ Held lead\(s\) shown to staff;/);
      expect(nudges().filter((payload) => [due, held, early].includes(payload.leadId))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ leadId: due, title: 'Still waiting: message' }),
          expect.objectContaining({ leadId: held, title: 'Held for a look: message', quiet: true }),
        ]),
      );
      await expect.poll(() => nudgeMails().length).toBe(1);
      expect(nudgeMails()[0].text).toContain(`/admin/leads/?lead=${due}`);
      expect(nudgeMails()[0].text).toContain(`/admin/leads/?lead=${held}`);
      expect(nudgeMails()[0].text).not.toContain(early);

      const pushed = nudges().length;
      await runRound(request);
      expect(nudges()).toHaveLength(pushed);
      expect(nudges().filter((payload) => [due, held, early].includes(payload.leadId))).toHaveLength(2);
      expect(nudgeMails()).toHaveLength(1);
    });
  } finally {
    await blobs.remove();
  }
});
