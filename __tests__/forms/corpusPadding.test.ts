/**
 * @jest-environment node
 *
 * Issue 64's marks in-process, through the real APIs: staff mark 20 pitches padded with the site's own copy as Spam
 * through the leads API (LEADS_WITHOUT_LOGIN on this computer, as `npm run cms` runs it), each sent first through the
 * form API (src/server/forms/handler.ts, called as Gatsby calls it) with a solved proof of work; then customers who
 * write in the padding's words are sent, and where each landed is read back from the store. Where every held-out lead
 * lands padded is __tests__/server/spamPadding.test.ts (through the handler's own placing, defences/judge.ts), and a
 * third of them go through `npm run serve` in e2e/spam-padding.spec.ts: sending all of them through the handler here
 * as well cost 25 s of every test run and found nothing those two do not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormKind } from '../../src/forms/fields';
import type { Submission } from '../../src/forms/rules';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { createFormHandler } from '../../src/server/forms/handler';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { readLead } from '../../src/server/store/ledger';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { CUSTOMER_MESSAGES } from '../../testing/spamCorpus/customerWords';
import { MARKED_PITCHES } from '../../testing/spamCorpus/marks';

let dir: string;
let store: KeyValueStore;
const env = () => ({ SUBMISSIONS_DIR: dir, LEADS_WITHOUT_LOGIN: 'loopback', FORM_RATE_LIMIT: '100000' });
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-padding-'));
  store = folderStore(dir);
  Object.assign(process.env, env());
  delete process.env.SMTP_HOST;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

let sent = 0;
/** Sends a form as a visitor with scripts does; the stored lead's id. */
async function send(kind: FormKind, values: Submission): Promise<string> {
  sent += 1;
  const answer = await callFunction(createFormHandler(kind), {
    method: 'POST',
    body: { ...values, elapsedMs: '12000', altcha: await proofFor(store) },
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    address: `198.51.100.${sent % 250}`,
  });
  // Whatever it says, the sender is thanked.
  expect(answer.status).toBe(201);
  return answer.body.id;
}
const placeOf = async (id: string) => (await readLead(store, id))!.place;

test('after staff mark 20 padded pitches as Spam in the leads view, customers who write in the padding’s words reach the Inbox', async () => {
  for (const item of MARKED_PITCHES) {
    const lead = (await readLead(store, await send(item.kind, item.values)))!;
    const marked = await callFunction(createLeadsHandler({ env }), {
      method: 'POST',
      body: { action: 'move', id: lead.id, seen: lead.followUp.version, place: 'spam' },
      headers: { host: 'localhost:8000', 'content-type': 'application/json' },
      address: '127.0.0.1',
    });
    expect(marked.status).toBe(200);
  }
  expect((await store.list('spam-marks')).length).toBe(20);
  const landed = [];
  for (const values of CUSTOMER_MESSAGES) landed.push(`${await placeOf(await send('contact', values))}: ${values.message}`);
  console.log(`Customers in the padding's words, after 20 Spam marks:\n${landed.join('\n')}`);
  expect(landed.filter((line) => !line.startsWith('inbox'))).toEqual([]);
}, 60_000);
