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
 * lead is mailed at all, and the retries, deliver.ts. The customer's confirmation (confirm.ts) is sent once the same
 * way, in keys of its own (`confirm-claim/`, `confirm-attempt/`, `confirm-sent/`): a MailBook names the keys.
 */
import type { FailedAttempt, SentMail, StoredSubmission } from '../../leads/lead';
import type { Key, KeyValueStore } from '../store/keyValueStore';
import { type Claim, folders, keys } from '../store/keys';
import { forgetUnsent } from './unsent';

/**
 * How long a sender may hold a lead before another may try: well over the mail client's own time-outs (20 s at most),
 * and over the minute for which a Netlify function's reads may be out of date (store/blobsStore.ts).
 */
export const MAIL_LEASE_MS = 5 * 60_000;

const now = () => new Date().toISOString();

/** The keys of one kind of mail sent once a lead: its claims, failed attempts and sent record, and its waiting marker. */
export interface MailBook {
  claim: (id: string, n: number) => Key<Claim>;
  attempt: (id: string, n: number) => Key<FailedAttempt>;
  sent: (id: string) => Key<SentMail>;
  claims: (id: string) => string;
  attempts: (id: string) => string;
  /** Clears the lead's marker of mail still to go. */
  forget: (store: KeyValueStore, id: string) => Promise<void>;
}

/** The office's mail of a lead. */
export const OFFICE_MAIL: MailBook = {
  claim: keys.claim,
  attempt: keys.attempt,
  sent: keys.sent,
  claims: folders.claims,
  attempts: folders.attempts,
  forget: forgetUnsent,
};

/** The numbers a folder of numbered keys holds. */
const numbersIn = async (store: KeyValueStore, folder: string) => (await store.list(folder)).map(Number).filter(Number.isInteger);

/** True once the lead was mailed (and then its unsent marker goes, if a sender stopped before removing it). */
async function isSent(store: KeyValueStore, id: string, book: MailBook) {
  if (!(await store.get(book.sent(id)))) return false;
  await book.forget(store, id);
  return true;
}

/** Takes the next attempt at mailing `id`: its number, or null when it was sent or another sender holds it. */
async function claim(store: KeyValueStore, id: string, book: MailBook): Promise<number | null> {
  if (await isSent(store, id, book)) return null;
  const taken = await numbersIn(store, book.claims(id));
  const last = taken.length ? Math.max(...taken) : 0;
  if (last > 0 && !(await store.get(book.attempt(id, last)))) {
    const held = await store.get(book.claim(id, last));
    if (held && Date.now() - Date.parse(held.at) < MAIL_LEASE_MS) return null;
  }
  if (!(await store.create(book.claim(id, last + 1), { at: now() }))) return null;
  // A sender whose lease ran out may have finished meanwhile.
  return (await isSent(store, id, book)) ? null : last + 1;
}

export type MailOutcome = { status: 'sent' } | { status: 'failed'; detail: string } | { status: 'skipped' };

/**
 * Mails a stored lead with `send` (which returns the mail's id) unless it was mailed already or another sender is at
 * it, in the keys of `book` (the office's mail unless named). A failure to send is recorded, not thrown: the lead
 * stays unsent for a retry.
 */
export async function mailOnce(
  store: KeyValueStore,
  record: StoredSubmission,
  send: (record: StoredSubmission) => Promise<string | undefined>,
  book: MailBook = OFFICE_MAIL,
): Promise<MailOutcome> {
  const attempt = await claim(store, record.id, book);
  if (attempt === null) return { status: 'skipped' };
  let messageId: string | undefined;
  try {
    messageId = await send(record);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await store.set(book.attempt(record.id, attempt), { at: now(), detail });
    return { status: 'failed', detail };
  }
  await store.create(book.sent(record.id), { at: now(), ...(messageId ? { messageId } : {}) });
  await book.forget(store, record.id);
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
