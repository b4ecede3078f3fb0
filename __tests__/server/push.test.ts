/**
 * @jest-environment node
 *
 * The push to staff's phones (issue 66, item 2; src/server/push/): devices subscribe and unsubscribe through the
 * leads API (a stand-in of GitHub's for the login), leads arrive through the real form handler on a folder store,
 * and every push goes over https to the stand-in push service of testing/pushService.ts, which checks the VAPID
 * signature and decrypts each message with the keys of the subscription the test made, as the phone would. So the
 * payload and its rule (nothing a stranger could use on a locked screen) are read as the phone reads them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import business from '../../data/business.json';
import { createFormHandler } from '../../src/server/forms/handler';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { pushLeftOver, pushNewLead } from '../../src/server/push/newLead';
import { pushToStaff } from '../../src/server/push/send';
import { serverState } from '../../src/server/state';
import { folderStore } from '../../src/server/store/folderStore';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { readLead } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { type PushService, type TestSubscription, startPushService } from '../../testing/pushService';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { VALID } from '../forms/fixtures';

const REPO = 'coastal/site';
const ACCOUNTS = {
  'token-pat': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } },
  'token-kim': { login: 'kim', name: 'Kim Office', repos: { [REPO]: 'push' as const } },
  'token-rob': { login: 'rob', name: 'Rob Reader', repos: { [REPO]: 'read' as const } },
};

let push: PushService;
let host: RepositoryHost;
let dir: string;
let store: KeyValueStore;
let env: NodeJS.ProcessEnv;
let address = 0;

beforeAll(async () => {
  push = await startPushService();
  push.trustHere();
  host = await startRepositoryHost('github', ACCOUNTS);
});
afterAll(async () => {
  await push.stop();
  await host.close();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
  store = folderStore(dir);
  env = {
    SUBMISSIONS_DIR: dir,
    PUSH_TEST_SERVICE: push.origin,
    CMS_BACKEND: 'github',
    CMS_REPO: REPO,
    CMS_API_ROOT: host.api,
    CMS_AUTH_URL: 'https://auth.example.com',
  };
  // The form handler reads the process's environment, as it does where the site runs.
  Object.assign(process.env, { SUBMISSIONS_DIR: dir, PUSH_TEST_SERVICE: push.origin });
  delete process.env.SMTP_HOST;
  const state = serverState();
  for (const remembered of [state.granted, state.refused, state.strangers]) remembered.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.VAPID_PUBLIC_KEY;
  delete process.env.VAPID_PRIVATE_KEY;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The leads API, as `token` (none: a stranger). */
const leadsApi = (token: string | null, request: { method?: string; query?: Record<string, string>; body?: unknown }) =>
  callFunction(createLeadsHandler({ env: () => env }), {
    method: request.method ?? (request.body ? 'POST' : 'GET'),
    query: request.query,
    body: request.body,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    address: '198.51.100.7',
  });

/** A device of `token`'s login asks for pushes, as the view's "Notify me on this phone" does: its subscription. */
async function subscribed(token: string, label = 'Android, Chrome'): Promise<TestSubscription & { id: string }> {
  const subscription = push.subscription();
  const answer = await leadsApi(token, { body: { action: 'subscribe', subscription, label } });
  expect(answer.status).toBe(200);
  return { ...subscription, id: answer.body.device };
}

/** A form sent as a person's browser sends it (time taken, a proof of work): the handler's answer. */
async function sent(kind: 'quote' | 'contact', values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  address += 1;
  return callFunction(createFormHandler(kind), {
    method: 'POST',
    body: { ...values, elapsedMs: '12000', altcha: await proofFor(store), ...extra },
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    address: `198.51.100.${address % 250}`,
  });
}

const keysIn = (folder: string) => (fs.existsSync(path.join(dir, folder)) ? fs.readdirSync(path.join(dir, folder)) : []);

