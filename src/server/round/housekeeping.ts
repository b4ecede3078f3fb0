/**
 * What the lead store needs once a day, done in short batches, so that a round cut short (a function's time limit, a
 * crash, a backlog larger than one call's budget) is finished by the next, and never in a visitor's wait:
 *
 *   housekeeping/<YYYY-MM-DD>        the day's round is done (Eastern day), created when its last step is
 *   housekeeping/<YYYY-MM-DD>-mail   the day's mail to the office was claimed (created before it is sent), so it goes
 *                                    once however many instances or servers run the round
 *   removed/<order>-<id>             a lead removed after SPAM_KEPT_DAYS in Spam (followUp/removal.ts, which staff's
 *                                    deletions share): when, why, its form, when it came, how many photos; no content
 *
 * The steps, each safe to run twice and each stopping when the call's time is up:
 * 1. The day's mail (dailyMail.ts): how many leads wait in Held, and the leads the score alone put in Spam since the
 *    last mail, named. The lead round runs every minute, so it comes just after midnight (Eastern), waiting for the
 *    office in the morning.
 * 2. Removals begun and cut short are finished (followUp/removal.ts).
 * 3. Leads in Spam for more than SPAM_KEPT_DAYS (since they came, or since staff last moved them there) are removed
 *    with everything kept beside them, each removal logged in `removed/` and in the server's log.
 * 4. The per-address windows of the forms' limit older than a day (defences/sharedLimit.ts), the records of solved proofs of
 *    work whose challenges have run out (defences/proofOfWork.ts), photos no lead lists (photos/), and the addresses'
 *    confirmations of the days before yesterday (delivery/confirm.ts) are removed.
 *
 * Who runs it: the lead round every minute (round.ts: on Netlify the scheduled function
 * netlify/functions/lead-round.mts; on a server of the company's own, deploy/coastal-site-round.timer), and on a
 * server that keeps running, the form and leads APIs after they have answered. `npm run housekeeping` runs a day's
 * to the end by hand.
 */
