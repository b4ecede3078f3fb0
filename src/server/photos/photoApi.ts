/**
 * POST /api/photo (src/api/photo.ts): one photo of a quote, sent by the quote form's script as soon as the visitor
 * picks it, before the quote itself (prepare.ts says why). A multipart body of
 *
 *   requestId   the id of the quote's send (META_FIELDS.requestId), which decides the lead id the photo is kept under
 *   slot        1 to MAX_PHOTO_SLOTS: the photo's place in the form (each photo picked takes the next one)
 *   photo       the file
 *
 * answered 201 `{ ok, slot, name, width, height, bytes }`, or with the reason in the visitor's words: 400 (not a photo
 * we can keep, or a part missing), 409 (that quote was sent already: its photos are settled), 413 (over
 * MAX_PHOTO_REQUEST_BYTES, refused before it is read: src/build/requestLimits.cjs; or the quote's photos would pass
 * MAX_LEAD_PHOTO_BYTES together), 429 (too many photos from one address in the forms' window, or too many megabytes
 * in a day: allowance.ts; both counted in the store like the forms' limit) or 503 (no store). A stranger can keep
 * nothing here but a re-encoded photo under a quote of their own, which is removed after a day unless the quote is
 * sent and names it. Photos are decoded one at a time in a process (decodeInTurn.ts).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { META_FIELDS } from '../../forms/fields';
import { MAX_PHOTO_REQUEST_BYTES, PHOTOS_TOO_LARGE } from '../bodyLimits.cjs';
import { clientAddress } from '../defences/clientAddress';
import { decodeInTurn } from './decodeInTurn';
import { MAX_LEAD_PHOTO_BYTES, chargeAddressDay, overLeadAllowance } from './allowance';
import { MAX_PHOTO_SLOTS, photoName, postedFiles, preparePhoto } from './prepare';
import { keepPhoto } from './kept';
import { formSettings } from '../settings';
import { PHOTO_FROM_ANOTHER_SITE, fromAnotherSite } from '../defences/sameSite';
import { overSharedLimit } from '../defences/sharedLimit';
import { keys } from '../store/keys';
import { leadIdFor, ledgerFor } from '../store/ledger';

type Answer = { status: number; json: Record<string, unknown>; headers?: Record<string, string> };

const problem = (status: number, message: string, headers?: Record<string, string>): Answer => ({ status, json: { ok: false, message }, headers });

/** A wait in the visitor's words: minutes under two hours, then hours. */
const inWords = (seconds: number) => (seconds < 2 * 3600 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.ceil(seconds / 3600)} hours`);

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

async function answer(req: GatsbyFunctionRequest): Promise<Answer> {
  if (req.method !== 'POST') return problem(405, 'Send a photo with POST.', { Allow: 'POST' });
  if (fromAnotherSite(req.headers)) return problem(403, PHOTO_FROM_ANOTHER_SITE);
  if (Number(req.headers['content-length'] ?? 0) > MAX_PHOTO_REQUEST_BYTES) return problem(413, PHOTOS_TOO_LARGE);
  const requestId = field(req.body, META_FIELDS.requestId);
  const slot = Number(field(req.body, 'slot'));
  const [file] = postedFiles(req, 'photo');
  if (!requestId || !/^[\w-]{8,64}$/.test(requestId) || !Number.isInteger(slot) || slot < 1 || slot > MAX_PHOTO_SLOTS || !file)
    return problem(400, `Send one photo as "photo", with the quote's "${META_FIELDS.requestId}" and its "slot" (1 to ${MAX_PHOTO_SLOTS}).`);

  const settings = formSettings();
  const store = await ledgerFor(req);
  const id = leadIdFor('quote', requestId);
  if (await store.get(keys.submission(id))) return problem(409, 'This quote request was sent already, so no more photos can be added to it.');
  // A quote's photos count as many forms as it has slots, so that a visitor who changes their mind is never turned away.
  const address = clientAddress(req, settings.trustProxy);
  const wait = await overSharedLimit(store, `photos ${address}`, settings.rateLimit * MAX_PHOTO_SLOTS, settings.rateWindowMs);
  if (wait !== null)
    return problem(429, `We have received many photos from your connection in the last few minutes. Please try again in ${Math.ceil(wait / 60)} minutes.`, {
      'Retry-After': String(wait),
    });

  const name = photoName(file.originalname, slot);
  const prepared = await decodeInTurn(() => preparePhoto(file.buffer, name));
  if (!prepared.ok) return problem(400, prepared.message);
  if (await overLeadAllowance(store, id, slot, prepared.photo.length))
    return problem(
      413,
      `${name} would take this quote's photos past ${MAX_LEAD_PHOTO_BYTES / 1024 / 1024} MB together. Remove a photo you do not need, then add this one again.`,
    );
  const overDay = await chargeAddressDay(store, address, prepared.photo.length, settings.rateLimit);
  if (overDay !== null)
    return problem(
      429,
      `We have received more photos from your connection today than we keep in a day, so ${name} was not saved. Send your quote without it (we will ask for photos when we reply), or try again in ${inWords(overDay)}.`,
      { 'Retry-After': String(overDay) },
    );
  const kept = await keepPhoto(store, id, slot, name, prepared);
  return { status: 201, json: { ok: true, ...kept } };
}

export function createPhotoHandler() {
  return async function handlePhoto(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    res.removeHeader('Access-Control-Allow-Origin');
    res.setHeader('Cache-Control', 'no-store');
    let result: Answer;
    try {
      result = await answer(req);
    } catch (error) {
      console.error('[forms] /api/photo could not keep a photo:', error);
      result = problem(503, 'We could not save this photo just now. Try it again in a moment; the rest of your quote is kept.', { 'Retry-After': '60' });
    }
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    res.status(result.status).json(result.json);
  };
}
