/**
 * @jest-environment node
 *
 * Nothing waits unnoticed (issue 66, item 4; src/server/nudge/): leads stored as the form API stores them on a folder
 * store, at moments chosen from data/business.json's hours through openingHours.ts, and the minute's round
 * (round/round.ts) run with a moved `now`, as both hosts' schedules run it. Every push goes to the stand-in push
 * service, which decrypts it as the phone would; every mail to the real SMTP stand-in. The hosts themselves run it in
 * __tests__/deploy/round.test.ts (the server's unit) and e2e/deploy/netlify.spec.ts (Netlify's scheduled function).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forms from '../../data/forms.json';
import type { Place } from '../../src/leads/places';
import { afterOpenMs, isOpen, nextOpening } from '../../src/leads/openingHours';
import { recordAnswer } from '../../src/server/clock';
import { addFollowUp } from '../../src/server/followUp/changes';
import { leadLink } from '../../src/server/mail/compose';
import { NUDGE_AFTER_MS } from '../../src/server/nudge/nudges';
import { addDevice } from '../../src/server/push/devices';
import { describeRound, leadRound } from '../../src/server/round/round';
import { formSettings } from '../../src/server/settings';
import { serverState } from '../../src/server/state';
import { folderStore } from '../../src/server/store/folderStore';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { storeSubmission } from '../../src/server/store/ledger';
import { type PushService, type TestSubscription, startPushService } from '../../testing/pushService';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';
import { keepServerLog, sendersWords } from './serverLog';

const MINUTE = 60_000;
// The mail failures the tests cause, kept for them to read.
const serverErrors = keepServerLog('error');
const STAFF = { login: 'pat', name: 'Pat Owner' };

let push: PushService;
let mail: TestMailServer;
let dir: string;
let store: KeyValueStore;
let devices: TestSubscription[];
beforeAll(async () => {
  [push, mail] = await Promise.all([startPushService(), startMailServer()]);
  push.trustHere();
});
afterAll(async () => {
  await Promise.all([push.stop(), mail.stop()]);
});
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nudges-'));
  store = folderStore(dir);
  mail.received.length = 0;
  serverState().housekeptOn = undefined;
  devices = [push.subscription(), push.subscription()];
  for (const device of devices) await addDevice(store, device, STAFF, 'Android, Chrome');
});
afterEach(() => {
  jest.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Stores a lead as the form API does, as if it came at `when`. */
async function arriveAt(when: number, place: Place = 'inbox', kind: 'quote' | 'contact' = 'quote') {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  jest.setSystemTime(when);
  try {
    const reasons = place === 'held' ? ['sent without the site’s check (scripts off, or not a browser)'] : [];
    const { record } = await storeSubmission(store, kind, { ...VALID[kind] }, undefined, { place, spam: 0.1, reasons });
    return record;
  } finally {
    jest.useRealTimers();
  }
}

/** One round, as a host's schedule runs it, at `at`; `smtpPort` 1 is mail down. */
const round = (at: number, smtpPort = mail.port) =>
  leadRound(store, { smtp: formSettings({ ...mail.env, SMTP_PORT: String(smtpPort) }).smtp, rateWindowMs: 600_000 }, { budgetMs: 20_000, now: new Date(at) });

type Payload = { leadId: string; title: string; body: string; url: string; quiet?: boolean };
/** The nudges each device was sent (not the pushes of new leads), as the phone decrypted them. */
const nudgesTo = (device: TestSubscription) =>
  push.to(device.endpoint).filter((message) => /^(Still waiting|Held for a look):/.test((message.payload as Payload).title));
/** The nudge mails the office got (not the day's mail, not the customers' confirmations). */
const nudgeMails = () => mail.received.filter((message) => /Still waiting|still waiting|held for a look/.test(message.subject ?? ''));

// A weekday's opening, from data/business.json: the Monday of a week in November, and 10:00 two hours after an 08:00 opening.
const monday = nextOpening(Date.parse('2026-11-16T05:00:00Z'))!.getTime();
const tenAm = monday + 2 * 60 * MINUTE;

