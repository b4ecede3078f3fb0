/**
 * What the lead store needs once a day, claimed by whoever comes first on that day (Eastern), so it runs once
 * however many instances or servers ask:
 *
 *   housekeeping/<YYYY-MM-DD>   the day's run was claimed
 *   removed/<order>-<id>        a lead removed after SPAM_KEPT_DAYS in Spam: when, why, its form, when it came, how
 *                               many photos; no content (removal.ts, which staff's deletions share)
 *
 * 1. One mail to the office saying how many leads wait in Held, with the link that opens them (none when none wait).
 * 2. Leads in Spam for more than SPAM_KEPT_DAYS (since they came, or since staff last moved them there) are removed
 *    with everything kept beside them (removal.ts), and each removal is logged in `removed/` and in the server's log.
 * 3. The per-address windows of the forms' limit older than a day (sharedLimit.ts) are removed, and so are the
 *    records of solved proofs of work whose challenges have run out (proofOfWork.ts), which no replay can use, and
 *    photos sent ahead of a quote that was never sent, after a day (photos.ts).
 *
 * Asked for by the form API and the leads API as they are used (a day with a form sent always has its run), and by
 * `npm run housekeeping` (deploy/coastal-site-housekeeping.timer runs it daily on a server of the company's own).
 */
import business from '../../data/business.json';
import { PLACE_NAMES, SPAM_KEPT_DAYS } from '../leads/places';
import { easternDate } from '../leads/rows';
import type { DurableStore } from './durableStore';
import { readFollowUp } from './followUp';
import { mailOffice } from './mail';
import { mapLimited } from './mapLimited';
import { abandonedPhotos } from './photos';
import { fromIndexName } from './places';
import { expiredProofKeys } from './proofOfWork';
import { removeLead } from './removal';
import type { FormSettings } from './settings';
import { oldWindows } from './sharedLimit';
import { serverState } from './state';

const DAY_MS = 24 * 60 * 60_000;

export interface HousekeepingReport {
  /** How many leads wait in Held, when the mail saying so went out (or could not: null). */
  held: number | null;
  /** Leads removed from Spam. */
  removed: string[];
}

/** When a lead in Spam went there: when it came, or when staff last moved it there. */
async function inSpamSince(store: DurableStore, id: string, receivedAtMs: number): Promise<number> {
  const moves = (await readFollowUp(store, id)).history.filter((entry) => entry.kind === 'place');
  return moves.length ? Date.parse(moves.at(-1)!.at) : receivedAtMs;
}

/** The day's housekeeping, if nobody claimed it yet today: what it did, or null when it was done already. */
export async function housekeeping(
  store: DurableStore,
  settings: Pick<FormSettings, 'smtp' | 'rateWindowMs'>,
  now = new Date(),
): Promise<HousekeepingReport | null> {
  const day = easternDate(now.getTime());
  const state = serverState();
  if (state.housekeptOn === day) return null;
  if (!(await store.create(`housekeeping/${day}`, { at: now.toISOString() }))) {
    state.housekeptOn = day;
    return null;
  }
  state.housekeptOn = day;

  const held = new Set((await store.list('index/held')).map((name) => fromIndexName(name).id)).size;
  let mailed: number | null = held;
  if (held && settings.smtp) {
    const list = new URL('/admin/leads/?place=held', business.url).href;
    const these = held === 1 ? '1 lead waits' : `${held} leads wait`;
    await mailOffice(
      settings.smtp,
      `${these} in Held on the website`,
      `${these} in Held: the website was not sure ${held === 1 ? 'it is' : 'they are'} from customers, so ${held === 1 ? 'it was' : 'they were'} not mailed. Look at ${held === 1 ? 'it' : 'them'} and press Not spam to mail ${held === 1 ? 'it' : 'them'} to you:\n\n${list}\n\n--\nSent once a day by the ${business.name} website.\n`,
    ).catch((error: unknown) => {
      mailed = null;
      console.error(`[leads] the daily mail of held leads could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  const cutoff = now.getTime() - SPAM_KEPT_DAYS * DAY_MS;
  const candidates = (await store.list('index/spam')).filter((name) => fromIndexName(name).receivedAtMs < cutoff);
  const expired = (
    await mapLimited(candidates, 8, async (name) =>
      (await inSpamSince(store, fromIndexName(name).id, fromIndexName(name).receivedAtMs)) < cutoff ? name : null,
    )
  ).filter((name): name is string => name !== null);
  const removed = await mapLimited(expired, 4, async (name) => {
    const { id, receivedAtMs } = fromIndexName(name);
    await removeLead(store, id, { why: `in ${PLACE_NAMES.spam} for more than ${SPAM_KEPT_DAYS} days`, receivedAt: new Date(receivedAtMs).toISOString(), now });
    return id;
  });

  for (const window of await oldWindows(store, settings.rateWindowMs)) for (const name of await store.list(window)) await store.delete(`${window}/${name}`);
  for (const key of await expiredProofKeys(store, now.getTime())) await store.delete(key);
  for (const key of await abandonedPhotos(store, now.getTime())) await store.delete(key);
  return { held: mailed, removed };
}
