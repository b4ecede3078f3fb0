/**
 * Mailed exactly once: each lead to be mailed is mailed once however many senders race (the form's own request, a
 * later form's retries, a move to the Inbox, `npm run send-unsent`, staff's "Send again"). Kept in the lead store
 * (store/keys.ts):
 *
 *   claim/<id>/<n>     the n-th attempt to mail it, created in one step by one sender only
 *   attempt/<id>/<n>   how attempt n failed, which frees the lead for the next
 *   sent/<id>          the mail went out
 *
 * To send, a sender must create the next claim, which only one of them can, and a claim holds off the others until
 * it has failed or its lease has run out. Only a sender that stops between the mail server's acceptance and writing
 * `sent` can cause a second mail, after the lease. Which leads wait to be mailed is unsent.ts; what decides whether a
 * lead is mailed at all, and the retries, deliver.ts.
 */
import type { FailedAttempt, SentMail, StoredSubmission } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';
import { forgetUnsent } from './unsent';

/**
 * How long a sender may hold a lead before another may try: well over the mail client's own time-outs (20 s at most),
 * and over the minute for which a Netlify function's reads may be out of date (store/blobsStore.ts).
 */
export const MAIL_LEASE_MS = 5 * 60_000;

const now = () => new Date().toISOString();

/** The numbers a folder of numbered keys holds. */
const numbersIn = async (store: KeyValueStore, folder: string) => (await store.list(folder)).map(Number).filter(Number.isInteger);

/** True once the lead was mailed (and then its unsent marker goes, if a sender stopped before removing it). */
async function isSent(store: KeyValueStore, id: string) {
  if (!(await store.get(keys.sent(id)))) return false;
  await forgetUnsent(store, id);
  return true;
}

/** Takes the next attempt at mailing `id`: its number, or null when it was sent or another sender holds it. */
async function claim(store: KeyValueStore, id: string): Promise<number | null> {
  if (await isSent(store, id)) return null;
  const taken = await numbersIn(store, folders.claims(id));
  const last = taken.length ? Math.max(...taken) : 0;
  if (last > 0 && !(await store.get(keys.attempt(id, last)))) {
    const held = await store.get(keys.claim(id, last));
    if (held && Date.now() - Date.parse(held.at) < MAIL_LEASE_MS) return null;
  }
  if (!(await store.create(keys.claim(id, last + 1), { at: now() }))) return null;
  // A sender whose lease ran out may have finished meanwhile.
  return (await isSent(store, id)) ? null : last + 1;
}

export type MailOutcome = { status: 'sent' } | { status: 'failed'; detail: string } | { status: 'skipped' };

/**
 * Mails a stored lead with `send` (which returns the mail's id) unless it was mailed already or another sender is at
 * it. A failure to send is recorded, not thrown: the lead stays unsent for a retry.
 */
export async function mailOnce(
  store: KeyValueStore,
  record: StoredSubmission,
  send: (record: StoredSubmission) => Promise<string | undefined>,
): Promise<MailOutcome> {
  const attempt = await claim(store, record.id);
  if (attempt === null) return { status: 'skipped' };
  let messageId: string | undefined;
  try {
    messageId = await send(record);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await store.set(keys.attempt(record.id, attempt), { at: now(), detail });
    return { status: 'failed', detail };
  }
  await store.create(keys.sent(record.id), { at: now(), ...(messageId ? { messageId } : {}) });
  await forgetUnsent(store, record.id);
  return { status: 'sent' };
}

/** Whether a lead was mailed, and if not why its last attempt failed (when one did): what staff see of its mail. */
export async function mailState(store: KeyValueStore, id: string): Promise<{ mailed: SentMail | null; lastFailure?: FailedAttempt }> {
  const mailed = await store.get(keys.sent(id));
  if (mailed) return { mailed };
  const attempts = await numbersIn(store, folders.attempts(id));
  const lastFailure = attempts.length ? await store.get(keys.attempt(id, Math.max(...attempts))) : null;
  return { mailed: null, ...(lastFailure ? { lastFailure } : {}) };
}
