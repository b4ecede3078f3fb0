/**
 * @jest-environment node
 *
 * The submission ledger (src/server/store/ledger.ts) on the folder store: racing
 * senders mail a submission once, a failed attempt frees it, a sender that
 * stopped is taken over after its lease, the earlier JSON-lines layout is
 * moved in; where the store may be (src/server/settings.ts); and what
 * `npm run leads` prints (cli/leads.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sinceTime } from '../../cli/leads';
import { COLUMNS, leadRows, toCsv } from '../../src/leads/rows';
import { storeSettings } from '../../src/server/settings';
import { folderStore } from '../../src/server/store/folderStore';
import type { Key } from '../../src/server/store/keyValueStore';
import type { StoredSubmission } from '../../src/leads/lead';
import { openLedger, readLeads, storeSubmission } from '../../src/server/store/ledger';
import { MAIL_LEASE_MS, mailOnce } from '../../src/server/delivery/mailOnce';
import { unsentSubmissions } from '../../src/server/delivery/unsent';
import { VALID } from '../forms/fixtures';

/** A lead nobody has followed up yet. */
const NOT_FOLLOWED_UP = { state: 'new', history: [], version: 0 };

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A mail sender that counts its calls, fails while `failing`, and takes a moment like a real one. */
function countingSender() {
  const sender = {
    calls: 0,
    failing: false,
    send: async (record: StoredSubmission) => {
      sender.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (sender.failing) throw new Error('connect ECONNREFUSED');
      return `<${record.id}@test>`;
    },
  };
  return sender;
}

describe('mailing each submission once', () => {
  test('twenty senders racing for one submission mail it once, and it is no longer unsent', async () => {
    const store = folderStore(dir);
    const { record } = await storeSubmission(store, 'quote', VALID.quote);
    const sender = countingSender();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => mailOnce(store, record, sender.send)));
    expect(sender.calls).toBe(1);
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(1);
    expect(await unsentSubmissions(store)).toEqual([]);
    expect(await readLeads(store)).toEqual([expect.objectContaining({ id: record.id, mailed: expect.objectContaining({ messageId: `<${record.id}@test>` }) })]);
  });

  test('a failed attempt is recorded and frees the submission for the next sender', async () => {
    const store = folderStore(dir);
    const { record } = await storeSubmission(store, 'contact', VALID.contact);
    const sender = countingSender();
    sender.failing = true;
    expect(await mailOnce(store, record, sender.send)).toEqual({ status: 'failed', detail: 'connect ECONNREFUSED' });
    expect(await readLeads(store)).toEqual([
      expect.objectContaining({ mailed: null, lastFailure: expect.objectContaining({ detail: 'connect ECONNREFUSED' }) }),
    ]);
    sender.failing = false;
    expect(await mailOnce(store, record, sender.send)).toEqual({ status: 'sent' });
    expect(await mailOnce(store, record, sender.send)).toEqual({ status: 'skipped' });
    expect(sender.calls).toBe(2);
  });

  test('a sender that stopped mid-way holds the submission only until its lease runs out', async () => {
    const store = folderStore(dir);
    const { record } = await storeSubmission(store, 'contact', VALID.contact);
    await store.create(`claim/${record.id}/1`, { at: new Date().toISOString() });
    const sender = countingSender();
    expect(await mailOnce(store, record, sender.send)).toEqual({ status: 'skipped' });
    await store.set(`claim/${record.id}/1`, { at: new Date(Date.now() - MAIL_LEASE_MS - 1000).toISOString() });
    expect(await mailOnce(store, record, sender.send)).toEqual({ status: 'sent' });
    expect(sender.calls).toBe(1);
  });

  test('a retried send with the same request id is stored once', async () => {
    const store = folderStore(dir);
    const first = await storeSubmission(store, 'quote', VALID.quote, 'browser-attempt-1');
    const again = await Promise.all([1, 2, 3].map(() => storeSubmission(store, 'quote', VALID.quote, 'browser-attempt-1')));
    expect(first.duplicate).toBe(false);
    expect(again.map((result) => [result.duplicate, result.record.id])).toEqual([1, 2, 3].map(() => [true, first.record.id]));
    expect(await readLeads(store)).toHaveLength(1);
  });
});

test('keys written into a folder that other requests keep emptying are all written: the folder a delete removes is made again', async () => {
  // A lead's push marker is written as other requests delete theirs (push-pending/); the last delete of a folder
  // removes it, between another writer's making it and naming its file. Twelve writers, each writing and deleting
  // its own keys, as concurrent quotes do.
  const store = folderStore(dir);
  const key = (writer: number, turn: number): Key<{ turn: number }> => `pending/w${writer}-${turn}`;
  await Promise.all(
    Array.from({ length: 12 }, async (_, writer) => {
      for (let turn = 0; turn < 60; turn += 1) {
        await (turn % 2 ? store.set(key(writer, turn), { turn }) : store.create(key(writer, turn), { turn }));
        await store.delete(key(writer, turn));
      }
    }),
  );
  expect(await store.list('pending')).toEqual([]);
});

