/**
 * Mails a lead to the office if it is to be mailed, exactly once (mailOnce.ts), and retries the ones whose mail has
 * not gone yet. Only a lead in the Inbox is mailed: one Held or in Spam waits until staff move it to the Inbox
 * (followUp/move.ts), which mails it then. Composing and sending the mail itself is mail/'s.
 */
import type { StoredSubmission } from '../../leads/lead';
import type { Place } from '../../leads/places';
import { recordTold } from '../clock/record';
import { readFollowUp } from '../followUp/changes';
import { currentPlace } from '../followUp/places';
import { sendLeadMail } from '../mail/send';
import type { SmtpSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { type MailOutcome, mailOnce } from './mailOnce';
import { forgetUnsent, unsentIds, unsentSubmission } from './unsent';

/**
 * Mails a stored lead once (mailOnce.ts says how racing senders are kept apart) and records the outcome in the
 * store. A mail failure is recorded and returned, not thrown: the lead stays unsent.
 */
export async function deliver(store: KeyValueStore, record: StoredSubmission, smtp: SmtpSettings, { place }: { place?: Place } = {}): Promise<MailOutcome> {
  // Only a lead in the Inbox is mailed, whatever marker says it is unsent: a retry of a send that first landed in
  // Held, or a lead moved to Spam while mail was down, has one. `place` is for a caller that has just decided it (a
  // move, which a read on Netlify may not show for a minute); otherwise it is read.
  if ((place ?? (await placeNow(store, record)).place) !== 'inbox') {
    await forgetMarkerOfKept(store, record);
    return { status: 'skipped' };
  }
  const outcome = await mailOnce(store, record, (stored) => sendLeadMail(stored, smtp));
  // The lead's clock: staff were told by mail now (clock/). Not being able to say so does not unsend it.
  if (outcome.status === 'sent') {
    await recordTold(store, record.id, 'mail').catch((error: unknown) =>
      console.error(`[leads] lead ${record.id} was mailed; its clock could not say so:`, error),
    );
  }
  return outcome;
}

/** Where a lead is now, and since when (its last move, else its arrival): what decides whether a lead is mailed, and confirmed (confirm.ts). */
export async function placeNow(store: KeyValueStore, record: StoredSubmission): Promise<{ place: Place; sinceMs: number }> {
  const followUp = await readFollowUp(store, record.id);
  const moved = followUp.history.filter((entry) => entry.kind === 'place').at(-1);
  return { place: currentPlace(record.arrival, followUp), sinceMs: Date.parse(moved?.at ?? record.receivedAt) };
}

/**
 * The unsent marker of a lead that is not in the Inbox goes once its place is an hour old, beyond the minute a
 * Netlify read may lag (a lead just moved to the Inbox may still read as Held): a move to the Inbox sets it again.
 */
async function forgetMarkerOfKept(store: KeyValueStore, record: StoredSubmission) {
  const { place, sinceMs } = await placeNow(store, record);
  if (place !== 'inbox' && Date.now() - sinceMs > 60 * 60_000) await forgetUnsent(store, record.id);
}

/** How many older unsent leads one request may retry, and for how long it may start new ones. */
export const RETRY_PER_REQUEST = { count: 3, budgetMs: 1500 };

/**
 * Mails a new lead, then, if mail works, retries a few older ones that are still unsent (after an outage, or mail
 * set up late), within a small time budget so that the visitor is not kept waiting. What is left waits for the next
 * request or `npm run send-unsent`.
 */
export async function deliverWithRetries(store: KeyValueStore, record: StoredSubmission, smtp: SmtpSettings): Promise<MailOutcome> {
  const started = Date.now();
  const outcome = await deliver(store, record, smtp, { place: record.arrival?.place ?? 'inbox' });
  if (outcome.status === 'failed') return outcome;
  // A few at random, so that one that always fails cannot hold up the rest.
  const older = (await unsentIds(store))
    .filter((id) => id !== record.id)
    .sort(() => Math.random() - 0.5)
    .slice(0, RETRY_PER_REQUEST.count);
  for (const id of older) {
    if (Date.now() - started > RETRY_PER_REQUEST.budgetMs) break;
    const stored = await unsentSubmission(store, id);
    if (stored && (await deliver(store, stored, smtp)).status === 'failed') break;
  }
  return outcome;
}

/** What the round did of the office's mail left unsent: mailed now, and still failing. */
export interface UnsentRoundReport {
  sent: number;
  failed: number;
}

/**
 * The round's step (round/round.ts): every lead still unsent (mail down, set up late, a request cut short) mailed
 * while `budgetMs` lasts, each once as every sender does (mailOnce.ts); it stops at the first failure, the mail
 * server being down for the rest too, and the next round goes on. What the form requests' own retries and `npm run
 * send-unsent` do, on a schedule.
 */
export async function mailLeftOver(store: KeyValueStore, smtp: SmtpSettings | null, { budgetMs }: { budgetMs: number }): Promise<UnsentRoundReport> {
  const report: UnsentRoundReport = { sent: 0, failed: 0 };
  if (!smtp) return report;
  const started = Date.now();
  for (const id of await unsentIds(store)) {
    if (Date.now() - started > budgetMs) break;
    const stored = await unsentSubmission(store, id);
    const outcome = stored && (await deliver(store, stored, smtp));
    if (outcome?.status === 'sent') report.sent += 1;
    if (outcome?.status === 'failed') {
      report.failed += 1;
      console.error(`[leads] lead ${id} could not be mailed to the office yet: ${outcome.detail}`);
      break;
    }
  }
  return report;
}
