/**
 * The submission ledger: what the form API keeps of every accepted form and
 * whether it has been mailed, in a durable store (durableStore.ts: a folder
 * on a server of the company's own, Netlify Blobs on Netlify), laid out as
 *
 *   submission/<id>    the submission, written before the visitor is thanked
 *   unsent/<id>        there until the submission has been mailed: what retries look at
 *   claim/<id>/<n>     the n-th attempt to mail it, created in one step by one sender only
 *   attempt/<id>/<n>   how attempt n failed, which frees the submission for the next
 *   sent/<id>          the mail went out
 *
 * Each submission is mailed once however many senders race (later requests,
 * `npm run send-unsent`): to send, a sender must create the next claim,
 * which only one of them can, and a claim holds off the others until it has
 * failed or its lease has run out. Only a sender that stops between the
 * mail server's acceptance and writing `sent` can cause a second mail, after
 * the lease.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FormKind } from '../../forms/fields';
import type { Arrival, FailedAttempt, Lead, LeadPhoto, SentMail, StoredSubmission } from '../../leads/lead';
import type { LeadSource } from '../../leads/sources';
import type { Submission } from '../../forms/rules';
import type { GatsbyFunctionRequest } from 'gatsby';
import { type StoreSettings, storeSettings } from '../settings';
import { type KeyValueStore } from './keyValueStore';
import { type NetlifyFunctionRequest, openStore } from './openStore';
import { readFollowUp } from '../followUp/changes';
import { currentPlace, indexKey } from '../followUp/places';
import { mapLimited } from './mapLimited';

export { mapLimited };

/** What comes with a submission besides its answers. */
export interface SubmissionExtras {
  /** The id to keep it under, when it was needed before (its photos were stored first): `leadIdFor`. */
  id?: string;
  photos?: LeadPhoto[];
  photosMissing?: string[];
}

interface Claim {
  at: string;
}

/**
 * How long a sender may hold a submission before another may try: well over
 * the mail client's own time-outs (20 s at most), and over the minute for
 * which a Netlify function's reads may be out of date (durableStore.ts).
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** An unsent marker with no submission is a store that failed between the two writes; it is cleared after this. */
const ORPHAN_AFTER_MS = 60 * 60_000;

const now = () => new Date().toISOString();

/**
 * The id a submission is kept under. A retried send (same browser request id) gets the same id, so storing it again
 * finds the first; the form's photos, sent before it, are kept under it too (photos.ts).
 */
export const leadIdFor = (kind: FormKind, requestId?: string) =>
  requestId ? createHash('sha256').update(`${kind}\n${requestId}`).digest('hex').slice(0, 32) : randomUUID();

/**
 * Stores a submission durably and returns it, or returns the earlier one
 * when the same request id was stored before (a retried send). Throws
 * StoreUnavailableError when the store cannot be written: then nothing may
 * be acknowledged.
 */
export async function storeSubmission(
  store: KeyValueStore,
  kind: FormKind,
  values: Submission,
  requestId?: string,
  arrival: Arrival = { place: 'inbox' },
  source?: LeadSource,
  { id = leadIdFor(kind, requestId), photos, photosMissing }: SubmissionExtras = {},
): Promise<{ record: StoredSubmission; duplicate: boolean }> {
  const earlier = requestId ? await store.get<StoredSubmission>(`submission/${id}`) : null;
  if (earlier) return { record: earlier, duplicate: true };
  const record: StoredSubmission = {
    id,
    kind,
    receivedAt: now(),
    ...(requestId ? { requestId } : {}),
    values,
    arrival,
    ...(source ? { source } : {}),
    ...(photos?.length ? { photos } : {}),
    ...(photosMissing?.length ? { photosMissing } : {}),
  };
  // The markers first: a submission that is stored is then always one that the view and retries can find. Only a
  // lead in the Inbox is to be mailed; one Held or in Spam is mailed if staff move it to the Inbox (places.ts).
  await store.set(indexKey(arrival.place, id, record.receivedAt), { id });
  if (arrival.place === 'inbox') await store.set(`unsent/${id}`, { receivedAt: record.receivedAt });
  if (await store.create(`submission/${id}`, record)) return { record, duplicate: false };
  return { record: (await store.get<StoredSubmission>(`submission/${id}`)) ?? record, duplicate: true };
}

/** True once the submission was mailed (and then its unsent marker goes, if a sender stopped before removing it). */
async function isSent(store: KeyValueStore, id: string) {
  if (!(await store.get<SentMail>(`sent/${id}`))) return false;
  await store.delete(`unsent/${id}`);
  return true;
}

/** Takes the next attempt at mailing `id`: its number, or null when it was sent or another sender holds it. */
async function claim(store: KeyValueStore, id: string): Promise<number | null> {
  if (await isSent(store, id)) return null;
  const taken = (await store.list(`claim/${id}`)).map(Number).filter(Number.isInteger);
  const last = taken.length ? Math.max(...taken) : 0;
  if (last > 0 && !(await store.get<FailedAttempt>(`attempt/${id}/${last}`))) {
    const held = await store.get<Claim>(`claim/${id}/${last}`);
    if (held && Date.now() - Date.parse(held.at) < MAIL_LEASE_MS) return null;
  }
  if (!(await store.create(`claim/${id}/${last + 1}`, { at: now() } satisfies Claim))) return null;
  // A sender whose lease ran out may have finished meanwhile.
  return (await isSent(store, id)) ? null : last + 1;
}

