/**
 * @jest-environment node
 *
 * The customer's confirmation (issue 66, item 3; src/server/delivery/confirm.ts, src/server/mail/confirmation.ts):
 * leads sent through the real form handler on a folder store, mail received by the real SMTP stand-in
 * (testing/smtpServer.ts) and read as a mail program reads it (mailparser). What it says and to whom; one a day to an
 * address; none for Held, Spam, a repeated send or a lead staff move into the Inbox; a first name that is a message;
 * and the minute's round sending one that mail being down left.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import business from '../../data/business.json';
import forms from '../../data/forms.json';
import { createFormHandler } from '../../src/server/forms/handler';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { leadRound } from '../../src/server/round/round';
import { formSettings } from '../../src/server/settings';
import { serverState, workAfterAnswers } from '../../src/server/state';
import { folderStore } from '../../src/server/store/folderStore';
import { readLead } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';

let dir: string;
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.stop());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirm-'));
  mail.received.length = 0;
});
afterEach(async () => {
  jest.useRealTimers();
  await workAfterAnswers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const store = () => folderStore(dir);
/** The form API's settings, with mail at `port` (1: nobody listens, mail is down). */
const settings = (port = mail.port) => ({ ...mail.env, SMTP_PORT: String(port), SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: '100000' });

/** Sends a form as a visitor's browser does: with a solved proof of work and a person's time, unless `held`. */
async function send(kind: 'quote' | 'contact', values: Record<string, unknown>, { port = mail.port, held = false } = {}) {
  Object.assign(process.env, settings(port));
  const body = { ...values, ...(held ? {} : { elapsedMs: '12000', altcha: await proofFor(store()) }) };
  const answer = await callFunction(createFormHandler(kind), {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    address: '198.51.100.41',
  });
  return { status: answer.status, id: answer.body.id as string };
}

const confirmations = () => mail.received.filter((received) => received.headers.get('auto-submitted') === 'auto-replied');
const officeMailOf = (id: string) => mail.received.filter((received) => received.headers.get('x-submission-id') === id);
const addressesOf = (received: ParsedMail, field: 'to' | 'from' | 'replyTo') => {
  const value = received[field];
  return (Array.isArray(value) ? value : value ? [value] : []).flatMap((list) => list.value.map((one) => one.address));
};

test('an Inbox lead’s sender has their confirmation by the time the form answers 201: thanks by first name, the next step, both readings of the hours, the phone; nothing else they wrote', async () => {
  const quote = { ...VALID.quote, email: 'dana.w@example.com' };
  const started = Date.now();
  const sent = await send('quote', quote);
  const answeredAfterMs = Date.now() - started;
  expect(sent.status).toBe(201);
  // Sent beside the office's mail, in the form's request: it is in the mailbox as the visitor is thanked.
  expect(confirmations()).toHaveLength(1);
  expect(officeMailOf(sent.id)).toHaveLength(1);
  expect(answeredAfterMs).toBeLessThan(60_000);

  const [confirmation] = confirmations();
  expect(addressesOf(confirmation, 'to')).toEqual(['dana.w@example.com']);
  expect(addressesOf(confirmation, 'from')).toEqual([mail.env.MAIL_FROM]);
  expect(addressesOf(confirmation, 'replyTo')).toEqual([mail.env.MAIL_TO]);
  expect(confirmation.headers.get('auto-submitted')).toBe('auto-replied');
  expect(confirmation.subject).toBe(`We have your quote request – ${business.name}`);
  expect(confirmation.html).toBe(false);
  const text = confirmation.text!;
  expect(text.startsWith('Hi Dana,\n')).toBe(true);
  expect(text).toContain(forms.confirmationNextStep);
  expect(text).toContain('Our hours (Eastern time): Mon-Fri 8AM-6PM, Sat 9AM-4PM.');
  expect(text).toContain('In our listings: Monday to Friday, 8:00 AM to 5:00 PM.');
  expect(text).toContain(business.phone.display);
  for (const [field, value] of Object.entries(quote)) {
    if (field === 'firstName' || field === 'email') continue;
    for (const part of [value].flat()) expect(`${confirmation.subject}\n${text}`).not.toContain(part);
  }
  expect(text).not.toContain(sent.id);
});

test('one confirmation a day to an address, however its letters are cased; the next Eastern day another', async () => {
  const first = await send('contact', { ...VALID.contact, email: 'sam.o@example.org' });
  const second = await send('quote', { ...VALID.quote, email: 'Sam.O@Example.org' });
  expect([first.status, second.status]).toEqual([201, 201]);
  // The office has both leads; the address has one mail.
  expect(officeMailOf(first.id)).toHaveLength(1);
  expect(officeMailOf(second.id)).toHaveLength(1);
  expect(confirmations()).toHaveLength(1);
  expect(addressesOf(confirmations()[0], 'to')).toEqual(['sam.o@example.org']);

  // A day later (only the clock moves).
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  jest.setSystemTime(Date.now() + 24 * 60 * 60_000);
  const tomorrow = await send('contact', { ...VALID.contact, email: 'sam.o@example.org' });
  expect(tomorrow.status).toBe(201);
  expect(confirmations()).toHaveLength(2);
});

