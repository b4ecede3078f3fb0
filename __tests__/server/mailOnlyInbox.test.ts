/**
 * @jest-environment node
 *
 * Only a lead in the Inbox is mailed to the office, whatever left an "unsent" marker beside a lead in Held or Spam:
 * a send repeated with its request id whose first post landed in Held, and a lead moved to Spam while mail was
 * down. Through the real form and leads APIs on a folder store, a real SMTP server, the mail retries of the next
 * form and `npm run send-unsent` run as staff run it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../../src/server/store/folderStore';
import { createFormHandler } from '../../src/server/forms/handler';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { readLead } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { runScript } from '../../testing/leadScenarios';
import { proofFor } from '../../testing/proof';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';
import { keepServerLog } from './serverLog';

// The mail failures the tests cause, kept for them to read.
const serverErrors = keepServerLog('error');

let dir: string;
let mail: TestMailServer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-inbox-'));
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const store = () => folderStore(dir);
/** The form API's settings, with mail at `port` (a closed one: mail is down). */
const settings = (port = mail.port) => ({ ...mail.env, SMTP_PORT: String(port), SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: '100000' });

async function send(kind: 'quote' | 'contact', values: Record<string, unknown>, env: Record<string, string>) {
  Object.assign(process.env, env);
  return callFunction(createFormHandler(kind), {
    method: 'POST',
    body: values,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    address: '198.51.100.40',
  });
}

const mailsAbout = (id: string) => mail.received.filter((received) => received.headers.get('x-submission-id') === id).length;

test('a send repeated with its request id whose stored post is Held is mailed by neither the retries nor npm run send-unsent', async () => {
  // Each send posted twice at once, as a browser retrying a slow send does: once without the site's check (scripts
  // off: Held), once with it (the Inbox). Whichever is stored first is the lead; the other wrote its markers first.
  const held: string[] = [];
  for (let n = 0; held.length < 3; n += 1) {
    if (n === 40) throw new Error(`In ${n} races the post without the check was never the one stored.`);
    const values = { ...VALID.quote, email: `repeat${n}@example.com`, requestId: `repeat-${String(n).padStart(4, '0')}-request` };
    const proof = await proofFor(store());
    const [one, two] = await Promise.all([send('quote', values, settings()), send('quote', { ...values, elapsedMs: '12000', altcha: proof }, settings())]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    const lead = (await readLead(store(), one.body.id as string))!;
    if (lead.place === 'held') held.push(lead.id);
  }
  // The next form's mail retries the unsent, and then staff's command does.
  const next = await send('contact', { ...VALID.contact, email: 'next@example.com', elapsedMs: '12000', altcha: await proofFor(store()) }, settings());
  expect(next.status).toBe(201);
  expect((await runScript('cli/send-unsent.ts', settings())).code).toBe(0);
  // A lead in the Inbox is mailed, once.
  expect(mailsAbout(next.body.id as string)).toBe(1);
  for (const id of held) {
    expect(mailsAbout(id)).toBe(0);
    expect((await readLead(store(), id))!.place).toBe('held');
  }
});

test('a lead moved to Spam while mail was down is not mailed once mail is back', async () => {
  const down = settings(1);
  const sent = await send('contact', { ...VALID.contact, email: 'moved@example.com', elapsedMs: '12000', altcha: await proofFor(store()) }, down);
  expect(sent.status).toBe(201);
  const id = sent.body.id as string;
  const lead = (await readLead(store(), id))!;
  expect(lead).toMatchObject({ place: 'inbox', mailed: null });
  expect(serverErrors().join('\n')).toContain(`submission ${id} is stored but not mailed yet`);
  const moved = await callFunction(createLeadsHandler({ env: () => ({ ...down, LEADS_WITHOUT_LOGIN: 'loopback' }) }), {
    method: 'POST',
    body: { action: 'move', id, seen: lead.followUp.version, place: 'spam' },
    headers: { host: 'localhost:8000', 'content-type': 'application/json' },
    address: '127.0.0.1',
  });
  expect(moved.status).toBe(200);
  // Mail is back: the next form's retries, and staff's command.
  const after = await send('contact', { ...VALID.contact, email: 'after@example.com', elapsedMs: '12000', altcha: await proofFor(store()) }, settings());
  expect(after.status).toBe(201);
  expect((await runScript('cli/send-unsent.ts', settings())).code).toBe(0);
  expect(mailsAbout(after.body.id as string)).toBe(1);
  expect(mailsAbout(id)).toBe(0);
  expect((await readLead(store(), id))!).toMatchObject({ place: 'spam', mailed: null });
});