test(`an Inbox lead nobody answers: nothing ${forms.nudgeAfterMinutes - 1} opening minutes on, then one push to every device and one mail, once`, async () => {
  expect(isOpen(tenAm) && isOpen(tenAm + NUDGE_AFTER_MS)).toBe(true);
  const lead = await arriveAt(tenAm);
  const due = afterOpenMs(lead.receivedAt, NUDGE_AFTER_MS)!.getTime();
  expect(due).toBe(tenAm + forms.nudgeAfterMinutes * MINUTE);

  await round(due - MINUTE);
  expect(devices.map((device) => nudgesTo(device).length)).toEqual([0, 0]);
  expect(nudgeMails()).toHaveLength(0);

  const nudged = await round(due + 30_000);
  expect(describeRound(store, nudged)).toContain('1 lead(s) nobody answered nudged to staff;');
  for (const device of devices) {
    const [message] = nudgesTo(device);
    expect(message.payload).toEqual({
      leadId: lead.id,
      title: 'Still waiting: quote request',
      body: 'Dana, Carolina Beach',
      url: `/admin/leads/?lead=${lead.id}`,
    });
    // A locked screen shows it: nothing a stranger could use.
    expect(message.text).not.toMatch(/Whitfield|dana@example\.com|555-0142|Lake Park|Turf for the back yard/);
    expect(message.headers.urgency).toBe('high');
  }
  const [sent] = nudgeMails();
  expect(sent.to).toMatchObject({ text: mail.env.MAIL_TO });
  expect(sent.subject).toBe('Still waiting for an answer: quote request from Dana Whitfield');
  expect(sent.text).toContain(`Dana Whitfield, quote request, came `);
  expect(sent.text).toContain(`waiting ${forms.nudgeAfterMinutes} min of opening hours:\n  ${leadLink(lead.id)}`);

  // A later round, and two at once, send nothing more.
  await Promise.all([round(due + 2 * MINUTE), round(due + 2 * MINUTE), round(due + 3 * MINUTE)]);
  expect(devices.map((device) => nudgesTo(device).length)).toEqual([1, 1]);
  expect(nudgeMails()).toHaveLength(1);
  expect(await store.list('nudge-pending')).toEqual([]);
});

test('a lead answered in time is not nudged: a Call tapped (its clock’s first answer), or a state past New', async () => {
  const called = await arriveAt(tenAm);
  const contacted = await arriveAt(tenAm + 1000, 'inbox', 'contact');
  await recordAnswer(store, called.id, 'call', STAFF, new Date(tenAm + 5 * MINUTE));
  expect((await addFollowUp(store, contacted.id, 0, { kind: 'state', state: 'contacted' }, STAFF)).ok).toBe(true);

  const report = await round(tenAm + NUDGE_AFTER_MS + 2 * MINUTE);
  expect(report.nudges).toEqual({ nudged: 0, held: 0, mailFailed: 0 });
  expect(devices.map((device) => nudgesTo(device).length)).toEqual([0, 0]);
  expect(nudgeMails()).toHaveLength(0);
  // Their markers went with the first look: later rounds read neither.
  expect(await store.list('nudge-pending')).toEqual([]);
});

test('a lead that comes at 20:00 on a Friday is nudged the next opening day, that many opening minutes after the opening', async () => {
  const friday = monday + 4 * 86_400_000;
  const evening = friday + 12 * 60 * MINUTE; // 08:00 + 12 h: 20:00 Eastern, the same day (no clock change that week)
  expect(new Date(evening).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: 'numeric', hour12: false })).toBe('Friday, 20');
  expect(isOpen(evening)).toBe(false);
  const lead = await arriveAt(evening);
  const opening = nextOpening(evening)!.getTime();
  const due = afterOpenMs(evening, NUDGE_AFTER_MS)!.getTime();
  expect(due).toBe(opening + NUDGE_AFTER_MS);

  for (const at of [evening + 60 * MINUTE, opening - 60 * MINUTE, opening + 60_000, due - MINUTE]) await round(at);
  expect(nudgesTo(devices[0])).toHaveLength(0);
  await round(due + 30_000);
  expect(nudgesTo(devices[0]).map((message) => (message.payload as Payload).leadId)).toEqual([lead.id]);
  expect(nudgeMails()).toHaveLength(1);
  // Due at the opening's day and time data/business.json gives, 30 s before this round.
  expect(due - Date.parse(lead.receivedAt)).toBeGreaterThan(24 * 60 * MINUTE);
});

