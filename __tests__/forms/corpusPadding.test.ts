/**
 * @jest-environment node
 *
 * Issue 64 from outside, in-process: every held-out lead of the spam corpus padded with the site's own copy (300,
 * 1,000 and 3,000 characters), sent through the form API (src/server/forms/handler.ts, called as Gatsby calls it) with a
 * solved proof of work each, so only what it says can tell; then staff mark 20 padded pitches as Spam through the
 * leads API (LEADS_WITHOUT_LOGIN on this computer, as `npm run cms` runs it), and customers who write in the
 * padding's words are sent. Where each landed is read back from the store. e2e/spam-padding.spec.ts sends a sample of
 * the same through `npm run serve`.
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
import { corpusShares, sendCorpus } from '../../testing/corpusThroughApi';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { heldOutItems } from '../../testing/spamCorpus/corpus';
import { CUSTOMER_MESSAGES } from '../../testing/spamCorpus/customerWords';
import { MARKED_PITCHES } from '../../testing/spamCorpus/marks';
import { PADDING_LENGTHS, padded } from '../../testing/spamCorpus/padding';

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

test.each(PADDING_LENGTHS)(
  'padded with %i characters of the site’s copy: at least 90 spam in 100 kept out of the Inbox, 95 genuine in 100 in it, none in Spam',
  async (chars) => {
    const report = await sendCorpus(
      heldOutItems.map((item) => padded(item, chars)),
      { send: (item) => send(item.kind, item.values), placeOf },
    );
    const shares = corpusShares(report);
    expect(shares.spamOutsideInbox).toBeGreaterThanOrEqual(0.9);
    expect(shares.genuineInInbox).toBeGreaterThanOrEqual(0.95);
    expect(shares.genuineInSpam).toBe(0);
  },
  60_000,
);

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