export type MailOutcome = { status: 'sent' } | { status: 'failed'; detail: string } | { status: 'skipped' };

/**
 * Mails a stored submission with `send` (which returns the mail's id)
 * unless it was mailed already or another sender is at it. A failure to
 * send is recorded, not thrown: the submission stays unsent for a retry.
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
    await store.set(`attempt/${record.id}/${attempt}`, { at: now(), detail } satisfies FailedAttempt);
    return { status: 'failed', detail };
  }
  await store.create(`sent/${record.id}`, { at: now(), ...(messageId ? { messageId } : {}) } satisfies SentMail);
  await store.delete(`unsent/${record.id}`);
  return { status: 'sent' };
}

/** Ids of the submissions not mailed yet, in no particular order. */
export const unsentIds = (store: KeyValueStore) => store.list('unsent');

/** The stored submission of an unsent marker, or null (a store that failed mid-way; its marker is cleared once old). */
export async function unsentSubmission(store: KeyValueStore, id: string): Promise<StoredSubmission | null> {
  const record = await store.get<StoredSubmission>(`submission/${id}`);
  if (record) return record;
  const marker = await store.get<{ receivedAt: string }>(`unsent/${id}`);
  if (marker && Date.now() - Date.parse(marker.receivedAt) > ORPHAN_AFTER_MS) await store.delete(`unsent/${id}`);
  return null;
}

/** Every submission not mailed yet, oldest first. */
export async function unsentSubmissions(store: KeyValueStore): Promise<StoredSubmission[]> {
  const records = await mapLimited(await unsentIds(store), 8, (id) => unsentSubmission(store, id));
  return records.filter((record): record is StoredSubmission => record !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** How many leads are read from the store at once: a Blobs store answers each read over the network. */
export const READ_CONCURRENCY = 16;

/** One stored submission with whether it was mailed and its follow-up, or null when there is no such submission. */
export async function readLead(store: KeyValueStore, id: string): Promise<Lead | null> {
  const record = await store.get<StoredSubmission>(`submission/${id}`);
  return record && leadOf(store, record);
}

/** A submission already read, with where it waits, whether it was mailed and its follow-up. */
export async function leadOf(store: KeyValueStore, record: StoredSubmission): Promise<Lead> {
  const { id } = record;
  const [mailed, followUp] = await Promise.all([store.get<SentMail>(`sent/${id}`), readFollowUp(store, id)]);
  const place = currentPlace(record.arrival, followUp);
  if (mailed) return { ...record, place, mailed, followUp };
  const attempts = (await store.list(`attempt/${id}`)).map(Number).filter(Number.isInteger);
  const lastFailure = attempts.length ? await store.get<FailedAttempt>(`attempt/${id}/${Math.max(...attempts)}`) : null;
  return { ...record, place, mailed: null, ...(lastFailure ? { lastFailure } : {}), followUp };
}

/** Every stored submission with whether it was mailed and its follow-up, oldest first. */
export async function readLeads(store: KeyValueStore): Promise<Lead[]> {
  const leads = await mapLimited(await store.list('submission'), READ_CONCURRENCY, (id) => readLead(store, id));
  return leads.filter((lead): lead is Lead => lead !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** The lines of a JSON-lines file, skipping one cut short by a crash mid-write. */
function jsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as T] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Submissions a server kept in the site's earlier folder layout (two
 * JSON-lines files: submissions, and mail attempts), moved into the ledger
 * once, with whether each was mailed; the files are then renamed
 * `*.imported`. Safe to run twice at once: every write is idempotent.
 */
async function importJsonLines(store: KeyValueStore, dir: string) {
  const submissions = path.join(dir, 'submissions.jsonl');
  if (!fs.existsSync(submissions)) return;
  const deliveries = path.join(dir, 'deliveries.jsonl');
  const sent = new Map(
    jsonLines<{ id: string; status: string; at: string; detail?: string }>(deliveries)
      .filter((delivery) => delivery.status === 'sent')
      .map((delivery) => [delivery.id, delivery]),
  );
  for (const record of jsonLines<StoredSubmission>(submissions)) {
    const mailed = sent.get(record.id);
    if (!mailed) await store.set(`unsent/${record.id}`, { receivedAt: record.receivedAt });
    await store.create(`submission/${record.id}`, record);
    if (mailed) await store.create(`sent/${record.id}`, { at: mailed.at, ...(mailed.detail ? { messageId: mailed.detail } : {}) } satisfies SentMail);
  }
  for (const file of [submissions, deliveries]) await fs.promises.rename(file, `${file}.imported`).catch(() => undefined);
}

/**
 * The ledger of the host a Gatsby Function's request arrived on: in a Netlify function (the adapter marks the request),
 * its Blobs store with the access the request carries; elsewhere the store the settings in `env` name.
 */
export const ledgerFor = (req: GatsbyFunctionRequest, env?: NodeJS.ProcessEnv) =>
  openLedger(storeSettings(env, { inFunction: 'netlifyFunctionParams' in req }), req as NetlifyFunctionRequest);

/** The store the settings name, with any submissions of the earlier folder layout moved in. */
export async function openLedger(settings: StoreSettings, request?: NetlifyFunctionRequest): Promise<KeyValueStore> {
  const store = openStore(settings, request);
  if (settings.kind === 'files') await importJsonLines(store, settings.dir);
  return store;
}
