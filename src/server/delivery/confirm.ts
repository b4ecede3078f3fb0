/**
 * The customer's confirmation of a lead (composed by mail/confirmation.ts): whether it goes, and that it goes once.
 *
 * - Only for a lead that arrived in the Inbox (`arrival.place`), and is there still: none for Held or Spam. None when
 *   staff later move a lead into the Inbox either: by then the moment it confirms has passed (its promise, "we call
 *   you back within the hour", would be wrong hours or days later, and staff are answering it themselves), and the
 *   site doubted that lead, so mailing its address is what the doubt was for: it may be someone else's.
 * - None for a send repeated with its request id: it is the same lead (store/ledger.ts), confirmed once.
 * - Once a lead, however many senders race (the form's request, the minute's round): claims in keys of its own, as
 *   the office's mail has (mailOnce.ts, CONFIRMATION).
 * - At most once a day to an address: `confirm-address/<Eastern day>/<digest of the address>`, created before it is
 *   sent by the lead that takes it (its own retries go on), so a second form that day, or a hundred sent with a
 *   stranger's address, bring that address one mail.
 * - Within CONFIRM_WITHIN_MS of the lead's arrival, or not at all: it says "at once"; after mail was down for longer
 *   the office has the lead to answer, and the marker goes.
 *
 * It is sent in the form's request beside the office's mail (forms/handler.ts), so it leaves before the visitor is
 * thanked; what that leaves (mail down, a request cut short) the minute's round sends (`confirmPending`, round/round.ts).
 */
