/**
 * @jest-environment node
 *
 * Where leads wait (src/server/places.ts): the index that pages each place newest first at the cost of its page,
 * moves between places through the leads API (Not spam mails a held lead once, however many press it), the daily
 * housekeeping (housekeeping.ts: one mail of the held count, Spam removed after 30 days and logged), and the forms'
 * per-address limit counted in the store (sharedLimit.ts). Real folder stores, a real SMTP server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLACES, SPAM_KEPT_DAYS } from '../../src/leads/places';
import { type DurableStore, folderStore } from '../../src/server/durableStore';
import { housekeeping } from '../../src/server/housekeeping';
import { createLeadsHandler } from '../../src/server/leadsApi';
import { countPlaces, indexEarlierLeads, pageOfPlace } from '../../src/server/places';
import { overSharedLimit } from '../../src/server/sharedLimit';
import { keepMark } from '../../src/server/spam/learning';
import { serverState } from '../../src/server/state';
import { readLead, storeSubmission } from '../../src/server/store';
import { createFormHandler } from '../../src/server/handler';
import { proofFor } from '../../testing/proof';
import { NEXT_SOLICITATION, SOLICITATIONS, solicitation } from '../../testing/spamCorpus/solicitations';
import { callFunction } from '../../testing/functionCall';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';

let dir: string;
let store: DurableStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'places-'));
  store = folderStore(dir);
  serverState().housekeptOn = undefined;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Stores `count` leads in `place`, a second apart, oldest first; their ids, newest first. */
async function arrive(count: number, place: (typeof PLACES)[number], start = Date.parse('2026-11-01T12:00:00Z')) {
  const ids: string[] = [];
  // Only the clock is set; everything else runs as it does.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  try {
    for (let i = 0; i < count; i += 1) {
      jest.setSystemTime(start + i * 1000);
      ids.unshift((await storeSubmission(store, 'contact', { ...VALID.contact, email: `${place}${i}@example.com` }, undefined, { place })).record.id);
    }
  } finally {
    jest.useRealTimers();
  }
  return ids;
}

describe('the index', () => {
  test('each place is paged newest first, and counted from its keys', async () => {
    const inbox = await arrive(7, 'inbox');
    const held = await arrive(2, 'held', Date.parse('2026-11-02T12:00:00Z'));
    const spam = await arrive(5, 'spam', Date.parse('2026-11-03T12:00:00Z'));
    expect(await countPlaces(store)).toEqual({ inbox: 7, held: 2, spam: 5 });
    const ids = async (place: (typeof PLACES)[number], offset: number, limit: number) => {
      const { names, more } = await pageOfPlace(store, place, offset, limit);
      return { ids: names.map((name) => name.slice(14)), more };
    };
    expect(await ids('inbox', 0, 3)).toEqual({ ids: inbox.slice(0, 3), more: true });
    expect(await ids('inbox', 3, 3)).toEqual({ ids: inbox.slice(3, 6), more: true });
    expect(await ids('inbox', 6, 3)).toEqual({ ids: inbox.slice(6), more: false });
    expect(await ids('held', 0, 10)).toEqual({ ids: held, more: false });
    expect(await ids('spam', 0, 10)).toEqual({ ids: spam, more: false });
    // Only an Inbox lead waits to be mailed.
    expect(
      fs
        .readdirSync(path.join(dir, 'unsent'))
        .map((file) => file.replace('.json', ''))
        .sort(),
    ).toEqual([...inbox].sort());
  });

  test('leads stored before the index are indexed once, in the Inbox', async () => {
    const ids = await arrive(3, 'inbox');
    // As they were stored then: without an arrival, and no index.
    for (const id of ids) {
      const file = path.join(dir, 'submission', `${id}.json`);
      const { arrival: _arrival, ...record } = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(file, JSON.stringify(record));
    }
    fs.rmSync(path.join(dir, 'index'), { recursive: true });
    expect(await countPlaces(store)).toEqual({ inbox: 0, held: 0, spam: 0 });
    await Promise.all([indexEarlierLeads(store), indexEarlierLeads(store)]);
    expect(await countPlaces(store)).toEqual({ inbox: 3, held: 0, spam: 0 });
    expect((await pageOfPlace(store, 'inbox', 0, 10)).names.map((name) => name.slice(14))).toEqual(ids);
  });
});

