/**
 * @jest-environment node
 *
 * The spam corpus's held-out leads (testing/spamCorpus/), which the shipped model never trained on, sent through the
 * form API (src/server/forms/handler.ts, called as Gatsby calls it) as a visitor with scripts sends them: each with its own
 * solved proof of work, so only what a lead says can tell. Where each landed is read back from the store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { createFormHandler } from '../../src/server/forms/handler';
import { readLead } from '../../src/server/store/ledger';
import { corpusShares, sendCorpus } from '../../testing/corpusThroughApi';
import { callFunction } from '../../testing/functionCall';
import { proofFor } from '../../testing/proof';
import { heldOutItems } from '../../testing/spamCorpus/corpus';

let dir: string;
let store: KeyValueStore;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  store = folderStore(dir);
  Object.assign(process.env, { SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: '100000' });
  delete process.env.SMTP_HOST;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('at least 95 genuine leads in 100 reach the Inbox and none Spam; at least 90 spam in 100 are kept out of the Inbox', async () => {
  let sent = 0;
  const report = await sendCorpus(heldOutItems, {
    send: async (item) => {
      sent += 1;
      const answer = await callFunction(createFormHandler(item.kind), {
        method: 'POST',
        body: { ...item.values, elapsedMs: '12000', altcha: await proofFor(store) },
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        address: `198.51.100.${sent % 250}`,
      });
      // Whatever it says, the sender is thanked.
      expect(answer.status).toBe(201);
      return answer.body.id;
    },
    placeOf: async (id) => (await readLead(store, id))!.place,
  });
  const shares = corpusShares(report);
  expect(shares.genuineInInbox).toBeGreaterThanOrEqual(0.95);
  expect(shares.genuineInSpam).toBe(0);
  expect(shares.spamOutsideInbox).toBeGreaterThanOrEqual(0.9);
}, 60_000);
