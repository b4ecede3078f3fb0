/**
 * @jest-environment node
 *
 * A flood does not bury the inbox (issue 58): with 3,000 leads in a folder store, 2,900 of them in Spam, the leads
 * API pages Spam by `next` with every lead once, newest first, and counts each place right; and a page costs store
 * requests in proportion to the page, not to the store. The handler runs as Gatsby calls it, over the real folder
 * store, which counts every operation it is asked for (openStore, wrapped). `npm run bench:flood` measures the same
 * at 20,000 leads, on Blobs too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { folderStore } from '../../src/server/store/folderStore';
import { storeSubmission } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { VALID } from '../forms/fixtures';

/** Each operation of a store the API opens, as [operation, key or folder]. */
type Calls = Array<[string, string]>;

jest.mock('../../src/server/store/openStore', () => {
  const actual = jest.requireActual('../../src/server/store/openStore');
  const calls: Calls = [];
  const counting = (store: KeyValueStore): KeyValueStore => ({
    description: store.description,
    get: (key) => (calls.push(['get', key]), store.get(key)),
    create: (key, value) => (calls.push(['create', key]), store.create(key, value)),
    set: (key, value) => (calls.push(['set', key]), store.set(key, value)),
    getBytes: (key) => (calls.push(['getBytes', key]), store.getBytes(key)),
    setBytes: (key, bytes) => (calls.push(['setBytes', key]), store.setBytes(key, bytes)),
    delete: (key) => (calls.push(['delete', key]), store.delete(key)),
    list: (folder) => (calls.push(['list', folder]), store.list(folder)),
    firstNames: (folder, count) => (calls.push(['firstNames', folder]), store.firstNames(folder, count)),
    folders: (folder) => (calls.push(['folders', folder]), store.folders(folder)),
  });
  return { ...actual, openStore: (...args: Parameters<typeof actual.openStore>) => counting(actual.openStore(...args)), storeCalls: calls };
});
const { storeCalls } = jest.requireMock('../../src/server/store/openStore') as { storeCalls: Calls };

const LEADS = 3000;
/** One lead in 30 arrives in the Inbox, the rest in Spam. */
const inInbox = (n: number) => n % 30 === 0;

let dir: string;
/** Ids newest first, of each place. */
const ids = { inbox: [] as string[], spam: [] as string[] };

beforeAll(async () => {
  // In memory where the system has it: the folder store syncs every write to disk, which would make filling take
  // half a minute; what is measured here is what a page reads, not how fast a disk syncs.
  dir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'flood-'));
  const store = folderStore(dir);
  const start = Date.parse('2026-11-01T12:00:00Z');
  // Only the clock is set, a second a lead; everything else runs as it does.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  try {
    for (let n = 0; n < LEADS; n += 1) {
      jest.setSystemTime(start + n * 1000);
      const place = inInbox(n) ? 'inbox' : 'spam';
      const kind = inInbox(n) ? 'quote' : 'contact';
      const { record } = await storeSubmission(store, kind, { ...VALID[kind], email: `lead${n}@example.com` }, undefined, { place });
      ids[place].unshift(record.id);
    }
  } finally {
    jest.useRealTimers();
  }
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const env = () => ({ SUBMISSIONS_DIR: dir, LEADS_WITHOUT_LOGIN: 'loopback' });
const page = async (query: Record<string, string>) => {
  const answer = await callFunction(createLeadsHandler({ env }), { method: 'GET', query, headers: { host: 'localhost:8000' }, address: '127.0.0.1' });
  expect(answer.status).toBe(200);
  return answer.body as { leads: Array<{ id: string; receivedAt: string; place: string }>; total: number; counts: Record<string, number>; next: number | null };
};

test('Spam, walked by `next` in pages of 500, gives every spam lead once, newest first; the counts are right', async () => {
  const seen: string[] = [];
  let next: number | null = 0;
  let pages = 0;
  while (next !== null) {
    const answer = await page({ place: 'spam', offset: String(next), limit: '500' });
    expect(answer.leads.every((lead) => lead.place === 'spam')).toBe(true);
    seen.push(...answer.leads.map((lead) => lead.id));
    next = answer.next;
    pages += 1;
  }
  expect(pages).toBe(6);
  expect(seen).toEqual(ids.spam);
  expect(new Set(seen).size).toBe(2900);
  expect((await page({ counts: '1' })).counts).toEqual({ inbox: 100, held: 0, spam: 2900 });

  const inbox = await page({ place: 'inbox', offset: '0', limit: '500' });
  expect(inbox.leads.map((lead) => lead.id)).toEqual(ids.inbox);
  expect(inbox.next).toBeNull();
});

test('the first page of the Inbox, the view’s first call, lists no place’s keys: only its own page’s names', async () => {
  await page({ place: 'inbox', limit: '1' }); // the index of earlier leads, checked once and for all
  storeCalls.length = 0;
  const answer = await page({ place: 'inbox', offset: '0', limit: '50' });
  expect(answer.leads.map((lead) => lead.id)).toEqual(ids.inbox.slice(0, 50));
  // Listing every key of every place is what the counts cost (3,000 names here, 20,000 in the bench): they are asked
  // for apart (`?counts=1`), after the first rows are on the screen.
  const ofIndex = storeCalls.filter(([operation, key]) => key.startsWith('index/') && operation !== 'get');
  expect(ofIndex).toEqual([['firstNames', 'index/inbox']]);
  expect(answer.counts).toBeUndefined();
});

test('a page costs store requests in proportion to the page, not to the 3,000 leads', async () => {
  await page({ place: 'inbox', limit: '1' }); // the index of earlier leads, checked once and for all
  storeCalls.length = 0;
  const answer = await page({ place: 'spam', offset: '1000', limit: '500' });
  expect(answer.leads).toHaveLength(500);
  expect(answer.leads.map((lead) => lead.id)).toEqual(ids.spam.slice(1000, 1500));

  const tally: Record<string, number> = {};
  for (const [operation, key] of storeCalls) {
    const what = `${operation} ${key.startsWith('index/') ? key : key.split('/')[0]}`;
    tally[what] = (tally[what] ?? 0) + 1;
  }
  // Per lead: its submission and whether it was mailed (gets), its follow-up and, unmailed, its failed attempts
  // (lists; no entries here, so nothing more to get). Per page: the index's version and the page's names; no page
  // counts the places (`?counts=1` does). No write, and nothing that reads every lead.
  expect(tally).toEqual({
    'get index-version': 1,
    'firstNames index/spam': 1,
    'get submission': 500,
    'get sent': 500,
    'list followup': 500,
    'list attempt': 500,
    // Its clock: one list of its own folder, whose names carry its moments (src/server/clock/names.ts).
    'list clock': 500,
  });
});
