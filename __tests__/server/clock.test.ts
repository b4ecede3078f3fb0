/**
 * @jest-environment node
 *
 * The clock on every lead (issue 66, item 5; src/server/clock/): when it came, when the office's mail and a push told
 * staff, who first opened it in the leads view, and its first answer (Call or Email tapped, or a state past New), as
 * the leads API gives it with one lead and with every lead of a page. Leads come through the real form handler on a
 * folder store, mail goes to the real SMTP stand-in, and staff sign in through a stand-in of GitHub's API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeToFirstAnswerMs } from '../../src/leads/clock';
import type { Lead } from '../../src/leads/lead';
import { recordTold } from '../../src/server/clock';
import { createFormHandler } from '../../src/server/forms/handler';
import { addFollowUp } from '../../src/server/followUp/changes';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { serverState, workAfterAnswers } from '../../src/server/state';
import { folderStore } from '../../src/server/store/folderStore';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { leadOf, storeSubmission } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';
import { keepServerLog } from './serverLog';

// A deleted lead's line in the server's log, kept rather than printed.
keepServerLog();

const REPO = 'coastal/site';
const ACCOUNTS = {
  'token-pat': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } },
  'token-kim': { login: 'kim.o', name: 'Kim Office', repos: { [REPO]: 'push' as const } },
};

let host: RepositoryHost;
let mail: TestMailServer;
let dir: string;
let store: KeyValueStore;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  host = await startRepositoryHost('github', ACCOUNTS);
  mail = await startMailServer();
});
afterAll(async () => {
  await host.close();
  await mail.stop();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
  store = folderStore(dir);
  env = { ...mail.env, SUBMISSIONS_DIR: dir, CMS_BACKEND: 'github', CMS_REPO: REPO, CMS_API_ROOT: host.api, CMS_AUTH_URL: 'https://auth.example.com' };
  const state = serverState();
  for (const remembered of [state.granted, state.refused, state.strangers]) remembered.clear();
});
afterEach(async () => {
  await workAfterAnswers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The leads API as `token`'s login (null: the laptop's own view, no login). */
const api = (token: string | null, request: { query?: Record<string, string>; body?: unknown }) =>
  callFunction(createLeadsHandler({ env: () => (token ? env : { ...env, LEADS_WITHOUT_LOGIN: 'loopback' }) }), {
    method: request.body ? 'POST' : 'GET',
    query: request.query ?? {},
    body: request.body,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : { host: 'localhost:8000' }) },
    address: token ? '198.51.100.7' : '127.0.0.1',
  });

const opened = async (token: string | null, id: string) => (await api(token, { query: { id } })).body.lead as Lead;
const page = async () => (await api('token-pat', { query: { place: 'inbox', limit: '50' } })).body.leads as Lead[];

/** A quote sent as a visitor's browser sends it, mailed to the office: its id. */
async function quote(email: string) {
  Object.assign(process.env, env, { FORM_RATE_LIMIT: '100000' });
  const sent = await callFunction(createFormHandler('quote'), {
    method: 'POST',
    body: { ...VALID.quote, email, elapsedMs: '12000', altcha: await proofFor(store) },
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    address: '198.51.100.42',
  });
  expect(sent.status).toBe(201);
  return sent.body.id as string;
}

test('a lead’s clock: when it came, when mail and a push told staff, who opened it first, and its first answer, a Call tapped; later ones change none of it', async () => {
  const id = await quote('clock@example.com');
  const [listed] = await page();
  expect(listed.clock).toEqual({ toldAt: { mail: expect.any(String) } });
  const toldMs = Date.parse(listed.clock!.toldAt!.mail!) - Date.parse(listed.receivedAt);
  expect(toldMs).toBeGreaterThanOrEqual(0);
  expect(toldMs).toBeLessThan(60_000);

  // Engineer A's push calls this once a push reached a phone; a second push keeps the first time.
  await recordTold(store, id, 'push', new Date(Date.parse(listed.receivedAt) + 2000));
  await recordTold(store, id, 'push', new Date(Date.parse(listed.receivedAt) + 9000));
  expect((await page())[0].clock!.toldAt!.push).toBe(new Date(Date.parse(listed.receivedAt) + 2000).toISOString());

  // Pat opens it first, then Kim: Pat stays the first.
  expect((await opened('token-pat', id)).clock!.firstOpened).toEqual({ at: expect.any(String), by: 'pat', byName: 'Pat Owner' });
  expect((await opened('token-kim', id)).clock!.firstOpened).toMatchObject({ by: 'pat', byName: 'Pat Owner' });

  // Kim taps Call; Pat's Email later, and a state, are not the first answer.
  const call = await api('token-kim', { body: { action: 'answer', id, how: 'call' } });
  expect(call.status).toBe(200);
  expect(call.body).toMatchObject({ ok: true, first: true, lead: { id, clock: { firstAnswer: { how: 'call', by: 'kim.o', byName: 'Kim Office' } } } });
  const email = await api('token-pat', { body: { action: 'answer', id, how: 'email' } });
  expect(email.body).toMatchObject({ ok: true, first: false, lead: { clock: { firstAnswer: { how: 'call', by: 'kim.o' } } } });
  const state = await api('token-pat', { body: { action: 'state', id, seen: 0, state: 'contacted' } });
  expect(state.body.lead.clock.firstAnswer).toMatchObject({ how: 'call', by: 'kim.o' });

  // On a page, every lead's clock without the names (one list a lead); with the lead opened, the names too.
  const [after] = await page();
  expect(after.clock).toMatchObject({ firstOpened: { by: 'pat' }, firstAnswer: { how: 'call', by: 'kim.o' } });
  expect(after.clock!.firstOpened).not.toHaveProperty('byName');
  expect((await opened('token-pat', id)).clock).toMatchObject({
    toldAt: { mail: listed.clock!.toldAt!.mail, push: expect.any(String) },
    firstOpened: { by: 'pat', byName: 'Pat Owner' },
    firstAnswer: { how: 'call', by: 'kim.o', byName: 'Kim Office' },
  });
  expect(timeToFirstAnswerMs(after)).toBe(Date.parse(after.clock!.firstAnswer!.at) - Date.parse(after.receivedAt));
});