test('a quote reaching the Inbox is pushed once to every device that asked, read with each device’s keys: the form, first name and town, nothing else', async () => {
  const devices = [await subscribed('token-pat', 'Android, Chrome'), await subscribed('token-pat', 'iPhone, Safari'), await subscribed('token-kim')];
  const { publicKey } = (await leadsApi('token-pat', { query: { push: '1' } })).body;
  const answer = await sent('quote', VALID.quote);
  expect(answer.status).toBe(201);
  const { id } = answer.body;

  // In the form's request: every device has it when the visitor is thanked.
  expect(devices.map((device) => push.to(device.endpoint).length)).toEqual([1, 1, 1]);
  for (const message of push.received) {
    expect(message.payload).toEqual({ leadId: id, title: 'New quote request', body: 'Dana, Carolina Beach', url: `/admin/leads/?lead=${id}` });
    for (const secret of ['Whitfield', 'dana@example.com', '555-0142', '12 Lake Park', 'Turf for the back yard']) expect(message.text).not.toContain(secret);
    expect(message.vapid).toMatchObject({ aud: push.origin, sub: business.url, publicKey });
    expect(message.headers).toMatchObject({ ttl: 3600, urgency: 'high' });
  }
  expect(push.refused).toEqual([]);
  // Done with: no marker left, one claim a device.
  expect(keysIn('push-pending')).toEqual([]);
  expect(keysIn(`pushed/${id}`).sort()).toEqual(devices.map((device) => `${device.id}.json`).sort());
  // The lead's clock says when staff were told by a push.
  expect(Date.parse((await readLead(store, id))!.clock?.toldAt?.push ?? '')).toBeGreaterThan(Date.now() - 60_000);
  // The key pair was made once and kept: the next push is signed with the same.
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'secret/vapid.json'), 'utf8')).publicKey).toBe(publicKey);
});

test('a message or a community request says its form and the first name only', async () => {
  const device = await subscribed('token-pat');
  expect((await sent('contact', { ...VALID.contact, firstName: '  Sam   Lee ' })).status).toBe(201);
  expect(push.to(device.endpoint).map((message) => message.payload)).toEqual([expect.objectContaining({ title: 'New message', body: 'Sam Lee' })]);
  expect(push.to(device.endpoint)[0].text).not.toMatch(/Ortiz|sam@example|555 0199|Topsail/);
});

test('a repeated send, a second sender and the round push nothing more', async () => {
  const device = await subscribed('token-pat');
  const first = await sent('quote', VALID.quote, { requestId: 'retry-0001' });
  expect(first.status).toBe(201);
  const again = await sent('quote', VALID.quote, { requestId: 'retry-0001' });
  expect(again.status).toBe(200);
  const record = (await readLead(store, first.body.id))!;
  // A round and a request racing over the same lead: each device's claim is created once.
  await Promise.all([pushNewLead(store, record), pushNewLead(store, record)]);
  await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 60_000) });
  expect(push.to(device.endpoint)).toHaveLength(1);
});

test('nothing Held or in Spam is pushed, nor a lead staff move to the Inbox later', async () => {
  const device = await subscribed('token-pat');
  const held = await sent('quote', { ...VALID.quote, email: 'held@example.com' }, { altcha: undefined });
  const spam = await sent('contact', { ...VALID.contact, email: 'spam@example.com' }, { website: 'https://spam.example' });
  expect([held.status, spam.status]).toEqual([201, 201]);
  const lead = (await readLead(store, held.body.id))!;
  expect([lead.place, (await readLead(store, spam.body.id))!.place]).toEqual(['held', 'spam']);
  expect(keysIn('push-pending')).toEqual([]);
  const moved = await leadsApi('token-pat', { body: { action: 'move', id: lead.id, seen: 0, place: 'inbox' } });
  expect(moved.status).toBe(200);
  await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 60_000) });
  expect(push.to(device.endpoint)).toEqual([]);
});

test('a push service answering 404 or 410 loses its device; one that is down keeps it, and the round pushes it the lead once it is back, once', async () => {
  const [gone, expired, down, fine] = [
    await subscribed('token-pat'),
    await subscribed('token-pat'),
    await subscribed('token-pat'),
    await subscribed('token-kim'),
  ];
  push.answer(gone.endpoint, 410);
  push.answer(expired.endpoint, 404);
  push.answer(down.endpoint, 500);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { id } = (await sent('quote', VALID.quote)).body;
  expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
    expect.stringMatching(/^\[push\] a push to Android, Chrome \(pat\) failed, and goes again with the next: 500/),
  ]);
  logged.mockRestore();
  expect(push.to(fine.endpoint)).toHaveLength(1);
  const listed = async (token: string) => (await leadsApi(token, { query: { push: '1' } })).body.devices.map((device: { id: string }) => device.id);
  expect(await listed('token-pat')).toEqual([down.id]);
  expect(keysIn('push-pending')).toEqual([`${id}.json`]);
  // A claim is given back only for a push that may go again.
  expect(keysIn(`pushed/${id}`).sort()).toEqual([fine.id, gone.id, expired.id].map((device) => `${device}.json`).sort());

  // A round while the marker is the request's own leaves it; one later, with the service back, sends it.
  push.answer(down.endpoint, 0);
  expect(await pushLeftOver(store, { budgetMs: 10_000 })).toEqual({ pushed: 0, waiting: 0 });
  expect(await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 60_000) })).toEqual({ pushed: 1, waiting: 0 });
  expect([push.to(down.endpoint).length, push.to(fine.endpoint).length]).toEqual([1, 1]);
  expect(keysIn('push-pending')).toEqual([]);
  await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 120_000) });
  expect([push.to(down.endpoint).length, push.to(fine.endpoint).length]).toEqual([1, 1]);
});