import { PLACE_NAMES, SPAM_KEPT_DAYS } from '../../leads/places';
import { easternDate } from '../../leads/rows';
import { composeDailyMail, dailyNews } from './dailyMail';
import type { KeyValueStore } from '../store/keyValueStore';
import { readFollowUp } from '../followUp/changes';
import { mailOffice } from '../mail/send';
import { folders, keyIn, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { abandonedPhotos } from '../photos/kept';
import { fromIndexName, indexNames } from '../followUp/places';
import { expiredProofKeys } from '../defences/proofOfWork';
import { oldConfirmedAddresses } from '../delivery/confirm';
import { finishUnfinishedRemoval, removeLead, unfinishedRemovals } from '../followUp/removal';
import type { FormSettings } from '../settings';
import { oldWindows } from '../defences/sharedLimit';
import { afterAnswer, serverState } from '../state';

const DAY_MS = 24 * 60 * 60_000;

/** How many keys or leads are removed between two looks at the clock. */
const BATCH = 8;

export interface HousekeepingReport {
  /** How many leads wait in Held, when the day's mail was sent by this round (null: it could not be; undefined: not this round's). */
  held?: number | null;
  /** Leads removed by this round: from Spam, and removals begun earlier and finished now. */
  removed: string[];
  /** Whether the day's round is finished; false when this call's time ran out first (the next goes on). */
  done: boolean;
}

interface Round {
  store: KeyValueStore;
  now: Date;
  report: HousekeepingReport;
  /** True while the call's time lasts. */
  inTime: () => boolean;
}

/** Runs `work` on each of `items`, a batch at a time, while the round is in time; true when every item was done. */
async function inBatches<T>(round: Round, items: readonly T[], work: (item: T) => Promise<unknown>): Promise<boolean> {
  for (let start = 0; start < items.length; start += BATCH) {
    if (!round.inTime()) return false;
    await mapLimited(items.slice(start, start + BATCH), 4, work);
  }
  return true;
}

/** When the last day's mail before `day` was claimed, or a day ago. */
async function lastMailBefore(store: KeyValueStore, day: string, nowMs: number): Promise<number> {
  const earlier = (await store.list(folders.housekeeping))
    .filter((name) => name.endsWith('-mail') && name.slice(0, 10) < day)
    .sort()
    .at(-1);
  const at = earlier ? Date.parse((await store.get(keys.housekeeping(earlier)))?.at ?? '') : NaN;
  // At most a week back: after a long quiet spell the mail names the recent ones, not a month of them.
  return Number.isFinite(at) ? Math.max(at, nowMs - 7 * DAY_MS) : nowMs - DAY_MS;
}

async function dayMail(round: Round, day: string, smtp: FormSettings['smtp']): Promise<boolean> {
  const { store, now } = round;
  if (!smtp) return true;
  const since = await lastMailBefore(store, day, now.getTime());
  if (!(await store.create(keys.housekeeping(`${day}-mail`), { at: now.toISOString() }))) return true;
  const news = await dailyNews(store, since, now.getTime());
  const mail = composeDailyMail(news);
  round.report.held = news.held;
  if (mail)
    await mailOffice(smtp, mail.subject, mail.text).catch((error: unknown) => {
      round.report.held = null;
      console.error(`[leads] the day's mail about held leads and spam could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  return true;
}

/** When a lead in Spam went there: when it came, or when staff last moved it there. */
async function inSpamSince(store: KeyValueStore, id: string, receivedAtMs: number): Promise<number> {
  const moves = (await readFollowUp(store, id)).history.filter((entry) => entry.kind === 'place');
  return moves.length ? Date.parse(moves.at(-1)!.at) : receivedAtMs;
}

async function oldSpam(round: Round): Promise<boolean> {
  const { store, now } = round;
  const cutoff = now.getTime() - SPAM_KEPT_DAYS * DAY_MS;
  const candidates = (await indexNames(store, 'spam')).map(fromIndexName).filter(({ receivedAtMs }) => receivedAtMs < cutoff);
  return inBatches(round, candidates, async ({ id, receivedAtMs }) => {
    if ((await inSpamSince(store, id, receivedAtMs)) >= cutoff) return;
    const why = `in ${PLACE_NAMES.spam} for more than ${SPAM_KEPT_DAYS} days`;
    await removeLead(store, id, { why, receivedAt: new Date(receivedAtMs).toISOString(), now });
    round.report.removed.push(id);
  });
}

async function finishRemovals(round: Round): Promise<boolean> {
  return inBatches(round, await unfinishedRemovals(round.store), async (id) => {
    if (await finishUnfinishedRemoval(round.store, id)) round.report.removed.push(id);
  });
}

async function oldKeys(round: Round, rateWindowMs: number): Promise<boolean> {
  const { store, now } = round;
  const windows = await oldWindows(store, rateWindowMs);
  const cleared = await inBatches(round, windows, async (window) => {
    for (const name of await store.list(window)) await store.delete(keyIn(window, name));
  });
  if (!cleared) return false;
  const expired = [
    ...(await expiredProofKeys(store, now.getTime())),
    ...(await abandonedPhotos(store, now.getTime())),
    ...(await oldConfirmedAddresses(store, now.getTime())),
  ];
  return inBatches(round, expired, (key) => store.delete(key));
}

/** Runs of this process under way, by store, so that two calls at once in one process do the work once. */
const running = new Map<string, Promise<HousekeepingReport | null>>();

/**
 * The day's housekeeping, if it is not done yet: what this call did, or null when the day's round was done already
 * (or is under way in this process). `budgetMs` is how long this call may start new work; a round not finished in it
 * is finished by a later call.
 */
export async function housekeeping(
  store: KeyValueStore,
  settings: Pick<FormSettings, 'smtp' | 'rateWindowMs'>,
  now = new Date(),
  { budgetMs = Infinity }: { budgetMs?: number } = {},
): Promise<HousekeepingReport | null> {
  const day = easternDate(now.getTime());
  const state = serverState();
  if (state.housekeptOn === day || running.has(store.description)) return null;
  const run = (async () => {
    if (await store.get(keys.housekeeping(day))) {
      state.housekeptOn = day;
      return null;
    }
    const started = Date.now();
    const round: Round = { store, now, report: { removed: [], done: false }, inTime: () => Date.now() - started < budgetMs };
    const steps = [() => dayMail(round, day, settings.smtp), () => finishRemovals(round), () => oldSpam(round), () => oldKeys(round, settings.rateWindowMs)];
    for (const step of steps) if (!round.inTime() || !(await step())) return round.report;
    await store.create(keys.housekeeping(day), { at: new Date().toISOString() });
    state.housekeptOn = day;
    round.report.done = true;
    return round.report;
  })();
  running.set(store.description, run);
  try {
    return await run;
  } finally {
    running.delete(store.description);
  }
}

/**
 * Runs the day's housekeeping after a request has been answered, on a server that keeps running (never in a Netlify
 * function, whose work after its answer may never run: there the scheduled function does it).
 */
export function housekeepAfterAnswer(store: KeyValueStore, settings: Pick<FormSettings, 'smtp' | 'rateWindowMs'>, budgetMs = 10_000): void {
  afterAnswer('the daily housekeeping', () => housekeeping(store, settings, new Date(), { budgetMs }));
}
