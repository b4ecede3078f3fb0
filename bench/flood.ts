/**
 * A flood in the leads (not a test; issue 58): what one page of the leads view costs when the store holds `--leads`
 * leads (20,000), of which `--spam` (19,000) arrived in Spam and the rest in the Inbox. The same leads are stored,
 * through the ledger's own code (storeSubmission with the arrival place, mailOnce, addFollowUp), in
 *
 *   files          a folder store, as a server of the company's own keeps them; its reads are counted at the file
 *                  system (a file read is a get, a folder read a list)
 *   netlify-blobs  a Netlify Blobs store served by the local BlobsServer (@netlify/blobs/server) in this process, which
 *                  counts the requests it receives and answers a list a thousand keys at a time, in key order, as
 *                  Netlify's service does (the local server alone answers every key at once, in no order)
 *
 * then asks the real handler of /api/leads (createLeadsHandler, called as Gatsby does) for a page of 50 of the Inbox
 * and of Spam, and prints the median time of `--runs` calls and the store requests of one. The leads are written
 * straight into each store's files, in the layout the store reads (a folder store's fsyncs and the Blobs server's
 * requests would make filling take minutes); every read goes through the store.
 *
 *   --before <checkout>   also the API as it was before the index (`git worktree add /tmp/before-index 48eefc4`, with
 *                         node_modules linked in): its handler on the same stores, one page of 50 of every lead
 *   --browser             also the view's first screen in Chromium against `npm run serve` of the build (public/),
 *                         SUBMISSIONS_DIR at the folder store: the first rows of the Inbox, and the Inbox fully loaded,
 *                         on a laptop's window and on a phone (a Pixel 7's). Run it under `flock /tmp/build.lock`, as
 *                         builds and browser runs take turns
 *   --view-only           the view alone
 *   --view-store blobs    the view against the local Blobs server instead of the folder store (each list there walks
 *                         and stats every file of the folder, so it shows what the counts' 21 list requests cost)
 *
 *   npm run bench:flood [-- --leads 20000 --spam 19000 --runs 5 --before /tmp/before-index --browser]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { VALID } from '../__tests__/forms/fixtures';
import type { FormKind } from '../src/forms/fields';
import type { Submission } from '../src/forms/rules';
import type { KeyValueStore } from '../src/server/store/keyValueStore';
import { addFollowUp } from '../src/server/followUp/changes';
import { createLeadsHandler } from '../src/server/leadsApi/handler';
import { mapLimited } from '../src/server/store/mapLimited';
import { storeSettings } from '../src/server/settings';
import { storeSubmission } from '../src/server/store/ledger';
import { mailOnce } from '../src/server/delivery/mailOnce';
import { workAfterAnswers } from '../src/server/state';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from '../testing/chromium';
import { callFunction } from '../testing/functionCall';
import { freePort, startGatsbyServe } from '../testing/processes';
import { startRepositoryHost } from '../testing/repositoryHost';
import { numberOption } from './options';

const root = path.resolve(__dirname, '..');
const LEADS = numberOption('leads', 20_000);
const SPAM = numberOption('spam', 19_000);
const RUNS = numberOption('runs', 5);
const PAGE = 50;
const beforeIndex = process.argv.indexOf('--before');
const BEFORE = beforeIndex > 0 ? path.resolve(process.argv[beforeIndex + 1]) : null;
const BROWSER = process.argv.includes('--browser') || process.argv.includes('--view-only');
const API = !process.argv.includes('--view-only');
const VIEW_STORE = process.argv.includes('--view-store') && process.argv[process.argv.indexOf('--view-store') + 1] === 'blobs' ? 'netlify-blobs' : 'files';
const REPO = 'coastal/site';
const TOKEN = 'token-owner';
const BLOBS_TOKEN = 'bench-token';
const SITE_ID = 'bench-site';
/** Keys a Netlify Blobs list answers at most in one response (src/server/store/keyValueStore.ts). */
const LIST_PAGE = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const thousands = (value: number) => value.toLocaleString('en-US');
/** A call's time, with the part the local Blobs server spent walking its folders for lists, if any. */
const timed = (measured?: { ms: number; walkMs?: number }) =>
  !measured ? '–' : `${ms(measured.ms)}${measured.walkMs && measured.walkMs >= 1 ? ` (lists ${ms(measured.walkMs)})` : ''}`;