import { createHash } from 'node:crypto';
import { isEmailAddress } from '../../forms/rules';
import type { StoredSubmission } from '../../leads/lead';
import type { Place } from '../../leads/places';
import { easternDate } from '../../leads/rows';
import { sendConfirmation } from '../mail/send';
import type { SmtpSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { ORPHAN_AFTER_MS, folders, keyIn, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { placeNow } from './deliver';
import { type MailBook, mailOnce } from './mailOnce';

/** How long after a lead arrives its confirmation may still go. */
export const CONFIRM_WITHIN_MS = 60 * 60_000;

/** The confirmation's keys, sent once as the office's mail is (mailOnce.ts). */
export const CONFIRMATION: MailBook = {
  claim: keys.confirmClaim,
  attempt: keys.confirmAttempt,
  sent: keys.confirmSent,
  claims: folders.confirmClaims,
  attempts: folders.confirmAttempts,
  forget: (store, id) => store.delete(keys.confirmUnsent(id)),
};

/** Marks a lead that arrives in the Inbox as one whose sender is to be confirmed (store/ledger.ts, before the lead is stored). */
export const markConfirmationDue = (store: KeyValueStore, record: Pick<StoredSubmission, 'id' | 'receivedAt'>) =>
  store.set(keys.confirmUnsent(record.id), { receivedAt: record.receivedAt });

/** The address as the once-a-day key names it: a digest, never the address. */
const addressDigest = (address: string) =>
  createHash('sha256').update(`coastal-landscaping confirmation\n${address.trim().toLowerCase()}`).digest('hex').slice(0, 32);

/** Sent; failed (the marker stays for a retry); waiting (not now, the marker stays); or skipped for good (the marker goes). */
export type ConfirmOutcome = { status: 'sent' } | { status: 'failed'; detail: string } | { status: 'waiting' | 'skipped'; why: string };

/** Why a lead gets no confirmation whatever happens, or null. */
function never(record: StoredSubmission, nowMs: number): string | null {
  if (record.arrival?.place !== 'inbox') return 'it did not arrive in the Inbox';
  if (typeof record.values.email !== 'string' || !isEmailAddress(record.values.email)) return 'it has no address the rules accept';
  if (nowMs - Date.parse(record.receivedAt) > CONFIRM_WITHIN_MS) return 'it came more than an hour ago';
  return null;
}

/**
 * Confirms a stored lead to its sender if it is to be, once (above). `place` is for a caller that has just decided
 * it (the form's request); otherwise it is read. A mail failure is recorded and returned, not thrown: the marker stays
 * for the round.
 */
export async function confirmLead(
  store: KeyValueStore,
  record: StoredSubmission,
  smtp: SmtpSettings,
  { place, now = new Date() }: { place?: Place; now?: Date } = {},
): Promise<ConfirmOutcome> {
  const skip = async (why: string): Promise<ConfirmOutcome> => {
    await CONFIRMATION.forget(store, record.id);
    return { status: 'skipped', why };
  };
  const why = never(record, now.getTime());
  if (why) return skip(why);
  if ((place ?? (await placeNow(store, record)).place) !== 'inbox') return skip('staff moved it out of the Inbox');
  const to = record.values.email as string;
  const day = keys.confirmedAddress(easternDate(record.receivedAt), addressDigest(to));
  if (!(await store.create(day, { leadId: record.id, at: now.toISOString() }))) {
    const holder = await store.get(day);
    // A key just made elsewhere may not read yet on Netlify: the marker stays, and the round asks again.
    if (!holder) return { status: 'waiting', why: 'the address’s confirmation of the day could not be read yet' };
    if (holder.leadId !== record.id) return skip('its address was sent a confirmation today already');
  }
  const outcome = await mailOnce(store, record, (stored) => sendConfirmation(stored, smtp, to), CONFIRMATION);
  return outcome.status === 'skipped' ? { status: 'skipped', why: 'it was confirmed already, or is being so' } : outcome;
}

/** What the round did of the confirmations left: sent, failed (to be tried again), and let go (none to send, or too late). */
export interface ConfirmationsReport {
  sent: number;
  failed: number;
  dropped: number;
}

/**
 * Sends the confirmations a form's request left (mail down, a request cut short), in the minute's round, while
 * `budgetMs` lasts; a marker whose lead never came goes once old, and one whose time has passed goes unsent.
 */
export async function confirmPending(
  store: KeyValueStore,
  smtp: SmtpSettings | null,
  { budgetMs, now = new Date() }: { budgetMs: number; now?: Date },
): Promise<ConfirmationsReport> {
  const started = Date.now();
  const report: ConfirmationsReport = { sent: 0, failed: 0, dropped: 0 };
  const ids = await store.list(folders.confirmUnsent);
  await mapLimited(ids, 4, async (id) => {
    if (Date.now() - started > budgetMs) return;
    const record = await store.get(keys.submission(id));
    if (!record) {
      const marker = await store.get(keys.confirmUnsent(id));
      if (marker && now.getTime() - Date.parse(marker.receivedAt) > ORPHAN_AFTER_MS) await CONFIRMATION.forget(store, id);
      return;
    }
    if (!smtp) {
      if (never(record, now.getTime())) {
        await CONFIRMATION.forget(store, id);
        report.dropped += 1;
      }
      return;
    }
    const outcome = await confirmLead(store, record, smtp, { now });
    if (outcome.status === 'sent') report.sent += 1;
    else if (outcome.status === 'failed') {
      report.failed += 1;
      console.error(`[leads] the confirmation of lead ${id} to its sender could not be sent yet: ${outcome.detail}`);
    } else if (outcome.status === 'skipped') report.dropped += 1;
  });
  return report;
}

/** The keys of the addresses' daily confirmations before yesterday (Eastern), for the day's housekeeping to remove. */
export async function oldConfirmedAddresses(store: KeyValueStore, nowMs: number): Promise<string[]> {
  const yesterday = easternDate(nowMs - 86_400_000);
  const days = (await store.folders(folders.confirmedDays)).filter((day) => day < yesterday);
  const names = await mapLimited(days, 4, async (day) => (await store.list(folders.confirmedOn(day))).map((name) => keyIn(folders.confirmedOn(day), name)));
  return names.flat();
}