test('a lead whose push could not go for half an hour, or which left the Inbox meanwhile, is given up', async () => {
  const device = await subscribed('token-pat');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  push.answer(device.endpoint, 503);
  const { id } = (await sent('quote', VALID.quote)).body;
  push.answer(device.endpoint, 0);
  expect(await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 31 * 60_000) })).toEqual({ pushed: 0, waiting: 0 });
  expect(keysIn('push-pending')).toEqual([]);
  // Never reached: the clock says nobody was told by a push.
  expect((await readLead(store, id))!.clock?.toldAt?.push).toBeUndefined();

  push.answer(device.endpoint, 503);
  const other = (await sent('quote', { ...VALID.quote, email: 'other@example.com' })).body.id;
  push.answer(device.endpoint, 0);
  expect((await leadsApi('token-pat', { body: { action: 'move', id: other, seen: 0, place: 'spam' } })).status).toBe(200);
  await pushLeftOver(store, { budgetMs: 10_000, now: new Date(Date.now() + 60_000) });
  expect(push.to(device.endpoint)).toEqual([]);
  expect(id).not.toBe(other);
});

test('staff see and remove only their own devices; a stranger and a reader can do neither; only a browser’s push service is taken', async () => {
  const pats = await subscribed('token-pat', 'Android,\n Chrome ');
  const kims = await subscribed('token-kim', 'Desktop, Firefox');
  const patList = (await leadsApi('token-pat', { query: { push: '1' } })).body;
  expect(patList.devices).toEqual([{ id: pats.id, label: 'Android, Chrome', at: expect.any(String) }]);
  expect(JSON.stringify(patList)).not.toContain(pats.endpoint);
  expect(patList.publicKey).toMatch(/^[\w-]{87}$/);

  expect((await leadsApi('token-pat', { body: { action: 'unsubscribe', device: kims.id } })).status).toBe(404);
  for (const [token, status] of [
    [null, 401],
    ['token-rob', 403],
  ] as const) {
    expect((await leadsApi(token, { query: { push: '1' } })).status).toBe(status);
    expect((await leadsApi(token, { body: { action: 'subscribe', subscription: push.subscription() } })).status).toBe(status);
    expect((await leadsApi(token, { body: { action: 'unsubscribe', device: pats.id } })).status).toBe(status);
  }
  const removed = await leadsApi('token-pat', { body: { action: 'unsubscribe', device: pats.id } });
  expect([removed.status, removed.body.devices]).toEqual([200, []]);
  expect((await leadsApi('token-kim', { query: { push: '1' } })).body.devices.map((device: { id: string }) => device.id)).toEqual([kims.id]);

  // The server posts only to a browser's push service: never to an address of its own network, nor over http.
  const { keys } = push.subscription();
  for (const endpoint of [
    'https://127.0.0.1:8443/push/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.example.com/x',
    'https://10.0.0.5/x',
  ]) {
    const refused = await leadsApi('token-pat', { body: { action: 'subscribe', subscription: { endpoint, keys } } });
    expect([endpoint, refused.status, refused.body.message]).toEqual([endpoint, 400, expect.stringContaining('push service is not one the site sends to')]);
  }
  const noKeys = await leadsApi('token-pat', {
    body: { action: 'subscribe', subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: {} } },
  });
  expect(noKeys.status).toBe(400);
});

test('the host’s VAPID key pair, when set, is the one subscriptions are made with and pushes are signed with', async () => {
  const pair = webPush.generateVAPIDKeys();
  Object.assign(process.env, { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
  env = { ...env, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
  const device = await subscribed('token-pat');
  expect((await leadsApi('token-pat', { query: { push: '1' } })).body.publicKey).toBe(pair.publicKey);
  await sent('quote', VALID.quote);
  expect(push.to(device.endpoint).map((message) => message.vapid.publicKey)).toEqual([pair.publicKey]);
  expect(keysIn('secret')).toEqual([expect.stringMatching(/^proof-of-work/)]);
});

test('pushToStaff, for a lead nobody answered: its reason in the title, quietly when asked', async () => {
  const device = await subscribed('token-kim');
  const { id } = (await sent('quote', VALID.quote)).body;
  const lead = (await readLead(store, id))!;
  expect(await pushToStaff(store, lead, { why: 'Waiting 15 minutes', quiet: true })).toEqual({ sent: 1 });
  expect(push.to(device.endpoint)[1].payload).toEqual({
    leadId: id,
    title: 'Waiting 15 minutes: quote request',
    body: 'Dana, Carolina Beach',
    url: `/admin/leads/?lead=${id}`,
    quiet: true,
  });
  expect(push.to(device.endpoint)[1].headers.urgency).toBe('normal');
});
