/**
 * @jest-environment node
 *
 * The lead round (src/server/round/round.ts), which both hosts' schedules call every minute: a round out of time starts
 * nothing and the next finishes the day; a day done is left alone; the line it logs says which. Real folder store.
 * The steps themselves are tested in housekeeping.test.ts; the schedules in __tests__/deploy/round.test.ts (the
 * server's timer) and e2e/deploy/netlify.spec.ts (Netlify's scheduled function, in Netlify's own runtime).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPAM_KEPT_DAYS } from '../../src/leads/places';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { countPlaces } from '../../src/server/followUp/places';
import { describeRound, leadRound } from '../../src/server/round/round';
import { serverState } from '../../src/server/state';
import { formSettings } from '../../src/server/settings';
import { readLead } from '../../src/server/store/ledger';
import { startMailServer } from '../../testing/smtpServer';
import { arriveIn } from './arriving';
import { keepServerLog, sendersWords } from './serverLog';

// Each removal's line in the server's log, kept rather than printed; and the mail failures the tests cause.
keepServerLog();
const serverErrors = keepServerLog('error');

let dir: string;
let store: KeyValueStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'round-'));
  store = folderStore(dir);
  serverState().housekeptOn = undefined;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const settings = { smtp: null, rateWindowMs: 600_000 };
const now = new Date('2026-11-20T15:00:00Z');

test('a round with no time starts nothing; the next finishes the day; one after that does nothing and says so', async () => {
  const old = await arriveIn(store, 3, 'spam', now.getTime() - (SPAM_KEPT_DAYS + 10) * 86_400_000);
  await arriveIn(store, 1, 'held', now.getTime() - 3_600_000);

  const outOfTime = await leadRound(store, settings, { budgetMs: 0, now });
  expect(outOfTime.housekeeping).toEqual({ removed: [], done: false });
  expect(describeRound(store, outOfTime)).toMatch(/: 0 lead\(s\) removed .*; not finished in this round’s time: the next round goes on \(\d+\.\d s\)\.$/);
  expect(await countPlaces(store)).toEqual({ inbox: 0, held: 1, spam: 3 });

  const finishing = await leadRound(store, settings, { budgetMs: 20_000, now });
  expect(finishing.housekeeping).toMatchObject({ done: true });
  expect(finishing.housekeeping!.removed.sort()).toEqual([...old].sort());
  expect(describeRound(store, finishing)).toContain(
    // The Held lead came an hour before, in opening hours: this round brings it to staff's notice too (nudge/).
    `The lead round of ${store.description}: 1 Held lead(s) shown to staff; 3 lead(s) removed (old Spam, and deletions cut short); today’s housekeeping is done`,
  );
  expect(await countPlaces(store)).toEqual({ inbox: 0, held: 1, spam: 0 });

  // Another process (the next minute's timer run) knows only the store.
  serverState().housekeptOn = undefined;
  const after = await leadRound(store, settings, { budgetMs: 20_000, now });
  expect(after.housekeeping).toBeNull();
  expect(describeRound(store, after)).toMatch(/today’s housekeeping was done already/);
  expect(fs.readdirSync(path.join(dir, 'removed'))).toHaveLength(3);
});

test('the round mails the office the leads a request left unsent (docs/forms.md), each once, and keeps them while mail is down', async () => {
  const mail = await startMailServer();
  try {
    const [id] = await arriveIn(store, 1, 'inbox', now.getTime() - 10 * 60_000);
    const smtp = (port: number) => formSettings({ ...mail.env, SMTP_PORT: String(port) }).smtp;
    const down = await leadRound(store, { smtp: smtp(1), rateWindowMs: 600_000 }, { budgetMs: 20_000, now });
    expect(down.unsent).toEqual({ sent: 0, failed: 1 });
    expect(describeRound(store, down)).toContain(' leads still unsent, mail failing (see above);');
    expect(fs.existsSync(path.join(dir, 'unsent', `${id}.json`))).toBe(true);
    // The server's log says which lead's mail failed, and nothing its sender wrote.
    const failures = serverErrors().join('\n');
    expect(failures).toContain(`lead ${id} could not be mailed to the office yet`);
    for (const word of sendersWords((await readLead(store, id))!.values)) expect(failures).not.toContain(word);

    const up = await Promise.all([0, 1].map(() => leadRound(store, { smtp: smtp(mail.port), rateWindowMs: 600_000 }, { budgetMs: 20_000, now })));
    expect(up.map((report) => report.unsent.sent).sort()).toEqual([0, 1]);
    expect(
      describeRound(
        store,
        up.find((report) => report.unsent.sent)!,
      ),
    ).toContain(' 1 lead(s) mailed to the office that were not before;');
    const office = () => mail.received.filter((message) => message.headers.get('x-submission-id') === id);
    expect(office()).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, 'unsent', `${id}.json`))).toBe(false);
    expect((await leadRound(store, { smtp: smtp(mail.port), rateWindowMs: 600_000 }, { budgetMs: 20_000, now })).unsent).toEqual({ sent: 0, failed: 0 });
    expect(office()).toHaveLength(1);
  } finally {
    await mail.stop();
  }
});