test('a state past New is the first answer when nothing was tapped, New is not; a lead answered before the clock was kept has its answer from its history', async () => {
  const { record } = await storeSubmission(store, 'contact', { ...VALID.contact, email: 'state@example.org' });
  const stillNew = await api('token-pat', { body: { action: 'state', id: record.id, seen: 0, state: 'new' } });
  expect(stillNew.body.lead.clock).toEqual({});
  const quoted = await api('token-kim', { body: { action: 'state', id: record.id, seen: 1, state: 'quoted' } });
  expect(quoted.body.lead.clock.firstAnswer).toEqual({ at: expect.any(String), how: 'state', by: 'kim.o', byName: 'Kim Office' });
  expect((await opened('token-pat', record.id)).clock!.firstAnswer).toEqual(quoted.body.lead.clock.firstAnswer);

  // Answered before there was a clock: only its follow-up says so.
  const { record: older } = await storeSubmission(store, 'contact', { ...VALID.contact, email: 'older@example.org' });
  await addFollowUp(store, older.id, 0, { kind: 'state', state: 'won' }, { login: 'pat', name: 'Pat Owner' });
  expect((await leadOf(store, older)).clock).toEqual({ firstAnswer: { at: expect.any(String), how: 'state', by: 'pat', byName: 'Pat Owner' } });
});

test('the laptop’s own view (no login) opens nothing; two people opening a lead at once see one first opening', async () => {
  const { record } = await storeSubmission(store, 'contact', { ...VALID.contact, email: 'open@example.org' });
  expect((await opened(null, record.id)).clock).toEqual({});
  const [pat, kim] = await Promise.all([opened('token-pat', record.id), opened('token-kim', record.id)]);
  const first = (await opened('token-pat', record.id)).clock!.firstOpened!;
  // Each is told its own opening or the other's; every later read tells the earlier of the two.
  expect([pat.clock!.firstOpened!.by, kim.clock!.firstOpened!.by]).toContain(first.by);
  expect((await opened('token-kim', record.id)).clock!.firstOpened).toEqual(first);
  expect((await page()).find((lead) => lead.id === record.id)!.clock!.firstOpened).toEqual({ at: first.at, by: first.by });
});

test('the answer action takes a call or an email, of a lead that exists', async () => {
  const { record } = await storeSubmission(store, 'contact', { ...VALID.contact, email: 'how@example.org' });
  for (const how of [undefined, 'state', 'text']) {
    const refused = await api('token-pat', { body: { action: 'answer', id: record.id, how } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/by a call or an email/);
  }
  expect((await api('token-pat', { body: { action: 'answer', id: 'no-such-lead', how: 'call' } })).status).toBe(404);
  expect(fs.existsSync(path.join(dir, 'clock', record.id))).toBe(false);
});

test('reading a lead’s clock costs one list of its own folder and no read: what a page of Netlify Blobs pays per lead', async () => {
  const id = await quote('cost@example.com');
  await recordTold(store, id, 'push');
  await opened('token-pat', id);
  await api('token-kim', { body: { action: 'answer', id, how: 'email' } });
  const calls: string[] = [];
  const counting: KeyValueStore = {
    ...store,
    get: (key) => (calls.push(`get ${key}`), store.get(key)),
    list: (folder) => (calls.push(`list ${folder}`), store.list(folder)),
  };
  const lead = await leadOf(counting, (await store.get(`submission/${id}`))!);
  expect(lead.clock).toMatchObject({
    toldAt: { mail: expect.any(String), push: expect.any(String) },
    firstOpened: { by: 'pat' },
    firstAnswer: { by: 'kim.o' },
  });
  expect(calls.filter((call) => call.includes('clock'))).toEqual([`list clock/${id}`]);
});

test('a deleted lead takes its clock with it', async () => {
  const id = await quote('gone@example.com');
  await opened('token-pat', id);
  expect(fs.readdirSync(path.join(dir, 'clock', id)).length).toBeGreaterThan(0);
  const deleted = await api('token-pat', { body: { action: 'delete', id, seen: 0 } });
  expect(deleted.status).toBe(200);
  expect(fs.existsSync(path.join(dir, 'clock', id))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'confirm-sent', `${id}.json`))).toBe(false);
});