describe('moving leads through the leads API', () => {
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startMailServer();
  });
  afterAll(() => mail.stop());

  const env = () => ({ SUBMISSIONS_DIR: dir, LEADS_WITHOUT_LOGIN: 'loopback', ...mail.env });
  const call = (method: 'GET' | 'POST', query: Record<string, string>, body?: unknown) =>
    callFunction(createLeadsHandler({ env }), {
      method,
      query,
      body,
      headers: { host: 'localhost:8000', 'content-type': 'application/json' },
      address: '127.0.0.1',
    });

  test('a page of a place lists its leads, with every place counted', async () => {
    const held = await arrive(2, 'held');
    await arrive(3, 'spam', Date.parse('2026-11-05T12:00:00Z'));
    const page = await call('GET', { place: 'held' });
    expect(page.status).toBe(200);
    expect(page.body.leads.map((lead: { id: string; place: string }) => [lead.id, lead.place])).toEqual(held.map((id) => [id, 'held']));
    expect(page.body.counts).toEqual({ inbox: 0, held: 2, spam: 3 });
    expect(page.body.total).toBe(2);
  });

  test('Not spam on a held lead moves it to the Inbox and mails it once, with two people pressing it at once', async () => {
    const [id] = await arrive(1, 'held');
    const before = mail.received.length;
    const answers = await Promise.all([1, 2].map(() => call('POST', {}, { id, seen: 0, place: 'inbox' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(mail.received.length - before).toBe(1);
    const moved = answers.find((answer) => answer.status === 200)!.body.lead;
    expect(moved.place).toBe('inbox');
    expect(moved.mailed).not.toBeNull();
    expect((await call('GET', { place: 'inbox' })).body.leads.map((lead: { id: string }) => lead.id)).toEqual([id]);
    expect((await call('GET', { place: 'held' })).body.leads).toEqual([]);
    // Back to Held and to the Inbox again: it was mailed already, and is not mailed twice.
    expect((await call('POST', {}, { id, seen: 1, place: 'held' })).status).toBe(200);
    expect((await call('POST', {}, { id, seen: 2, place: 'inbox' })).status).toBe(200);
    expect(mail.received.length - before).toBe(1);
    const history = (await call('GET', { id })).body.lead.followUp.history.map((entry: { kind: string; place: string }) => `${entry.kind} ${entry.place}`);
    expect(history).toEqual(['place inbox', 'place held', 'place inbox']);
  });

  test('a place that is not one is refused in staff’s words', async () => {
    const [id] = await arrive(1, 'inbox');
    const answer = await call('POST', {}, { id, seen: 0, place: 'trash' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('A lead is in one of Inbox, Held, Spam.');
  });
});

describe('staff teach the filter', () => {
  const env = () => ({ SUBMISSIONS_DIR: dir, LEADS_WITHOUT_LOGIN: 'loopback', FORM_RATE_LIMIT: '100000' });

  /** Sends a contact form as a visitor with scripts does, through the form API; where it landed. */
  async function send(message: string, n: number) {
    Object.assign(process.env, env());
    const answer = await callFunction(createFormHandler('contact'), {
      method: 'POST',
      body: { ...VALID.contact, ...solicitation(message, n), elapsedMs: '12000', altcha: await proofFor(store) },
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      address: '198.51.100.20',
    });
    expect(answer.status).toBe(201);
    return (await readLead(store, answer.body.id))!;
  }

  test('ten Spam marks in the leads view send the next lead of their kind out of the Inbox; without them it stays in', async () => {
    // Without the marks: the trade's pitch reads like a customer's enquiry.
    expect((await send(NEXT_SOLICITATION, 99)).place).toBe('inbox');
    for (const [n, message] of SOLICITATIONS.entries()) {
      const lead = await send(message, n);
      const marked = await callFunction(createLeadsHandler({ env }), {
        method: 'POST',
        body: { id: lead.id, seen: lead.followUp.version, place: 'spam' },
        headers: { host: 'localhost:8000', 'content-type': 'application/json' },
        address: '127.0.0.1',
      });
      expect(marked.status).toBe(200);
    }
    const next = await send(NEXT_SOLICITATION, 100);
    expect(next.place).not.toBe('inbox');
    // A customer is still a customer.
    expect((await send(VALID.contact.message as string, 101)).place).toBe('inbox');
  }, 30_000);
});

describe('the daily housekeeping', () => {
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startMailServer();
  });
  afterAll(() => mail.stop());
  const settings = () => ({
    smtp: { host: '127.0.0.1', port: Number(mail.env.SMTP_PORT), secure: false, from: 'site@coastal.example', to: 'office@coastal.example' },
    rateWindowMs: 600_000,
  });

  test('one mail a day says how many leads wait in Held, however many ask', async () => {
    await arrive(3, 'held');
    const before = mail.received.length;
    const day = new Date('2026-11-20T15:00:00Z');
    const reports = await Promise.all([1, 2, 3].map(() => housekeeping(store, settings(), day)));
    expect(reports.filter(Boolean)).toHaveLength(1);
    expect(mail.received.length - before).toBe(1);
    expect(mail.received.at(-1)!.subject).toBe('3 leads wait in Held on the website');
    expect(mail.received.at(-1)!.text).toContain('/admin/leads/?place=held');
    serverState().housekeptOn = undefined;
    expect(await housekeeping(store, settings(), day)).toBeNull();
    serverState().housekeptOn = undefined;
    expect(await housekeeping(store, settings(), new Date('2026-11-21T15:00:00Z'))).not.toBeNull();
    expect(mail.received.length - before).toBe(2);
  });

  test('the records of solved proofs of work whose challenges ran out are removed; the others stay, to refuse a replay', async () => {
    const day = new Date('2026-11-20T15:00:00Z');
    const seconds = day.getTime() / 1000;
    await store.create(`proof/${seconds - 60}-${'a'.repeat(64)}`, {});
    await store.create(`proof/${seconds + 600}-${'b'.repeat(64)}`, {});
    await housekeeping(store, { smtp: null, rateWindowMs: 600_000 }, day);
    expect(await store.list('proof')).toEqual([`${seconds + 600}-${'b'.repeat(64)}`]);
  });

  test(`spam older than ${SPAM_KEPT_DAYS} days is removed with all kept of it, and each removal is logged without its content`, async () => {
    const old = await arrive(2, 'spam', Date.parse('2026-10-01T12:00:00Z'));
    const recent = await arrive(1, 'spam', Date.parse('2026-11-15T12:00:00Z'));
    // Staff marked one as spam: that mark goes on teaching the spam score after the lead is gone (a deletion at a
    // customer's request forgets it: leadDeletion.test.ts).
    await keepMark(store, 'contact', VALID.contact, 'spam', old[0]);
    const report = await housekeeping(store, { smtp: null, rateWindowMs: 600_000 }, new Date('2026-11-20T15:00:00Z'));
    expect(report!.removed.sort()).toEqual([...old].sort());
    expect(await countPlaces(store)).toEqual({ inbox: 0, held: 0, spam: 1 });
    for (const id of old) {
      expect(fs.existsSync(path.join(dir, 'submission', `${id}.json`))).toBe(false);
      const [line, ...more] = fs.readdirSync(path.join(dir, 'removed')).filter((name) => name.endsWith(`-${id}.json`));
      expect(more).toEqual([]);
      const logged = JSON.parse(fs.readFileSync(path.join(dir, 'removed', line), 'utf8'));
      expect(logged).toEqual({
        removedAt: '2026-11-20T15:00:00.000Z',
        why: expect.stringContaining('Spam'),
        kind: 'contact',
        receivedAt: expect.any(String),
        photos: 0,
      });
      expect(JSON.stringify(logged)).not.toContain('@example.com');
    }
    expect(fs.existsSync(path.join(dir, 'submission', `${recent[0]}.json`))).toBe(true);
    expect(await store.list('spam-marks')).toHaveLength(1);
  });
});

describe('the per-address limit, counted in the store', () => {
  test('holds across instances: two stores on one folder count together, and another address is not held up', async () => {
    const [one, two] = [folderStore(dir), folderStore(dir)];
    const answers: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await overSharedLimit(i % 2 ? one : two, '203.0.113.9', 5, 600_000));
    expect(answers.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(answers[5]).toBeGreaterThan(590);
    expect(await overSharedLimit(one, '203.0.113.10', 5, 600_000)).toBeNull();
    expect(JSON.stringify(fs.readdirSync(path.join(dir, 'rate'), { recursive: true }))).not.toContain('203.0.113');
  });
});
