/**
 * The ledger: every accepted form, kept before its sender is thanked, and read back as a lead with what became of it
 * (where it waits, whether it was mailed, what staff did). In the lead store (keyValueStore.ts: a folder on a server
 * of the company's own, Netlify Blobs on Netlify); which keys it writes is keys.ts.
 *
 * A lead is stored with its marks first (its index key, and its unsent marker when it is to be mailed), then the
 * submission with a create-only write: a stored submission is always one the view and the retries can find, and a
 * send repeated (the same browser request id, so the same lead id) finds the first one. Mailing it exactly once is
 * delivery/'s; where it waits and what staff did, followUp/'s.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { GatsbyFunctionRequest } from 'gatsby';
import type { FormKind } from '../../forms/fields';
import type { Submission } from '../../forms/rules';
import type { Arrival, Lead, LeadPhoto, StoredSubmission } from '../../leads/lead';
import type { LeadSource } from '../../forms/leadSource';
import { clockMoments, clockOf } from '../clock/read';
import { markConfirmationDue } from '../delivery/confirm';
import { mailState } from '../delivery/mailOnce';
import { markUnsent } from '../delivery/unsent';
import { markNudgeDue } from '../nudge/pending';
import { markPushPending } from '../push/pending';
import { readFollowUp } from '../followUp/changes';
import { currentPlace, indexLead } from '../followUp/places';
import { type StoreSettings, storeSettings } from '../settings';
import { importEarlierLayout } from './earlierLayout';
import type { KeyValueStore } from './keyValueStore';
import { folders, keys } from './keys';
import { mapLimited } from './mapLimited';
import { type NetlifyFunctionRequest, openStore } from './openStore';

/** What comes with a submission besides its answers. */
export interface SubmissionExtras {
  /** The id to keep it under, when it was needed before (its photos were stored first): `leadIdFor`. */
  id?: string;
  photos?: LeadPhoto[];
  photosMissing?: string[];
}

/**
 * The id a submission is kept under. A retried send (same browser request id) gets the same id, so storing it again
 * finds the first; the form's photos, sent before it, are kept under it too (photos/).
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
  const earlier = requestId ? await store.get(keys.submission(id)) : null;
  if (earlier) return { record: earlier, duplicate: true };
  const record: StoredSubmission = {
    id,
    kind,
    receivedAt: new Date().toISOString(),
    ...(requestId ? { requestId } : {}),
    values,
    arrival,
    ...(source ? { source } : {}),
    ...(photos?.length ? { photos } : {}),
    ...(photosMissing?.length ? { photosMissing } : {}),
  };
  // The markers first: a submission that is stored is then always one that the view and retries can find. Only a
  // lead in the Inbox is to be mailed; one Held or in Spam is mailed if staff move it to the Inbox (followUp/move.ts).
  // Only a lead arriving in the Inbox is pushed to staff's phones, never one moved there (push/newLead.ts), and
  // confirmed to its sender (delivery/confirm.ts). One in the Inbox or Held is nudged if nobody answers it (nudge/).
  await indexLead(store, id, record.receivedAt, arrival.place);
  await markNudgeDue(store, record, arrival.place);
  if (arrival.place === 'inbox') await Promise.all([markUnsent(store, record), markPushPending(store, record), markConfirmationDue(store, record)]);
  if (await store.create(keys.submission(id), record)) return { record, duplicate: false };
  return { record: (await store.get(keys.submission(id))) ?? record, duplicate: true };
}

/** How many leads are read from the store at once: a Blobs store answers each read over the network. */
export const READ_CONCURRENCY = 16;

/** One stored submission with whether it was mailed and its follow-up, or null when there is no such submission. */
export async function readLead(store: KeyValueStore, id: string): Promise<Lead | null> {
  const record = await store.get(keys.submission(id));
  return record && leadOf(store, record);
}

/** A submission already read, with where it waits, whether it was mailed, its follow-up and its clock (one list more: clock/). */
export async function leadOf(store: KeyValueStore, record: StoredSubmission): Promise<Lead> {
  const [mail, followUp, moments] = await Promise.all([mailState(store, record.id), readFollowUp(store, record.id), clockMoments(store, record.id)]);
  return { ...record, place: currentPlace(record.arrival, followUp), ...mail, followUp, clock: clockOf(moments, { mailed: mail.mailed, followUp }) };
}

/** Every stored submission with whether it was mailed and its follow-up, oldest first. */
export async function readLeads(store: KeyValueStore): Promise<Lead[]> {
  const leads = await mapLimited(await store.list(folders.submissions), READ_CONCURRENCY, (id) => readLead(store, id));
  return leads.filter((lead): lead is Lead => lead !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
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
  if (settings.kind === 'files') await importEarlierLayout(store, settings.dir);
  return store;
}