test('none for a lead in Held or Spam, none for a send repeated, none when staff move a lead into the Inbox', async () => {
  const held = await send('contact', { ...VALID.contact, email: 'held@example.org' }, { held: true });
  const spam = await send('contact', { ...VALID.contact, email: 'spam@example.org', website: 'https://example.com' });
  expect([held.status, spam.status]).toEqual([201, 201]);
  expect((await readLead(store(), held.id))!.place).toBe('held');
  expect((await readLead(store(), spam.id))!.place).toBe('spam');

  const once = { ...VALID.contact, email: 'twice@example.org', requestId: 'confirm-repeat-0001-request' };
  const [one, two] = [await send('contact', once), await send('contact', once)];
  expect([one.status, two.status]).toEqual([201, 200]);

  // Staff take the held lead out: the office has it now, its sender hears nothing.
  const lead = (await readLead(store(), held.id))!;
  const moved = await callFunction(createLeadsHandler({ env: () => ({ ...settings(), LEADS_WITHOUT_LOGIN: 'loopback' }) }), {
    method: 'POST',
    body: { action: 'move', id: held.id, seen: lead.followUp.version, place: 'inbox' },
    headers: { host: 'localhost:8000', 'content-type': 'application/json' },
    address: '127.0.0.1',
  });
  expect(moved.status).toBe(200);
  expect(officeMailOf(held.id)).toHaveLength(1);
  expect(confirmations().map((received) => addressesOf(received, 'to'))).toEqual([['twice@example.org']]);
  // Nor does the round send any of them later.
  await leadRound(store(), formSettings(settings()), { budgetMs: 20_000 });
  expect(confirmations()).toHaveLength(1);
});

test('a “first name” that is a message reaches nobody: the greeting keeps a name’s letters, at most two words, nothing of a link or a number', async () => {
  const hostile: Array<[string, string]> = [
    ['Claim your $500 prize at https://evil.example now', 'Hi Claim,'],
    ['Free Money', 'Hi Free Money,'],
    ['<b>Dana</b>', 'Hello,'],
    ['Dana\u202Egro.live\u202C', 'Hello,'],
    ['Marie-Anne O’Neil', 'Hi Marie-Anne O’Neil,'],
    ['Wolfeschlegelsteinhausenbergerdorff', 'Hi Wolfeschlegelsteinhausen,'],
  ];
  for (const [n, [firstName]] of hostile.entries()) {
    expect((await send('contact', { ...VALID.contact, firstName, email: `name${n}@example.org` })).status).toBe(201);
  }
  const greetings = confirmations().map((received) => received.text!.split('\n')[0]);
  expect(greetings).toEqual(hostile.map(([, greeting]) => greeting));
  const all = confirmations()
    .map((received) => `${received.subject}\n${received.text}`)
    .join('\n');
  for (const absent of ['$500', 'prize', 'evil', '<b>', '\u202E', 'gro.live']) expect(all).not.toContain(absent);
});

test('mail down as the form came: the minute’s round sends the confirmation, once; one over an hour old is let go unsent', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const down = await send('contact', { ...VALID.contact, email: 'later@example.org' }, { port: 1 });
  expect(down.status).toBe(201);
  expect(confirmations()).toHaveLength(0);
  serverState().housekeptOn = undefined;

  const round = await leadRound(store(), formSettings(settings()), { budgetMs: 20_000 });
  expect(logged.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/its sender is not confirmed yet: .*ECONNREFUSED/));
  expect(round.confirmations).toEqual({ sent: 1, failed: 0, dropped: 0 });
  expect(confirmations().map((received) => addressesOf(received, 'to'))).toEqual([['later@example.org']]);
  const again = await leadRound(store(), formSettings(settings()), { budgetMs: 20_000 });
  expect(again.confirmations).toEqual({ sent: 0, failed: 0, dropped: 0 });
  expect(confirmations()).toHaveLength(1);

  // Mail down for longer than the hour the confirmation says "at once" for.
  const late = await send('contact', { ...VALID.contact, email: 'too-late@example.org' }, { port: 1 });
  const inTwoHours = new Date(Date.now() + 2 * 60 * 60_000);
  const dropped = await leadRound(store(), formSettings(settings()), { budgetMs: 20_000, now: inTwoHours });
  expect(dropped.confirmations).toEqual({ sent: 0, failed: 0, dropped: 1 });
  expect(confirmations()).toHaveLength(1);
  expect(fs.existsSync(path.join(dir, 'confirm-unsent', `${late.id}.json`))).toBe(false);
  logged.mockRestore();
});
