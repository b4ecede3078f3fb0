/**
 * One handler for the three form endpoints (src/api/quote.ts, contact.ts, community.ts): the lead pipeline's first
 * step. For each POST it checks, in order: another site's page posting (403, defences/sameSite.ts), size (413), rate
 * per address, counted in the store across instances (429, defences/sharedLimit.ts), the fields (400 with the list
 * of wrong fields); keeps a quote's photos (photos/ofQuote.ts); then judges where the lead goes (defences/judge.ts:
 * Inbox, Held or Spam, from the hidden field, the time taken, the proof of work and the spam score), stores it
 * durably (store/ledger.ts; 503 when it cannot), mails it when it is in the Inbox and SMTP is set up (delivery/), with
 * the sender's confirmation beside it (delivery/confirm.ts), and only then answers 2xx:
 * the same thanks wherever it went (answers.ts).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { MIN_FILL_MS, type FormKind } from '../../forms/fields';
import { checkSubmission, type Submission } from '../../forms/rules';
import type { StoredSubmission } from '../../leads/lead';
import type { LeadSource } from '../../forms/leadSource';
import { bodyLimitOf } from '../bodyLimits.cjs';
import { clientAddress } from '../defences/clientAddress';
import { type Signals, judge } from '../defences/judge';
import { proofIssuedAt } from '../defences/proofOfWork';
import { FORM_FROM_ANOTHER_SITE, fromAnotherSite } from '../defences/sameSite';
import { overSharedLimit } from '../defences/sharedLimit';
import { confirmLead } from '../delivery/confirm';
import { deliverWithRetries } from '../delivery/deliver';
import { photosOfQuote } from '../photos/ofQuote';
import { pushNewLead } from '../push/newLead';
import { housekeepAfterAnswer } from '../round/housekeeping';
import { type SmtpSettings, formSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { type SubmissionExtras, leadIdFor, ledgerFor, storeSubmission } from '../store/ledger';
import { type Answer, NOT_STORED, errorAnswer, thanksAnswer, wantsJson } from './answers';
import { postedFrom, splitMeta } from './body';

/** This host's durable store, or null (logged) when it cannot be had. */
async function storeFor(kind: FormKind, req: GatsbyFunctionRequest) {
  try {
    return await ledgerFor(req);
  } catch (error) {
    console.error(`[forms] /api/${kind}: the store could not be opened, so the form was refused (503):`, error);
    return null;
  }
}

/** A store that failed while a form was being kept: logged, and null, which the form answers 503 (nothing was kept). */
const storeFailed = (kind: FormKind) => (error: unknown) => {
  console.error(`[forms] /api/${kind}: the store failed, so the form was refused (503):`, error);
  return null;
};

/** A push that failed while a form was answered: logged; the lead's marker stays for the round (push/newLead.ts). */
const pushFailed = (kind: FormKind, id: string) => (error: unknown) => {
  console.error(`[forms] /api/${kind}: lead ${id} is stored but not pushed to staff's phones yet:`, error);
  return null;
};

/** The sender's confirmation of a lead that arrived in the Inbox (delivery/confirm.ts): a failure is logged, and the round tries again. */
async function confirm(store: KeyValueStore, kind: FormKind, record: StoredSubmission, smtp: SmtpSettings) {
  const outcome = await confirmLead(store, record, smtp, { place: 'inbox' }).catch((error: unknown) => ({ status: 'failed' as const, detail: String(error) }));
  if (outcome.status === 'failed') console.error(`[forms] /api/${kind}: lead ${record.id} is stored but its sender is not confirmed yet: ${outcome.detail}`);
}

/** Stores a submission where the defences put it: the record, or null (logged) when it cannot be stored. */
async function keep(
  store: KeyValueStore,
  kind: FormKind,
  values: Submission,
  requestId: string | undefined,
  signals: Omit<Signals, 'score' | 'proof'> & { proof: unknown },
  source: LeadSource | undefined,
  extras: SubmissionExtras,
) {
  try {
    const arrival = await judge(store, kind, values, signals);
    return await storeSubmission(store, kind, values, requestId, arrival, source, extras);
  } catch (error) {
    console.error(`[forms] /api/${kind}: the submission could not be stored, so it was refused (503):`, error);
    return null;
  }
}