test('submissions of the earlier layout (two JSON-lines files) are moved in once, with whether each was mailed', async () => {
  const mailed = { id: 'a0a0a0a0-0000-4000-8000-000000000001', kind: 'quote', receivedAt: '2026-11-01T14:00:00.000Z', values: VALID.quote };
  const unsent = { id: 'a0a0a0a0-0000-4000-8000-000000000002', kind: 'contact', receivedAt: '2026-11-02T14:00:00.000Z', values: VALID.contact };
  fs.writeFileSync(path.join(dir, 'submissions.jsonl'), `${JSON.stringify(mailed)}\n${JSON.stringify(unsent)}\n{"id":"cut short`);
  fs.writeFileSync(
    path.join(dir, 'deliveries.jsonl'),
    [
      { id: mailed.id, status: 'sent', at: '2026-11-01T14:00:02.000Z', detail: '<m1@test>' },
      { id: unsent.id, status: 'failed', at: '2026-11-02T14:00:05.000Z', detail: 'timeout' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );
  const store = await openLedger({ kind: 'files', dir });
  expect(await readLeads(store)).toEqual([
    // Leads from before the places were all in the Inbox.
    // Their clock says when the office was told by the mail they were sent.
    {
      ...mailed,
      place: 'inbox',
      mailed: { at: '2026-11-01T14:00:02.000Z', messageId: '<m1@test>' },
      followUp: NOT_FOLLOWED_UP,
      clock: { toldAt: { mail: '2026-11-01T14:00:02.000Z' } },
    },
    { ...unsent, place: 'inbox', mailed: null, followUp: NOT_FOLLOWED_UP, clock: {} },
  ]);
  expect((await unsentSubmissions(store)).map((record) => record.id)).toEqual([unsent.id]);
  expect(fs.readdirSync(dir).filter((file) => file.endsWith('.jsonl'))).toEqual([]);
  expect(fs.existsSync(path.join(dir, 'submissions.jsonl.imported'))).toBe(true);
});

describe('where the store may be', () => {
  test('a serverless function uses Netlify Blobs, and refuses a folder, which does not outlast it', () => {
    expect(storeSettings({ AWS_LAMBDA_FUNCTION_NAME: 'quote' })).toEqual({ kind: 'netlify-blobs', name: 'form-submissions' });
    expect(storeSettings({}, { inFunction: true })).toMatchObject({ kind: 'netlify-blobs' });
    expect(() => storeSettings({ AWS_LAMBDA_FUNCTION_NAME: 'quote', SUBMISSIONS_STORE: 'files' })).toThrow('does not outlast it');
  });

  test('a command with Netlify’s site id and token reads Netlify Blobs; otherwise the folder', () => {
    expect(storeSettings({ NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'token' })).toEqual({
      kind: 'netlify-blobs',
      name: 'form-submissions',
      siteID: 'site',
      token: 'token',
    });
    expect(storeSettings({ SUBMISSIONS_DIR: '/var/lib/coastal-site/submissions' })).toEqual({ kind: 'files', dir: '/var/lib/coastal-site/submissions' });
  });

  test('a folder the site publishes or commits is refused, and so is an unknown store', () => {
    for (const folder of ['public/submissions', 'static', 'data/leads']) {
      expect(() => storeSettings({ SUBMISSIONS_DIR: folder })).toThrow(/publishes or commits/);
    }
    expect(() => storeSettings({ SUBMISSIONS_STORE: 'sqlite' })).toThrow('Use one of: files, netlify-blobs.');
  });
});

describe('npm run leads', () => {
  test('--since takes days, hours or a date, and says so otherwise', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(sinceTime('7d', now)).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(sinceTime('24h', now)).toBe(Date.parse('2026-11-26T12:00:00Z'));
    expect(sinceTime('2026-11-01', now)).toBe(Date.parse('2026-11-01'));
    expect(() => sinceTime('last week', now)).toThrow('--since takes a number of days or hours (7d, 24h) or a date (2026-11-01)');
  });

  test('a row says who, how to reach them, where, the services by name, what they wrote, the mail and the follow-up; CSV is safe for spreadsheets', () => {
    const lead = {
      id: 'lead-1',
      kind: 'quote' as const,
      receivedAt: '2026-11-27T14:05:00.000Z',
      values: { ...VALID.quote, lastName: '=HYPERLINK("x")', projectDescription: 'Turf for the back yard.\nAnd lights.' },
      place: 'inbox' as const,
      mailed: null,
      lastFailure: { at: '2026-11-27T14:05:01.000Z', detail: 'connect ECONNREFUSED' },
      followUp: { state: 'quoted' as const, history: [], version: 2 },
    };
    const [row] = leadRows(
      [lead],
      new Map([
        ['synthetic-turf', 'Synthetic Turf'],
        ['lighting', 'Outdoor Lighting'],
      ]),
      new Map(),
    );
    expect(Object.fromEntries(COLUMNS.map((column, index) => [column, row[index]]))).toEqual({
      'Received (Eastern)': '11/27/2026, 09:05',
      Form: 'Quote',
      Name: 'Dana =HYPERLINK("x")',
      Email: VALID.quote.email,
      Phone: VALID.quote.phone,
      Town: VALID.quote.city,
      Services: 'Synthetic Turf, Outdoor Lighting',
      Message: 'Turf for the back yard.',
      Source: 'not recorded',
      Place: 'Inbox',
      Mail: 'failed: connect ECONNREFUSED',
      'Follow-up': 'Quoted',
      Told: '',
      'First opened': '',
      'First answer': '',
      'Time to answer': '',
      Id: 'lead-1',
    });
    const csv = toCsv([row, ['=1+1', ...row.slice(1)], ['\tcmd', ...row.slice(1)], ['\r=2', ...row.slice(1)], ['@SUM(A1)', ...row.slice(1)]]);
    expect(csv.split('\r\n')[0]).toBe(COLUMNS.join(','));
    expect(csv).toContain('"Dana =HYPERLINK(""x"")"');
    // A spreadsheet opens none of these as a formula: each starts with an apostrophe.
    for (const formula of ['=1+1', '\tcmd', '\r=2', '@SUM(A1)']) expect(csv).toMatch(new RegExp(`(^|\r\n)"?'${formula.replace(/[()+]/g, '\\$&')}`));
  });
});