/** Store requests, by operation. */
interface Requests {
  get: number;
  list: number;
  write: number;
  delete: number;
}
const noRequests = (): Requests => ({ get: 0, list: 0, write: 0, delete: 0 });
const since = (now: Requests, before: Requests): Requests => ({
  get: now.get - before.get,
  list: now.list - before.list,
  write: now.write - before.write,
  delete: now.delete - before.delete,
});
const spelled = (requests?: Requests) =>
  !requests
    ? '–'
    : `${thousands(requests.get)} get, ${thousands(requests.list)} list` +
      (requests.write || requests.delete ? `, ${thousands(requests.write)} write, ${thousands(requests.delete)} delete` : '');

// --- the leads ----------------------------------------------------------------------------------------------------

const FIRST = ['Dana', 'Sam', 'Lee', 'Jordan', 'Avery', 'Morgan', 'Riley', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emery'];
const LAST = ['Whitfield', 'Ortiz', 'Grant', 'Nguyen', 'Baker', 'Patel', 'Moreno', 'Kim', 'Foster', 'Lowe', 'Hayes'];
const TOWNS = ['Carolina Beach', 'Wilmington', 'Kure Beach', 'Wrightsville Beach', 'Topsail Beach', 'Hampstead'];
const SPAM_TEXT = [
  'Boost your rankings today!! Cheap SEO backlinks http://seo-cheap.example/offer',
  'Hello, I am interested in your business. Please contact me on whatsapp for a partnership worth $5,000,000',
  'Buy followers and likes, best price guaranteed: https://followers.example/buy?ref=coastal',
  'Your website has 14 errors. Our team can fix them for $99. Reply now: https://webfix.example',
  'CRYPTO investment opportunity, 300% returns in 30 days, join at https://coin.example',
];

/** The n-th lead's form and values: the fixtures' valid submissions, varied; spam reads as spam. */
function leadValues(n: number, spam: boolean): { kind: FormKind; values: Submission } {
  const kinds: FormKind[] = ['quote', 'contact', 'community'];
  const kind = spam ? (n % 5 === 0 ? 'quote' : 'contact') : kinds[n % 3];
  const firstName = FIRST[n % FIRST.length];
  const lastName = LAST[(n * 7) % LAST.length];
  const email = `${firstName}.${lastName}${n}@${spam ? 'mailinator.example' : 'example.com'}`.toLowerCase();
  const base = { ...VALID[kind], firstName, lastName, email } as Record<string, unknown>;
  if ('phone' in base) base.phone = `(910) 555-${String(n % 10_000).padStart(4, '0')}`;
  if ('city' in base) base.city = TOWNS[n % TOWNS.length];
  const text = spam ? `${SPAM_TEXT[n % SPAM_TEXT.length]} #${n}` : null;
  if (text && 'message' in base) base.message = text;
  if (text && 'projectDescription' in base) base.projectDescription = text;
  return { kind, values: base as unknown as Submission };
}

/**
 * A store that writes each key's file straight into a store's layout, without fsync: quick to fill, and what it
 * writes is what the store itself reads (`fileOf` names the file, `encode` its content).
 */
function layoutWriter(fileOf: (key: string) => string, encode: (value: unknown) => string): KeyValueStore {
  const made = new Set<string>();
  const write = async (key: string, value: unknown, flag: string) => {
    const file = fileOf(key);
    if (!made.has(path.dirname(file))) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      made.add(path.dirname(file));
    }
    await fs.promises.writeFile(file, encode(value), { flag });
  };
  const list = async (folder: string) => {
    const names = await fs.promises.readdir(path.dirname(fileOf(`${folder}/x`))).catch(() => [] as string[]);
    const suffix = path.basename(fileOf('x/x')).slice(1);
    return names.filter((name) => name.endsWith(suffix) && !name.startsWith('.')).map((name) => name.slice(0, name.length - suffix.length));
  };
  return {
    description: 'a bench filler',
    async get<T>(key: string) {
      try {
        return JSON.parse(await fs.promises.readFile(fileOf(key), 'utf8')) as T;
      } catch {
        return null;
      }
    },
    async create(key, value) {
      try {
        await write(key, value, 'wx');
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    set: (key, value) => write(key, value, 'w'),
    getBytes: () => Promise.reject(new Error('the bench filler keeps no photos')),
    setBytes: () => Promise.reject(new Error('the bench filler keeps no photos')),
    delete: (key) => fs.promises.rm(fileOf(key), { force: true }),
    list,
    firstNames: async (folder, count) => (await list(folder)).sort().slice(0, count),
    folders: async () => [],
  };
}

/** Every write to each of `stores`; reads from the first. */
function tee(stores: KeyValueStore[]): KeyValueStore {
  const all =
    <A extends unknown[], R>(operation: (store: KeyValueStore) => (...args: A) => Promise<R>) =>
    async (...args: A) =>
      (await Promise.all(stores.map((store) => operation(store)(...args))))[0];
  return {
    description: 'every store',
    get: (key) => stores[0].get(key),
    create: all((store) => store.create.bind(store)),
    set: all((store) => store.set.bind(store)),
    getBytes: (key) => stores[0].getBytes(key),
    setBytes: all((store) => store.setBytes.bind(store)),
    delete: all((store) => store.delete.bind(store)),
    list: (folder) => stores[0].list(folder),
    firstNames: (folder, count) => stores[0].firstNames(folder, count),
    folders: (folder) => stores[0].folders(folder),
  };
}

/**
 * The flood: lead n is in the Inbox when n is one of every LEADS / (LEADS - SPAM), else in Spam. An Inbox lead is
 * mailed (one in 25 fails and waits for a retry), and one in ten has a follow-up state; Spam is never mailed.
 */
async function fill(store: KeyValueStore) {
  const inboxEvery = LEADS / (LEADS - SPAM);
  const inInbox = (n: number) => Math.floor(n % inboxEvery) === 0;
  await mapLimited(
    Array.from({ length: LEADS }, (_, n) => n),
    32,
    async (n) => {
      const spam = !inInbox(n);
      const { kind, values } = leadValues(n, spam);
      const { record } = await storeSubmission(store, kind, values, undefined, {
        place: spam ? 'spam' : 'inbox',
        ...(spam ? { spam: 0.97, reasons: ['Links to sell something'] } : {}),
      });
      if (spam) return;
      const ordinal = Math.floor(n / inboxEvery);
      const failing = ordinal % 25 === 7;
      await mailOnce(store, record, async () => {
        if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        return `<${record.id}@mail.example.com>`;
      });
      if (ordinal % 10 === 3) await addFollowUp(store, record.id, 0, { kind: 'state', state: 'contacted' }, { login: 'pat', name: 'Pat Owner' });
    },
  );
}

// --- the stores, counted ------------------------------------------------------------------------------------------

/** Counts the file system's reads under `dir`: a file read is a get, a folder read a list (folderStore's own calls). */
function countFolderReads(dir: string): { requests: Requests } {
  const counted = { requests: noRequests() };
  const under = (file: unknown) => typeof file === 'string' && file.startsWith(dir);
  const promises = fs.promises as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = (name: string, count: (args: unknown[]) => keyof Requests | null) => {
    const original = promises[name];
    promises[name] = function counting(...args: unknown[]) {
      const what = under(args[0]) ? count(args) : null;
      if (what) counted.requests[what] += 1;
      return original.apply(this, args);
    };
  };
  wrap('readFile', () => 'get');
  wrap('readdir', () => 'list');
  wrap('rename', () => 'write');
  wrap('link', () => 'write');
  wrap('rm', (args) => (String(args[0]).includes(`${path.sep}.writing${path.sep}`) ? null : 'delete'));
  return counted;
}

interface CountingBlobs {
  directory: string;
  /** Wall time the local server spent walking its folders for lists: its own cost, not Netlify's. */
  walk: { ms: number };
  context: string;
  storeDir: string;
  requests: Requests;
  stop(): Promise<void>;
}

/**
 * A local Netlify Blobs server that counts what it is asked, and answers a list as Netlify's service does: the keys
 * in order, a thousand a response, with a cursor for the next. One walk of the folder serves all of one list's pages.
 */
async function startCountingBlobs(storeName: string): Promise<CountingBlobs> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-blobs-'));
  const requests = noRequests();
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({
    directory,
    token: BLOBS_TOKEN,
    onRequest: ({ type }) => {
      if (type === 'get' || type === 'getMetadata') requests.get += 1;
      else if (type === 'set') requests.write += 1;
      else if (type === 'delete') requests.delete += 1;
    },
  });
  type Listing = { blobs: { key: string }[]; directories: string[] };
  const local = server as unknown as { listBlobs(options: { url: URL }): Promise<Response> };
  const listBlobs = local.listBlobs.bind(local);
  const listings = new Map<string, Listing>();
  const walk = { ms: 0 };
  let walking = 0;
  let walkStart = 0;
  let listingId = 0;
  local.listBlobs = async (options) => {
    requests.list += 1;
    const cursor = options.url.searchParams.get('cursor');
    let id: string;
    let from = 0;
    if (cursor) {
      [id] = cursor.split(':');
      from = Number(cursor.split(':')[1]);
      if (!listings.has(id)) return new Response(null, { status: 400 });
    } else {
      // Wall time while at least one walk runs (several lists at once count once).
      if ((walking += 1) === 1) walkStart = performance.now();
      const response = await listBlobs(options).finally(() => {
        if ((walking -= 1) === 0) walk.ms += performance.now() - walkStart;
      });
      if (!response.ok) return response;
      const listing = (await response.json()) as Listing;
      listing.blobs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      id = String((listingId += 1));
      listings.set(id, listing);
    }
    const listing = listings.get(id)!;
    const blobs = listing.blobs.slice(from, from + LIST_PAGE);
    const more = from + LIST_PAGE < listing.blobs.length;
    if (!more) listings.delete(id);
    return Response.json({ blobs, directories: from === 0 ? listing.directories : [], ...(more ? { next_cursor: `${id}:${from + LIST_PAGE}` } : {}) });
  };
  const { address } = await server.start();
  const context = Buffer.from(JSON.stringify({ siteID: SITE_ID, token: BLOBS_TOKEN, edgeURL: address, uncachedEdgeURL: address })).toString('base64');
  // Where the server keeps this store's keys: found by writing one through Netlify's own client.
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  const { getStore } = await import('@netlify/blobs');
  await getStore({ name: storeName, consistency: 'strong' }).setJSON('probe', {});
  const entries = path.join(directory, 'entries', SITE_ID);
  const storeDir = path.join(entries, fs.readdirSync(entries)[0]);
  fs.rmSync(path.join(storeDir, 'probe'));
  Object.assign(requests, noRequests());
  return { directory, walk, context, storeDir, requests, stop: () => server.stop() };
}

// --- the measurements ---------------------------------------------------------------------------------------------

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;

interface Measured {
  ms: number;
  /** None for the view, whose store is read by another process. */
  requests?: Requests;
  /** How many leads the answer held. */
  shown: number;
  /** Of `ms`, the local Blobs server's walks of its folders for lists. */
  walkMs?: number;
}

/**
 * `runs` calls of GET /api/leads with `query`: the median time, and the store requests of the last. `walk` is time
 * spent in the local Blobs server's listing, shown beside the time: Netlify's service lists differently.
 */
async function measure(handler: Handler, query: Record<string, string>, requests: Requests, runs = RUNS, walk = { ms: 0 }): Promise<Measured> {
  const times: number[] = [];
  const walks: number[] = [];
  let last: Measured | undefined;
  for (let run = 0; run < runs; run += 1) {
    const before = { ...requests };
    const walked = walk.ms;
    const start = performance.now();
    const answer = await callFunction(handler, { method: 'GET', query, headers: { authorization: `Bearer ${TOKEN}` }, address: '198.51.100.7' });
    const elapsed = performance.now() - start;
    if (answer.status !== 200) throw new Error(`GET /api/leads ${new URLSearchParams(query)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    times.push(elapsed);
    walks.push(walk.ms - walked);
    last = { ms: elapsed, requests: since(requests, before), shown: answer.body.leads?.length ?? 0 };
  }
  return { ...last!, ms: median(times), walkMs: median(walks) };
}

interface Row {
  store: string;
  what: string;
  before?: Measured;
  after: Measured;
}

async function main() {
  const folderDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-files-'));
  // The store the handler opens on Blobs, by its own settings (production's, as no deploy context is set here).
  const settings = storeSettings({ NETLIFY_BLOBS_CONTEXT: 'set' });
  if (settings.kind !== 'netlify-blobs') throw new Error('NETLIFY_BLOBS_CONTEXT no longer names the Blobs store');
  const blobs = await startCountingBlobs(settings.name);
  const host = await startRepositoryHost('github', { [TOKEN]: { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' } } });
  const access = { CMS_BACKEND: 'github', CMS_REPO: REPO, CMS_API_ROOT: host.api };
  const rows: Row[] = [];
  try {
    let started = performance.now();
    await fill(
      tee([
        layoutWriter(
          (key) => path.join(folderDir, `${key}.json`),
          (value) => `${JSON.stringify(value)}\n`,
        ),
        layoutWriter(
          (key) => path.join(blobs.storeDir, key),
          (value) => JSON.stringify(value),
        ),
      ]),
    );
    console.log(
      `Flood: ${thousands(LEADS)} leads, ${thousands(SPAM)} in Spam, ${thousands(LEADS - SPAM)} in the Inbox, written in ${ms(performance.now() - started)}`,
    );
    console.log(`Median of ${RUNS} calls of the handler each; store requests of one call.\n`);

    const folderRequests = countFolderReads(folderDir).requests;
    const stores = [
      { kind: 'files', env: { ...access, SUBMISSIONS_DIR: folderDir }, requests: folderRequests, walk: { ms: 0 } },
      { kind: 'netlify-blobs', env: { ...access, NETLIFY_BLOBS_CONTEXT: blobs.context }, requests: blobs.requests, walk: blobs.walk },
    ];
    // The handler's module of the checkout compared with: src/server/leadsApi.ts before the server was grouped by step.
    const beforeModule = BEFORE && ['src/server/leadsApi/handler.ts', 'src/server/leadsApi.ts'].map((file) => path.join(BEFORE, file)).find(fs.existsSync);
    const old = beforeModule ? ((await import(beforeModule)) as { createLeadsHandler: typeof createLeadsHandler }) : null;

    for (const store of API ? stores : []) {
      const handler = createLeadsHandler({ env: () => store.env });
      const beforeHandler = old?.createLeadsHandler({ env: () => store.env });
      // The first call after the index came indexes the leads stored before it (src/server/followUp/places.ts, indexEarlierLeads).
      started = performance.now();
      const first = await measure(handler, { place: 'inbox', offset: '0', limit: String(PAGE) }, store.requests, 1, store.walk);
      console.log(`${store.kind}: the first call indexes the earlier leads once: ${ms(performance.now() - started)}, ${spelled(first.requests)}`);
      const oldPage = beforeHandler ? await measure(beforeHandler, { offset: '0', limit: String(PAGE) }, store.requests, RUNS, store.walk) : undefined;
      for (const place of ['inbox', 'spam'] as const) {
        const after = await measure(handler, { place, offset: '0', limit: String(PAGE) }, store.requests, RUNS, store.walk);
        rows.push({ store: store.kind, what: `API page of ${PAGE}, ${place === 'inbox' ? 'Inbox' : 'Spam'}`, before: oldPage, after });
        console.log(`  ${place}: ${timed(after)}, ${spelled(after.requests)} (${after.shown} leads)`);
      }
      // What the view asks for once its first rows are on the screen: every key of every place listed.
      const counts = await measure(handler, { counts: '1' }, store.requests, RUNS, store.walk);
      rows.push({ store: store.kind, what: 'API counts of the three places', after: counts });
      console.log(`  counts: ${timed(counts)}, ${spelled(counts.requests)}`);
      const later = await measure(handler, { place: 'spam', offset: String(LEADS - LEADS / 10), limit: String(PAGE) }, store.requests, RUNS, store.walk);
      rows.push({ store: store.kind, what: `API page of ${PAGE}, Spam, offset ${thousands(LEADS - LEADS / 10)}`, after: later });
      if (oldPage) console.log(`  before the index (every lead, no places): ${timed(oldPage)}, ${spelled(oldPage.requests)}`);
    }

    if (BROWSER && API) {
      // The calls above left the day's housekeeping running in this process (round/housekeeping.ts, after an answer),
      // on the local Blobs server too, which stats every file of a listed folder: the view is measured once it has
      // ended, not beside it (before, it took most of a core all through the view's runs).
      started = performance.now();
      await workAfterAnswers();
      console.log(`\nThe housekeeping the calls above started ended ${ms(performance.now() - started)} later.`);
    }
    // This process names the Blobs server in its own environment (startCountingBlobs), which the served site would
    // inherit and prefer to the folder: the store the view reads is said outright.
    const viewStore: Record<string, string> =
      VIEW_STORE === 'files' ? { SUBMISSIONS_DIR: folderDir, NETLIFY_BLOBS_CONTEXT: '' } : { NETLIFY_BLOBS_CONTEXT: blobs.context };
    if (BROWSER) rows.push(...(await firstScreen({ ...viewStore, ...access })));
  } finally {
    await host.close();
    await blobs.stop();
    fs.rmSync(folderDir, { recursive: true, force: true });
    fs.rmSync(blobs.directory, { recursive: true, force: true });
  }

  console.log('\n| store | what | before: time | before: store requests | after: time | after: store requests |');
  console.log('|---|---|--:|---|--:|---|');
  for (const { store, what, before, after } of rows) {
    console.log(`| ${store} | ${what} | ${timed(before)} | ${spelled(before?.requests)} | ${timed(after)} | ${spelled(after.requests)} |`);
  }
}

/**
 * How the view is looked at: a laptop's window, where the first rows are the table's; and a phone (Playwright's
 * Pixel 7, as the browser tests' mobile project: 412 px wide, touch, its user agent), where they are the first list
 * of leads on the screen (the leads waiting for an answer).
 */
const profiles = (devices: typeof import('@playwright/test').devices) => [
  {
    name: 'desktop',
    context: { viewport: { width: 1280, height: 900 } },
    firstRows: (page: Page) => page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row').nth(10),
  },
  {
    name: 'phone',
    context: devices['Pixel 7'],
    firstRows: (page: Page) =>
      page
        .getByRole('list', { name: /newest first$/ })
        .first()
        .getByRole('listitem')
        .nth(9),
  },
];

/**
 * The leads view in Chromium against `npm run serve` with the flood in the store `storeEnv` names (the folder, unless
 * `--view-store blobs`), on a laptop and on a phone: ten rows of the Inbox's first screen, then all of it loaded. Each
 * run is a new browser context (nothing cached).
 */
async function firstScreen(storeEnv: Record<string, string>): Promise<Row[]> {
  const { chromium, devices } = await import('@playwright/test');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = await startGatsbyServe({ root, port, env: { SMTP_HOST: '', ...storeEnv } });
  const executablePath = systemChromium ?? headlessShell;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const browserName = path.basename(executablePath ?? 'chromium');
  const results: Row[] = [];
  try {
    for (const profile of profiles(devices)) {
      const rows: number[] = [];
      const whole: number[] = [];
      const calls: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext(profile.context);
        const page = await context.newPage();
        await page.addInitScript((token) => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token })), TOKEN);
        let apiCalls = 0;
        const apiTimes: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/leads') apiCalls += 1;
        });
        page.on('requestfinished', (request) => {
          const url = new URL(request.url());
          if (url.pathname !== '/api/leads') return;
          const timing = request.timing();
          const what = url.searchParams.has('offset') ? `${url.searchParams.get('offset')}+${url.searchParams.get('limit')}` : url.search.slice(1);
          apiTimes.push(`${what}: ${ms(timing.responseEnd - timing.requestStart)}`);
        });
        const start = performance.now();
        await page.goto(`${base}/admin/leads/`);
        await profile.firstRows(page).waitFor({ timeout: 120_000 });
        rows.push(performance.now() - start);
        await page.getByText(`All ${LEADS - SPAM} leads shown.`).waitFor({ timeout: 300_000 });
        whole.push(performance.now() - start);
        calls.push(apiCalls);
        console.log(`  ${profile.name} run ${run + 1}: API calls ${apiTimes.join(', ')}`);
        await context.close();
      }
      console.log(
        `The view in ${browserName}, ${profile.name}: first rows ${rows.map(ms).join(', ')}; Inbox loaded ${whole.map(ms).join(', ')}; ${calls[0]} API calls\n`,
      );
      const shown = (value: number) => ({ ms: value, shown: LEADS - SPAM });
      results.push(
        { store: VIEW_STORE, what: `view, ${profile.name}, first rows of the Inbox (${browserName})`, after: shown(median(rows)) },
        { store: VIEW_STORE, what: `view, ${profile.name}, Inbox loaded (${calls[0]} API calls)`, after: shown(median(whole)) },
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return results;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
