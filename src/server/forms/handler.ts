/**
 * One handler for the three form endpoints (src/api/quote.ts, contact.ts, community.ts). For each POST it checks, in
 * order: size (413), rate per address, counted in the store across instances (429), the fields (400 with the list
 * of wrong fields); then judges where the lead goes (defences.ts: Inbox, Held or Spam, from the hidden field, the
 * time taken, the proof of work and the spam score), stores it durably (503 when it cannot), mails it when it is in
 * the Inbox and SMTP is set up, and only then answers 2xx: the same thanks wherever it went. A browser's script gets
 * JSON; an ordinary form post (no script) gets a readable page.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import escapeHtml from 'escape-html';
import business from '../../../data/business.json';
import { META_FIELDS, MIN_FILL_MS, type FormKind } from '../../forms/fields';
import { checkSubmission, labelOf, type FieldError, type Submission } from '../../forms/rules';
import { type LeadSource, checkSource } from '../../leads/sources';
import { formSettings } from '../settings';
import { deliverWithRetries } from '../delivery/deliver';
import { bodyLimitOf } from '../bodyLimits.cjs';
import { clientAddress } from '../defences/clientAddress';
import { type Signals, judge } from '../defences/judge';
import type { KeyValueStore } from '../store/keyValueStore';
import { housekeepAfterAnswer } from '../round/housekeeping';
import { proofIssuedAt } from '../defences/proofOfWork';
import { FORM_FROM_ANOTHER_SITE, fromAnotherSite } from '../defences/sameSite';
import { overSharedLimit } from '../defences/sharedLimit';
import { decodeInTurn } from '../photos/decodeInTurn';
import { MAX_PHOTOS, keepPhoto, namedPhotos, photoName, photosOfSend, postedFiles, preparePhoto } from '../photos/prepare';
import { type SubmissionExtras, leadIdFor, ledgerFor, storeSubmission } from '../store/ledger';

const NEXT_STEP: Record<FormKind, string> = {
  quote: 'We will review your project and reply within 48 hours to arrange a free consultation.',
  contact: 'We will reply by email or phone within one business day.',
  community: 'We will be in touch within a few business days to talk about a partnership.',
};

const THANKS: Record<FormKind, string> = {
  quote: 'Thank you, your quote request has been sent.',
  contact: 'Thank you, your message has been sent.',
  community: 'Thank you, your partnership request has been sent.',
};

/** The answer when no durable store could take the submission: the visitor's browser keeps what was typed. */
export const NOT_STORED = 'We could not save your form just now, so it was not sent. Please try again in a few minutes.';

/** A small stand-alone page for visitors whose browser posted the form without scripts. */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#17323a;max-width:40rem;margin:3rem auto;padding:0 1.5rem}h1{color:#052b36;line-height:1.2}a{color:#0b5e73}li{margin:.25rem 0}</style>
</head><body>${body}
<p>Prefer to talk? Call us at <a href="tel:${business.phone.dial}">${escapeHtml(business.phone.display)}</a>.</p>
<p><a href="/">Back to ${escapeHtml(business.name)}</a></p></body></html>`;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  html: string;
  headers?: Record<string, string>;
}

function errorAnswer(status: number, message: string, errors: FieldError[] = [], kind?: FormKind, headers?: Record<string, string>): Answer {
  const list = errors.length
    ? `<ul>${errors.map((error) => `<li>${kind && error.field ? `<strong>${escapeHtml(labelOf(kind, error.field))}</strong>: ` : ''}${escapeHtml(error.message)}</li>`).join('')}</ul>`
    : '';
  return {
    status,
    headers,
    json: { ok: false, message, errors },
    html: page(
      'Your form was not sent',
      `<h1>Your form was not sent</h1><p>${escapeHtml(message)}</p>${list}<p>Use your browser's Back button to return to the form: what you typed is still there.</p>`,
    ),
  };
}

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The visitor's answers without the browser's extra fields, and those fields. */
function splitMeta(body: Record<string, unknown>) {
  const {
    [META_FIELDS.honeypot]: honeypot,
    [META_FIELDS.elapsedMs]: elapsed,
    [META_FIELDS.requestId]: requestId,
    [META_FIELDS.proof]: proof,
    [META_FIELDS.source]: source,
    [META_FIELDS.photos]: photos,
    ...answers
  } = body;
  const id = firstValue(requestId);
  return {
    answers,
    proof,
    photos: namedPhotos(firstValue(photos)),
    source: checkSource(firstValue(source)),
    honeypot: firstValue(honeypot),
    elapsedMs: elapsed === undefined || elapsed === '' ? undefined : Number(firstValue(elapsed)),
    requestId: typeof id === 'string' && /^[\w-]{8,64}$/.test(id) ? id : undefined,
  };
}

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
  // Before anything is counted or kept: another site's page posting through its visitors' browsers (sameSite.ts).
  if (fromAnotherSite(req.headers)) return errorAnswer(403, FORM_FROM_ANOTHER_SITE, [], kind);
  const limit = bodyLimitOf(`/api/${kind}`, req.headers['content-type']);
  if (Number(req.headers['content-length'] ?? 0) > limit.bytes) return errorAnswer(413, limit.message);
  const settings = formSettings();
  const store = await storeFor(kind, req);
  if (!store) return errorAnswer(503, NOT_STORED, [], kind, { 'Retry-After': '120' });
  // Counted in the store, so that the limit holds across a host's instances (sharedLimit.ts).
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

  // The photos first, under the id the lead will have: a lead that is acknowledged has its photos (photos.ts).
  const id = leadIdFor(kind, requestId);
  const photos = kind === 'quote' ? await photosOf(store, id, req, named).catch(storeFailed(kind)) : { ok: true as const, extras: {} };
  if (!photos) return errorAnswer(503, NOT_STORED, [], kind, { 'Retry-After': '120' });
  if (!photos.ok) return errorAnswer(400, 'Some answers need another look.', photos.errors, kind);

  // Durable first: nothing is acknowledged unless it is in the store. Kept, whatever the defences make of it: a lead
  // they doubt waits in Held or Spam (defences.ts), and its sender is thanked like any other.
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
  if (settings.smtp && !duplicate && record.arrival?.place !== 'held' && record.arrival?.place !== 'spam') {
    // Stored is what counts: a mail or store error from here on leaves it unsent, for a retry.
    const outcome = await deliverWithRetries(store, record, settings.smtp).catch((error: unknown) => ({ status: 'failed' as const, detail: String(error) }));
    if (outcome.status === 'failed') console.error(`[forms] /api/${kind}: submission ${record.id} is stored but not mailed yet: ${outcome.detail}`);
  }
  // After the answer, never in the visitor's wait; in a Netlify function the scheduled round does it (housekeeping.ts).
  if (!('netlifyFunctionParams' in req)) housekeepAfterAnswer(store, settings);

  return {
    status: duplicate ? 200 : 201,
    json: { ok: true, id: record.id, message: THANKS[kind], nextStep: NEXT_STEP[kind] },
    html: page('Thank you', `<h1>${escapeHtml(THANKS[kind])}</h1><p>${escapeHtml(NEXT_STEP[kind])}</p>`),
  };
}