async function answer(kind: FormKind, req: GatsbyFunctionRequest): Promise<Answer> {
  if (req.method !== 'POST') {
    return errorAnswer(405, 'This address only accepts a form sent with POST.', [], kind, { Allow: 'POST' });
  }
  // Before anything is counted or kept: another site's page posting through its visitors' browsers (defences/sameSite.ts).
  if (fromAnotherSite(req.headers)) return errorAnswer(403, FORM_FROM_ANOTHER_SITE, [], kind);
  const limit = bodyLimitOf(`/api/${kind}`, req.headers['content-type']);
  if (Number(req.headers['content-length'] ?? 0) > limit.bytes) return errorAnswer(413, limit.message);
  const settings = formSettings();
  const store = await storeFor(kind, req);
  if (!store) return errorAnswer(503, NOT_STORED, [], kind, { 'Retry-After': '120' });
  // Counted in the store, so that the limit holds across a host's instances (defences/sharedLimit.ts).
  const wait = await overSharedLimit(store, clientAddress(req, settings.trustProxy), settings.rateLimit, settings.rateWindowMs).catch((error: unknown) => {
    console.error(`[forms] /api/${kind}: the per-address limit could not be counted, so this form was not held to it:`, error);
    return null;
  });
  if (wait !== null) {
    return errorAnswer(
      429,
      `We have received several forms from your connection in the last few minutes. Please try again in ${Math.ceil(wait / 60)} minutes, or call us.`,
      [],
      kind,
      {
        'Retry-After': String(wait),
      },
    );
  }
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body) || Buffer.isBuffer(req.body)) {
    return errorAnswer(400, 'Send the form as form fields or a JSON object.', [
      { field: '', message: 'The form arrived empty or in a format we cannot read.' },
    ]);
  }

  const { answers, honeypot, elapsedMs, requestId, proof, source, photos: named } = splitMeta(req.body as Record<string, unknown>);
  const checked = checkSubmission(kind, answers);
  if (!checked.ok) return errorAnswer(400, 'Some answers need another look.', checked.errors, kind);

  // The photos first, under the id the lead will have: a lead that is acknowledged has its photos (photos/ofQuote.ts).
  const id = leadIdFor(kind, requestId);
  const photos = kind === 'quote' ? await photosOfQuote(store, id, req, named).catch(storeFailed(kind)) : { ok: true as const, extras: {} };
  if (!photos) return errorAnswer(503, NOT_STORED, [], kind, { 'Retry-After': '120' });
  if (!photos.ok) return errorAnswer(400, 'Some answers need another look.', photos.errors, kind);

  // Durable first: nothing is acknowledged unless it is in the store. Kept, whatever the defences make of it: a lead
  // they doubt waits in Held or Spam (defences/judge.ts), and its sender is thanked like any other.
  // The time taken is the server's: from when it issued the challenge the proof answers (which a valid proof's
  // signature vouches for) to now. The browser's own figure is only its word, so it can hold a lead, never pass one.
  const issuedAt = proofIssuedAt(proof);
  const tooFast = (issuedAt !== undefined && Date.now() - issuedAt < MIN_FILL_MS) || (elapsedMs !== undefined && !(elapsedMs >= MIN_FILL_MS));
  const kept = await keep(store, kind, checked.values, requestId, { honeypot: Boolean(honeypot), tooFast, proof }, source ?? postedFrom(req), {
    id,
    ...photos.extras,
  });
  if (!kept) return errorAnswer(503, NOT_STORED, [], kind, { 'Retry-After': '120' });
  const { record, duplicate } = kept;
  // The push to staff's phones goes beside the office's mail, not after it, so the visitor waits for neither one
  // longer than for the slower; a push service slower than PUSH_TIMEOUT_MS leaves it to the minute's round (push/).
  const pushing = !duplicate && record.arrival?.place === 'inbox' ? pushNewLead(store, record).catch(pushFailed(kind, record.id)) : null;
  // The sender's confirmation goes beside the office's mail, so it has left when the visitor is thanked.
  const confirming = settings.smtp && !duplicate && record.arrival?.place === 'inbox' ? confirm(store, kind, record, settings.smtp) : null;
  if (settings.smtp && !duplicate && record.arrival?.place !== 'held' && record.arrival?.place !== 'spam') {
    // Stored is what counts: a mail or store error from here on leaves it unsent, for a retry.
    const outcome = await deliverWithRetries(store, record, settings.smtp).catch((error: unknown) => ({ status: 'failed' as const, detail: String(error) }));
    if (outcome.status === 'failed') console.error(`[forms] /api/${kind}: submission ${record.id} is stored but not mailed yet: ${outcome.detail}`);
  }
  await pushing;
  await confirming;
  // After the answer, never in the visitor's wait; in a Netlify function the scheduled round does it (round/).
  if (!('netlifyFunctionParams' in req)) housekeepAfterAnswer(store, settings);

  return thanksAnswer(kind, record.id, duplicate);
}

/** The handler of one form's endpoint (src/api/quote.ts, contact.ts, community.ts). */
export function createFormHandler(kind: FormKind) {
  return async function handleForm(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    let result: Answer;
    try {
      result = await answer(kind, req);
    } catch (error) {
      console.error(`[forms] /api/${kind} could not store a submission:`, error);
      result = errorAnswer(500, 'Something went wrong on our side and your form was not saved. Please try again in a moment, or call us.');
    }
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-store');
    res.status(result.status);
    if (wantsJson(req)) res.json(result.json);
    else res.setHeader('Content-Type', 'text/html; charset=utf-8').send(result.html);
  };
}
