/**
 * @jest-environment node
 *
 * Where leads wait (src/server/followUp/places.ts): the index that pages each place newest first at the cost of its page,
 * moves between places through the leads API (Not spam mails a held lead once, however many press it), and the
 * forms' per-address limit counted in the store (src/server/defences/sharedLimit.ts). Real folder stores. The daily housekeeping is
 * tested in housekeeping.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLACES } from '../../src/leads/places';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { countPlaces, indexEarlierLeads, pageOfPlace } from '../../src/server/followUp/places';
import { overSharedLimit } from '../../src/server/defences/sharedLimit';
import { serverState } from '../../src/server/state';
import { readLead } from '../../src/server/store/ledger';
import { createFormHandler } from '../../src/server/forms/handler';
import { proofFor } from '../../testing/proof';
import { NEXT_SOLICITATION, SOLICITATIONS, solicitation } from '../../testing/spamCorpus/solicitations';
import { callFunction } from '../../testing/functionCall';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';
import { arriveIn } from './arriving';

let dir: string;
let store: KeyValueStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'places-'));
  store = folderStore(dir);
  serverState().housekeptOn = undefined;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const arrive = (count: number, place: (typeof PLACES)[number], start?: number) => arriveIn(store, count, place, start);

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

  test('a page of a place lists its leads, and every place is counted', async () => {
    const held = await arrive(2, 'held');
    await arrive(3, 'spam', Date.parse('2026-11-05T12:00:00Z'));
    const page = await call('GET', { place: 'held' });
    expect(page.status).toBe(200);
    expect(page.body.leads.map((lead: { id: string; place: string }) => [lead.id, lead.place])).toEqual(held.map((id) => [id, 'held']));
    expect((await call('GET', { counts: '1' })).body.counts).toEqual({ inbox: 0, held: 2, spam: 3 });
  });

  test('Not spam on a held lead moves it to the Inbox and mails it once, with two people pressing it at once', async () => {
    const [id] = await arrive(1, 'held');
    const before = mail.received.length;
    const answers = await Promise.all([1, 2].map(() => call('POST', {}, { action: 'move', id, seen: 0, place: 'inbox' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(mail.received.length - before).toBe(1);
    const moved = answers.find((answer) => answer.status === 200)!.body.lead;
    expect(moved.place).toBe('inbox');
    expect(moved.mailed).not.toBeNull();
    expect((await call('GET', { place: 'inbox' })).body.leads.map((lead: { id: string }) => lead.id)).toEqual([id]);
    expect((await call('GET', { place: 'held' })).body.leads).toEqual([]);
    // Back to Held and to the Inbox again: it was mailed already, and is not mailed twice.
    expect((await call('POST', {}, { action: 'move', id, seen: 1, place: 'held' })).status).toBe(200);
    expect((await call('POST', {}, { action: 'move', id, seen: 2, place: 'inbox' })).status).toBe(200);
    expect(mail.received.length - before).toBe(1);
    const history = (await call('GET', { id })).body.lead.followUp.history.map((entry: { kind: string; place: string }) => `${entry.kind} ${entry.place}`);
    expect(history).toEqual(['place inbox', 'place held', 'place inbox']);
  });

  test('a place that is not one is refused in staff’s words', async () => {
    const [id] = await arrive(1, 'inbox');
    const answer = await call('POST', {}, { action: 'move', id, seen: 0, place: 'trash' });
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
        body: { action: 'move', id: lead.id, seen: lead.followUp.version, place: 'spam' },
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

describe('the per-address limit, counted in the store', () => {
  test('holds across instances: two stores on one folder count together, and another address is not held up', async () => {
    const [one, two] = [folderStore(dir), folderStore(dir)];
    const answers: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await overSharedLimit(i % 2 ? one : two, '203.0.113.9', 5, 600_000));
    expect(answers.slice(0, 5)).toEqual([null, null, null, null, null]);
    // Five at once: the next is let through a fifth of a window into the next window (defences/sharedLimit.ts: the count slides).
    expect(answers[5]).toBeGreaterThanOrEqual(120);
    expect(answers[5]).toBeLessThanOrEqual(720);
    expect(await overSharedLimit(one, '203.0.113.10', 5, 600_000)).toBeNull();
    expect(JSON.stringify(fs.readdirSync(path.join(dir, 'rate'), { recursive: true }))).not.toContain('203.0.113');
  });
});