/**
 * The photos of a quote: without scripts, the files posted with it, each checked and kept now, one decode at a time
 * (one that cannot be kept turns the form down, naming it, and nothing of the send is kept); with scripts, those sent
 * ahead that the send names, and the names of those that did not arrive. Either way every other photo kept under the
 * lead goes, also when the send names none. A send repeated (the same request id) finds its lead stored and touches
 * nothing: its photos stay as the first send left them.
 */
async function photosOf(
  store: KeyValueStore,
  id: string,
  req: GatsbyFunctionRequest,
  named: ReturnType<typeof namedPhotos>,
): Promise<{ ok: true; extras: SubmissionExtras } | { ok: false; errors: FieldError[] }> {
  if (await store.get(`submission/${id}`)) return { ok: true, extras: {} };
  const files = postedFiles(req, META_FIELDS.photos);
  if (files.length === 0) {
    const { photos, missing } = await photosOfSend(store, id, named);
    return { ok: true, extras: { photos, photosMissing: missing } };
  }
  const refuse = (message: string) => ({ ok: false as const, errors: [{ field: META_FIELDS.photos, message }] });
  if (files.length > MAX_PHOTOS) return refuse(`Send at most ${MAX_PHOTOS} photos; ${files.length} were chosen.`);
  const prepared = [];
  for (const [index, file] of files.entries()) {
    const name = photoName(file.originalname, index + 1);
    prepared.push({ name, result: await decodeInTurn(() => preparePhoto(file.buffer, name)) });
  }
  const refused = prepared.flatMap(({ result }) => (result.ok ? [] : [result.message]));
  if (refused.length) return refuse(refused.join(' '));
  for (const [index, { name, result }] of prepared.entries()) if (result.ok) await keepPhoto(store, id, index + 1, name, result);
  const { photos } = await photosOfSend(
    store,
    id,
    prepared.map(({ name }, index) => ({ slot: index + 1, name })),
  );
  return { ok: true, extras: { photos } };
}

/**
 * Without scripts a form carries no source of the visit: what is known is the page it was posted from, when that
 * page is one of this site's (its Referer; the pages' policy sends the whole address to the site itself).
 */
function postedFrom(req: GatsbyFunctionRequest): LeadSource | undefined {
  try {
    const from = new URL(String(req.headers.referer ?? ''));
    return from.host === req.headers.host ? { postedFrom: from.pathname.slice(0, 300) } : undefined;
  } catch {
    return undefined;
  }
}

/** True when the caller is a script that asked for JSON (our forms do); a plain form post gets a page. */
const wantsJson = (req: GatsbyFunctionRequest) => {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('application/json') || (!accept.includes('text/html') && String(req.headers['content-type'] ?? '').includes('json'));
};

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
