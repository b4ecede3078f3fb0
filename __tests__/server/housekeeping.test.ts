/**
 * @jest-environment node
 *
 * The daily housekeeping (src/server/round/housekeeping.ts) on a real folder store with a real SMTP server: one mail a day
 * however many ask, saying how many wait in Held and naming the leads the score alone put in Spam; old Spam removed
 * and logged; spent proofs removed; a round cut short or out of time finished by the next, the mail still once; and
 * never in a visitor's wait.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLACES, SPAM_KEPT_DAYS } from '../../src/leads/places';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { keysOfLead } from '../../src/server/store/keys';
import { createFormHandler } from '../../src/server/forms/handler';
import { housekeeping } from '../../src/server/round/housekeeping';
import { countPlaces } from '../../src/server/followUp/places';
import { keepMark } from '../../src/server/spam/learning';
import { serverState, workAfterAnswers } from '../../src/server/state';
import { readLead, storeSubmission } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';
import { arriveIn } from './arriving';
import { keepServerLog, sendersWords } from './serverLog';

let dir: string;
let store: KeyValueStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'housekeeping-'));
  store = folderStore(dir);
  serverState().housekeptOn = undefined;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const serverLog = keepServerLog();

const arrive = (count: number, place: 'inbox' | 'held' | 'spam', start?: number) => arriveIn(store, count, place, start);

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
    const written = (await Promise.all(old.map((id) => readLead(store, id)))).flatMap((lead) => sendersWords(lead!.values));
    expect(written.length).toBeGreaterThan(old.length);
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
      for (const word of written) expect(JSON.stringify(logged)).not.toContain(word);
    }
    expect(fs.existsSync(path.join(dir, 'submission', `${recent[0]}.json`))).toBe(true);
    expect(await store.list('spam-marks')).toHaveLength(1);
    // The server's log: a line for each removed lead, naming it, and nothing its sender wrote.
    const removals = serverLog().filter((line) => line.startsWith('[leads] removed lead'));
    expect(removals).toHaveLength(old.length);
    for (const id of old) expect(removals.filter((line) => line.includes(id))).toHaveLength(1);
    for (const word of written) expect(removals.join('\n')).not.toContain(word);
  });

  test('the mail names the leads the score alone put in Spam since the last mail, not a bot’s filled-in field nor one staff moved', async () => {
    const yesterday = Date.parse('2026-11-19T20:00:00Z');
    const byScore = { place: 'spam' as const, spam: 0.99, reasons: ['1 link', 'about the sender’s own services'] };
    await storeSubmission(store, 'contact', { ...VALID.contact, firstName: 'Wendy', message: 'We grow your business.\rSecond line' }, undefined, byScore);
    await storeSubmission(store, 'contact', { ...VALID.contact, firstName: 'Robo' }, undefined, {
      place: 'spam',
      reasons: ['filled in a field people never see'],
    });
    await store.create('housekeeping/2026-11-19-mail', { at: new Date(yesterday).toISOString() });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
    jest.setSystemTime(Date.parse('2026-11-19T12:00:00Z'));
    // Before the last mail: named then, not now.
    await storeSubmission(store, 'contact', { ...VALID.contact, firstName: 'Olden' }, undefined, byScore);
    jest.useRealTimers();
    const before = mail.received.length;
    await housekeeping(store, settings(), new Date());
    expect(mail.received.length - before).toBe(1);
    const sent = mail.received.at(-1)!;
    expect(sent.subject).toBe('1 went to Spam by its words on the website');
    expect(sent.text).toContain(`Wendy ${VALID.contact.lastName} (Message,`);
    expect(sent.text).toContain('We grow your business.');
    for (const absent of ['Second line', 'Robo', 'Olden']) expect(sent.text).not.toContain(absent);
    expect(sent.text).toContain('/admin/leads/?place=spam');
  });

  test('a round cut short half-way is finished by the next, and its mail still goes once', async () => {
    await arrive(2, 'held');
    const old = await arrive(20, 'spam', Date.parse('2026-10-01T12:00:00Z'));
    const day = new Date('2026-11-20T15:00:00Z');
    let deletes = 0;
    // The store stops answering after some removals, as a function stopped at its time limit would: after the first
    // batch of four (each removal deletes its submission, every key keysOfLead names, an index key a place and the
    // removal's own key), so that the next batch has begun its removals, and none has deleted a key yet.
    const perLead = 1 + keysOfLead('any').keys.length + PLACES.length + 1;
    const stopping: KeyValueStore = {
      ...store,
      async delete(key) {
        deletes += 1;
        if (deletes > 4 * perLead) throw new Error('the function ran out of time');
        return store.delete(key);
      },
    };
    const before = mail.received.length;
    await expect(housekeeping(stopping, settings(), day)).rejects.toThrow('ran out of time');
    expect(mail.received.length - before).toBe(1);
    const left = (await countPlaces(store)).spam;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(old.length);
    expect(await store.get('housekeeping/2026-11-20')).toBeNull();

    // A call with no time left starts nothing; the next call finishes the day.
    expect(await housekeeping(store, settings(), day, { budgetMs: 0 })).toEqual({ removed: [], done: false });
    expect((await countPlaces(store)).spam).toBe(left);
    const report = await housekeeping(store, settings(), day);
    expect(report).toMatchObject({ done: true });
    expect(report!.removed).toHaveLength(left);
    expect(await countPlaces(store)).toEqual({ inbox: 0, held: 2, spam: 0 });
    expect(fs.readdirSync(path.join(dir, 'removed'))).toHaveLength(old.length);
    expect(mail.received.length - before).toBe(1);
    serverState().housekeptOn = undefined;
    expect(await housekeeping(store, settings(), day)).toBeNull();
  });

  test('the first visitor of the day is answered before the round runs, and the round then runs', async () => {
    const old = await arrive(30, 'spam', Date.parse('2026-10-01T12:00:00Z'));
    Object.assign(process.env, { SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: '100000' });
    delete process.env.SMTP_HOST;
    const answer = await callFunction(createFormHandler('contact'), {
      method: 'POST',
      body: VALID.contact,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      address: '198.51.100.30',
    });
    expect(answer.status).toBe(201);
    // Answered: the round has not begun yet, and nothing of it was done in the visitor's wait.
    expect(serverState().afterAnswers.size).toBe(1);
    expect((await countPlaces(store)).spam).toBe(old.length);
    await workAfterAnswers();
    expect((await countPlaces(store)).spam).toBe(0);
  });
});
