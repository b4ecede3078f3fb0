/**
 * @jest-environment node
 *
 * Staff delete a lead (issue 59, item 4): `POST /api/leads { action: 'delete', id, seen }` through the real handler,
 * against a stand-in of GitHub's API for the login, on both stores the site runs on: a folder (a server of the
 * company's own) and Netlify Blobs (the local Blobs server of testing/blobsServer.ts). The lead is given a key of
 * every family the site keeps of one, each made the way the site makes it where a test can (the form's store, a
 * failed mail, follow-up and a move to Spam through the API, a spam-model snapshot); after the deletion none is left,
 * another lead's are all still there, and the line of the removal is, without the content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import sharp from 'sharp';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { netlifyBlobsStore } from '../../src/server/store/blobsStore';
import { folderStore } from '../../src/server/store/folderStore';
import { housekeeping } from '../../src/server/round/housekeeping';
import { preparePhoto } from '../../src/server/photos/prepare';
import { keepPhoto } from '../../src/server/photos/kept';
import { removeLead } from '../../src/server/followUp/removal';
import { indexKey } from '../../src/server/followUp/places';
import { blobsStoreName } from '../../src/server/settings';
import { compact, SETTLED_MS } from '../../src/server/spam/learning';
import { serverState } from '../../src/server/state';
import { storeSubmission } from '../../src/server/store/ledger';
import { mailOnce } from '../../src/server/delivery/mailOnce';
import { callFunction } from '../../testing/functionCall';
import { type TestBlobsServer, startBlobsServer } from '../../testing/blobsServer';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { VALID } from '../forms/fixtures';
import { keepServerLog } from './serverLog';

// Each removal's line in the server's log, kept rather than printed.
keepServerLog();

const REPO = 'coastal/site';
const ACCOUNTS = {
  'token-editor': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } },
  'token-reader': { login: 'rob', name: 'Rob Reader', repos: { [REPO]: 'read' as const } },
};
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const editor = as('token-editor');

interface StoreKind {
  name: string;
  open(): Promise<{ store: KeyValueStore; env: NodeJS.ProcessEnv; keys(): Promise<string[]>; close(): Promise<void> }>;
}

/** Every file of a folder store, as its key. */
function folderKeys(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).startsWith('.writing'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => file.replace(/\.[a-z]+$/, ''));
}