test('a Held lead reaches staff within the hour in opening hours: a quiet push saying why it was held, and a line in the mail; Spam brings nothing', async () => {
  const held = await arriveAt(tenAm, 'held');
  await arriveAt(tenAm + 1000, 'spam', 'contact');
  expect(await store.list('nudge-pending')).toEqual([held.id]);

  const report = await round(tenAm + MINUTE);
  expect(describeRound(store, report)).toContain('1 Held lead(s) shown to staff;');
  const [message] = nudgesTo(devices[0]);
  expect(message.payload).toMatchObject({
    leadId: held.id,
    title: 'Held for a look: quote request',
    body: 'Dana, Carolina Beach\nHeld: sent without the site’s check (scripts off, or not a browser)',
    quiet: true,
  });
  expect(message.headers.urgency).toBe('normal');
  expect(message.text).not.toMatch(/Whitfield|dana@example\.com|555-0142|Lake Park|Turf for the back yard/);
  const [sent] = nudgeMails();
  expect(sent.subject).toBe('1 request held for a look');
  expect(sent.text).toContain(`held because: sent without the site’s check (scripts off, or not a browser):\n  ${leadLink(held.id)}`);

  await round(tenAm + 30 * MINUTE);
  expect(devices.map((device) => push.to(device.endpoint).map((sent) => (sent.payload as Payload).leadId))).toEqual([[held.id], [held.id]]);
  expect(nudgeMails()).toHaveLength(1);
});

test('a Held lead that comes on a Saturday reaches staff at the first round of the next opening', async () => {
  const saturday = monday + 5 * 86_400_000 + 2 * 60 * MINUTE;
  expect(isOpen(saturday)).toBe(false);
  const held = await arriveAt(saturday, 'held', 'contact');
  const opening = nextOpening(saturday)!.getTime();
  await round(opening - MINUTE);
  expect(nudgesTo(devices[0])).toHaveLength(0);
  await round(opening + 30_000);
  expect(nudgesTo(devices[0]).map((message) => (message.payload as Payload).leadId)).toEqual([held.id]);
});

test('mail down: the pushes go once, the mail goes with the next round that can send it', async () => {
  const lead = await arriveAt(tenAm);
  const due = tenAm + NUDGE_AFTER_MS;
  const failed = await round(due + 10_000, 1);
  expect(failed.nudges.mailFailed).toBe(1);
  expect(nudgeMails()).toHaveLength(0);
  // The server's log says the nudge's mail failed, and holds nothing the lead's sender wrote.
  const failures = serverErrors().join('\n');
  expect(failures).toContain('the mail of 1 lead(s) waiting for staff could not be sent yet');
  for (const word of sendersWords(lead.values)) expect(failures).not.toContain(word);
  await round(due + MINUTE);
  expect(nudgeMails()).toHaveLength(1);
  expect(nudgeMails()[0].text).toContain(leadLink(lead.id));
  expect(devices.map((device) => nudgesTo(device).length)).toEqual([1, 1]);
});

test('a round costs one list and one read a lead not due yet, and reads no lead before it falls due', async () => {
  await Promise.all([0, 1, 2].map((n) => arriveAt(tenAm + n * 1000)));
  const asked: string[] = [];
  for (const method of ['get', 'list'] as const) {
    const real = store[method].bind(store) as (key: string) => Promise<unknown>;
    jest.spyOn(store, method).mockImplementation(((key: string) => {
      asked.push(`${method} ${key.split('/')[0]}`);
      return real(key);
    }) as never);
  }
  const { nudgeWaiting } = await import('../../src/server/nudge/nudges');
  expect(await nudgeWaiting(store, null, { budgetMs: 20_000, now: new Date(tenAm + 5 * MINUTE) })).toEqual({ nudged: 0, held: 0, mailFailed: 0 });
  expect(asked.sort()).toEqual(['get nudge-pending', 'get nudge-pending', 'get nudge-pending', 'list nudge-pending']);
});