const KINDS: StoreKind[] = [
  {
    name: 'a folder (a server of the company’s own)',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletion-'));
      return {
        store: folderStore(dir),
        env: { SUBMISSIONS_DIR: dir },
        keys: async () => folderKeys(dir),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'Netlify Blobs (the local Blobs server)',
    async open() {
      const blobs: TestBlobsServer = await startBlobsServer();
      // The Blobs client reads its access from the environment, as in a Netlify function.
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.env.NETLIFY_BLOBS_CONTEXT;
      const name = blobsStoreName(undefined);
      return {
        store: netlifyBlobsStore(name),
        env: { ...blobs.env },
        keys: async () => (await getStore({ name, consistency: 'strong' }).list()).blobs.map((blob) => blob.key),
        close: async () => {
          delete process.env.NETLIFY_BLOBS_CONTEXT;
          await blobs.remove();
        },
      };
    },
  },
];

let host: RepositoryHost;
beforeAll(async () => {
  host = await startRepositoryHost('github', ACCOUNTS);
});
afterAll(() => host.close());
beforeEach(() => {
  const state = serverState();
  for (const remembered of [state.granted, state.refused, state.strangers]) remembered.clear();
});

describe.each(KINDS)('on $name', (kind) => {
  let opened: Awaited<ReturnType<StoreKind['open']>>;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    opened = await kind.open();
    env = { ...opened.env, CMS_BACKEND: 'github', CMS_REPO: REPO, CMS_API_ROOT: host.api, CMS_AUTH_URL: 'https://auth.example.com' };
  }, 30_000);
  afterAll(() => opened.close());

  const call = (request: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> }) =>
    callFunction(createLeadsHandler({ env: () => env }), {
      method: request.method ?? 'GET',
      query: request.query ?? {},
      body: request.body,
      headers: { 'content-type': 'application/json', ...request.headers },
      address: '198.51.100.7',
    });

  /**
   * A lead with a key of every family: its submission, index, unsent, push and nudge markers (the form's store), its push to a device and its nudge, a claim and a
   * failed attempt of its mail and its sent marker, two follow-up entries and a move to Spam (which teaches the spam
   * score a mark about it), a snapshot of the spam model that holds it, and two photos kept as the quote form's are
   * (src/server/photos/kept.ts: each photo's bytes, its thumbnail's and its description). `seen` is how many changes it has.
   */
  async function everyKindOfKey(email: string) {
    const { store } = opened;
    const { record } = await storeSubmission(store, 'quote', { ...VALID.quote, email });
    await mailOnce(store, record, async () => {
      throw new Error('the mail server is down');
    });
    await store.create(`sent/${record.id}`, { at: new Date().toISOString() });
    // Its push to a device, as push/newLead.ts claims it (its push-pending marker is the form's store's).
    await store.create(`pushed/${record.id}/${'0'.repeat(32)}`, { at: new Date().toISOString() });
    // Its nudge by push, as nudge/nudges.ts claims it (its nudge-pending marker is the form's store's).
    await store.create(`nudged/${record.id}/push`, { at: new Date().toISOString() });
    let seen = 0;
    for (const body of [
      { action: 'state', state: 'contacted' },
      { action: 'note', note: 'Wants a visit Tuesday.' },
      { action: 'move', place: 'spam' },
    ]) {
      const answer = await call({ method: 'POST', headers: editor, body: { id: record.id, seen, ...body } });
      expect(answer.status).toBe(200);
      seen = answer.body.lead.followUp.version;
    }
    for (const slot of [1, 2]) {
      const prepared = await preparePhoto(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
          .jpeg()
          .toBuffer(),
        `yard-${slot}.jpg`,
      );
      if (!prepared.ok) throw new Error(prepared.message);
      await keepPhoto(store, record.id, slot, `yard-${slot}.jpg`, prepared);
    }
    expect((await store.list(`photo/${record.id}`)).sort()).toEqual(['1', '1-about', '1-thumb', '2', '2-about', '2-thumb']);
    return { id: record.id, receivedAt: record.receivedAt, seen };
  }

  const keysOf = async (id: string) => (await opened.keys()).filter((key) => key.includes(id));

  test('a stranger, a reader and a stale change are refused, and nothing of the lead is removed', async () => {
    const lead = await everyKindOfKey('kept@example.com');
    const before = (await opened.keys()).sort();
    for (const [headers, status] of [
      [{}, 401],
      [as('made-up'), 401],
      [as('token-reader'), 403],
    ] as const) {
      const answer = await call({ method: 'POST', headers, body: { action: 'delete', id: lead.id, seen: lead.seen } });
      expect(answer.status).toBe(status);
      expect(JSON.stringify(answer.body)).not.toContain('kept@example.com');
    }
    const stale = await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id, seen: lead.seen - 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed this lead meanwhile, so it was not deleted/);
    expect(stale.body.lead.followUp.version).toBe(lead.seen);
    const without = await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id } });
    expect(without.status).toBe(400);
    expect((await opened.keys()).sort()).toEqual(before);
  });

  test('deleted by staff: no key of the lead is left, in any family; another lead keeps all of its; the line says who, what and when, without the content', async () => {
    const lead = await everyKindOfKey('gone@example.com');
    const other = await everyKindOfKey('other@example.com');
    // The marks of both leads folded into a snapshot of the spam model, as a busy site's are.
    expect(await compact(opened.store, Date.now() + SETTLED_MS + 1000, 1)).toBe(true);
    const snapshots = async () => Promise.all((await opened.store.list('spam-models')).map((n) => opened.store.get<{ marks: object }>(`spam-models/${n}`)));
    expect((await snapshots()).some((snapshot) => lead.id in snapshot!.marks)).toBe(true);
    const marksAbout = async (id: string) =>
      (await Promise.all((await opened.store.list('spam-marks')).map((name) => opened.store.get<{ leadId: string }>(`spam-marks/${name}`)))).filter(
        (mark) => mark?.leadId === id,
      ).length;
    expect(await marksAbout(lead.id)).toBe(1);

    const families = (keys: string[]) => [...new Set(keys.map((key) => key.split('/')[0]))].sort();
    const otherBefore = (await keysOf(other.id)).sort();
    expect(families(await keysOf(lead.id))).toEqual([
      'attempt',
      'claim',
      'clock',
      'confirm-unsent',
      'followup',
      'index',
      'nudge-pending',
      'nudged',
      'photo',
      'push-pending',
      'pushed',
      'sent',
      'submission',
      'unsent',
    ]);
    expect(await opened.store.get(indexKey('spam', lead.id, lead.receivedAt))).not.toBeNull();

    const deleted = await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id, seen: lead.seen } });
    expect(deleted.status).toBe(200);

    const left = await keysOf(lead.id);
    expect(left).toEqual([expect.stringMatching(new RegExp(`^removed/\\d{13}-${lead.id}$`))]);
    expect(await marksAbout(lead.id)).toBe(0);
    expect((await snapshots()).some((snapshot) => lead.id in snapshot!.marks)).toBe(false);
    expect((await keysOf(other.id)).sort()).toEqual(otherBefore);
    expect(await marksAbout(other.id)).toBe(1);
    expect((await snapshots()).some((snapshot) => other.id in snapshot!.marks)).toBe(true);

    const line = await opened.store.get<Record<string, unknown>>(left[0]);
    expect(line).toEqual({
      removedAt: expect.any(String),
      why: 'deleted by staff',
      kind: 'quote',
      receivedAt: lead.receivedAt,
      photos: 2,
      by: 'pat',
      byName: 'Pat Owner',
    });
    expect(deleted.body.removal).toEqual(line);
    const content = [VALID.quote.firstName, VALID.quote.lastName, VALID.quote.phone, 'gone@example.com', 'Wants a visit'];
    for (const text of content) expect(JSON.stringify(line)).not.toContain(text);

    // The view lists the line, newest first; the lead itself is gone.
    const removals = await call({ headers: editor, query: { removed: '1' } });
    expect(removals.status).toBe(200);
    expect(removals.body.removals[0]).toEqual(line);
    expect((await call({ headers: editor, query: { id: lead.id } })).status).toBe(404);
    expect((await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id, seen: lead.seen + 1 } })).status).toBe(404);
    const stranger = await call({ query: { removed: '1' } });
    expect(stranger.status).toBe(401);
    expect(stranger.body.removals).toBeUndefined();
  });

  test('a deletion cut short after the lead went (a function stopped mid-way) is finished by deleting again, or by the daily round', async () => {
    const settings = { smtp: null, rateWindowMs: 600_000 };
    for (const finish of ['deleting again', 'the daily round'] as const) {
      const lead = await everyKindOfKey(`cut-${finish.replace(/ /g, '-')}@example.com`);
      // The store fails at the first follow-up entry's removal, as a function's time limit would stop it there.
      const failing: KeyValueStore = {
        ...opened.store,
        async delete(key) {
          if (key.startsWith(`followup/${lead.id}/`)) throw new Error('the function ran out of time');
          return opened.store.delete(key);
        },
      };
      await expect(removeLead(failing, lead.id, { why: 'deleted by staff', by: { login: 'pat', name: 'Pat Owner' }, forgetMarks: true })).rejects.toThrow(
        'ran out of time',
      );
      const families = [...new Set((await keysOf(lead.id)).map((key) => key.split('/')[0]))].sort();
      expect(families).not.toContain('submission');
      expect(families).toEqual(expect.arrayContaining(['followup', 'claim', 'removed']));
      if (finish === 'deleting again') {
        const again = await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id, seen: lead.seen + 1 } });
        expect(again.status).toBe(200);
        expect(again.body.removal).toMatchObject({ why: 'deleted by staff', by: 'pat', photos: 2 });
      } else {
        serverState().housekeptOn = undefined;
        expect(await housekeeping(opened.store, settings, new Date())).toMatchObject({ done: true });
      }
      expect(await keysOf(lead.id)).toEqual([expect.stringMatching(new RegExp(`^removed/\\d{13}-${lead.id}$`))]);
      const marks = await Promise.all((await opened.store.list('spam-marks')).map((name) => opened.store.get<{ leadId: string }>(`spam-marks/${name}`)));
      expect(marks.filter((mark) => mark?.leadId === lead.id)).toEqual([]);
      // A third time: there is nothing left to delete.
      expect((await call({ method: 'POST', headers: editor, body: { action: 'delete', id: lead.id, seen: 0 } })).status).toBe(404);
    }
  });
});
