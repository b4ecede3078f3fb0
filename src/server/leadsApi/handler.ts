/**
 * The leads API behind the leads view of the editor (/admin/leads/, src/cms/leads/), for the people who may
 * publish the site (leadsAccess.ts decides):
 *
 *   GET  /api/leads?place=inbox&offset=0&limit=100   a place's leads, newest first: { leads, next, total, counts } (next:
 *                                        the offset of the next page, or null; on the first page only, how many the
 *                                        place holds and how many each place holds)
 *   GET  /api/leads?id=<id>              one lead, with its whole history
 *   GET  /api/leads?id=<id>&photo=<slot>[&size=thumb][&download=1]   one of its photos (JPEG)
 *   POST /api/leads { id, seen, state }  a new follow-up state; `seen` is how many changes the sender saw
 *   POST /api/leads { id, seen, note }   a note
 *   POST /api/leads { id, seen, place }  a move to Inbox, Held or Spam; into the Inbox, a lead never mailed is mailed
 *   POST /api/leads { id, send: true }   mail a lead whose mail failed or never went out, through the ledger's claim
 *   POST /api/leads { id, seen, delete: true }   delete a lead and its photos, leaving a line without its content
 *   GET  /api/leads?removed=1            the newest lines of removed leads (removal.ts): { removals }
 *
 * A change someone else made meanwhile answers 409 with the lead as it is now, and nothing is written; so does a
 * `seen` ahead of the lead's changes. Every answer is `Cache-Control: no-store`, lets no other origin read it, and
 * carries lead data only for a request let in. A body over MAX_API_BODY_BYTES is refused (413) before it is read;
 * on a laptop (LEADS_WITHOUT_LOGIN) only this computer's own pages are answered (localGuard.ts).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import type { KeyValueStore } from '../store/keyValueStore';
import { learnFromMove } from '../defences/judge';
import { addFollowUp, checkChange } from '../followUp/changes';
import { housekeepAfterAnswer } from '../round/housekeeping';
import { leadsAccess } from './access';
import { localRefusal } from '../localGuard';
import { deliver } from '../delivery/deliver';
import { mapLimited } from '../store/mapLimited';
import type { Lead } from '../../leads/lead';
import { type Staff, staffLabel } from '../../leads/staff';
import { MAX_API_BODY_BYTES, TOO_LARGE } from '../bodyLimits.cjs';
import { PLACES, PLACE_NAMES, type Place } from '../../leads/places';
import { countPlaces, fileUnder, fromIndexName, indexEarlierLeads, pageOfPlace } from '../followUp/places';
import { type SmtpSettings, formSettings } from '../settings';
import { readPhoto } from '../photos/kept';
import { finishUnfinishedRemoval, latestRemovals, removeLead } from '../followUp/removal';
import { markUnsent } from '../delivery/unsent';
import { ORPHAN_AFTER_MS, keys } from '../store/keys';
import { READ_CONCURRENCY, leadOf, ledgerFor, readLead } from '../store/ledger';

/** The largest page a request may ask for. */
export const MAX_PAGE = 500;

/** An answer: JSON, or a photo's bytes (`image`, JPEG). */
type Answer = { status: number; json: Record<string, unknown>; headers?: Record<string, string>; image?: Buffer };

const problem = (status: number, message: string): Answer => ({ status, json: { ok: false, message } });

/**
 * One page of a place, newest first (places.ts): the index says which leads, each lead is read. A key whose lead
 * has moved on is filed again where the lead is, and one whose lead never arrived is dropped once old; neither is
 * shown.
 */
async function pageOf(store: KeyValueStore, place: Place, offset: number, limit: number) {
  const { names, more } = await pageOfPlace(store, place, offset, limit);
  const leads = await mapLimited(names, READ_CONCURRENCY, async (name) => {
    const { id, receivedAtMs } = fromIndexName(name);
    const record = await store.get(keys.submission(id));
    if (!record) {
      if (Date.now() - receivedAtMs > ORPHAN_AFTER_MS) await store.delete(keys.index(place, name));
      return null;
    }
    const lead = await leadOf(store, record);
    if (lead.place === place) return lead;
    await fileUnder(store, id, record.receivedAt, lead.place);
    return null;
  });
  return { leads: leads.filter((lead): lead is Lead => lead !== null), more };
}

const whole = (value: unknown, fallback: number) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : fallback);

async function answer(req: GatsbyFunctionRequest, staff: Staff, env: NodeJS.ProcessEnv): Promise<Answer> {
  const user = staffLabel(staff);
  const store = await ledgerFor(req, env);
  if (req.method === 'GET') {
    const id = typeof req.query.id === 'string' ? req.query.id : undefined;
    if (id !== undefined && req.query.photo !== undefined) return photoAnswer(store, id, req.query);
    if (req.query.removed !== undefined) return { status: 200, json: { ok: true, removals: await latestRemovals(store, REMOVALS_SHOWN), user } };
    if (id !== undefined) {
      const lead = /^[\w-]{1,64}$/.test(id) ? await readLead(store, id) : null;
      return lead ? { status: 200, json: { ok: true, lead, user } } : problem(404, 'There is no lead with that id.');
    }
    const place = (PLACES as readonly unknown[]).includes(req.query.place) ? (req.query.place as Place) : 'inbox';
    const offset = whole(req.query.offset, 0);
    const limit = Math.min(Math.max(whole(req.query.limit, 100), 1), MAX_PAGE);
    await indexEarlierLeads(store);
    if (!('netlifyFunctionParams' in req)) housekeepAfterAnswer(store, formSettings(env));
    // The places are counted for the first page only: on Blobs a count lists every key of a place, a thousand a
    // request, which later pages of the same list do not need (the view keeps the counts it was given).
    const [{ leads, more }, counts] = await Promise.all([pageOf(store, place, offset, limit), offset === 0 ? countPlaces(store) : null]);
    const totals = counts ? { total: counts[place], counts } : {};
    return { status: 200, json: { ok: true, place, leads, ...totals, next: more ? offset + limit : null, user } };
  }
  if (req.method !== 'POST') return problem(405, 'The leads API takes GET and POST.');

  const body = (typeof req.body === 'object' && req.body !== null && !Buffer.isBuffer(req.body) ? req.body : {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' && /^[\w-]{1,64}$/.test(body.id) ? body.id : null;
  const lead = id ? await readLead(store, id) : null;
  if (id && !lead && body.delete === true) {
    // Its deletion began and was cut short (removal.ts): deleting again finishes it.
    const finished = await finishUnfinishedRemoval(store, id);
    if (finished) return { status: 200, json: { ok: true, removal: finished } };
  }
  if (!id || !lead) return problem(404, 'There is no lead with that id.');

  if (body.send === true) {
    if (lead.mailed) return { status: 409, json: { ok: false, message: 'This lead was mailed already.', lead } };
    if (lead.place !== 'inbox')
      return { status: 409, json: { ok: false, message: `This lead is in ${PLACE_NAMES[lead.place]}: move it to the Inbox (Not spam) to mail it.`, lead } };
    const smtp = formSettings(env).smtp;
    if (!smtp) return problem(503, 'Mail is not set up on this site (SMTP_HOST and MAIL_TO, docs/forms.md), so nothing can be sent.');
    const outcome = await deliver(store, lead, smtp, { place: lead.place });
    const now = (await readLead(store, id))!;
    if (outcome.status === 'skipped')
      return { status: 409, json: { ok: false, message: 'This lead is being mailed right now, or was just mailed.', lead: now } };
    if (outcome.status === 'failed') return { status: 502, json: { ok: false, message: `The mail could not be sent: ${outcome.detail}`, lead: now } };
    return { status: 200, json: { ok: true, lead: now } };
  }

  if (body.delete === true) return deleteAnswer(store, lead, body.seen, staff);
  const checked = checkChange(body);
  if (!checked.ok) return problem(400, checked.message);
  const seen = typeof body.seen === 'number' && Number.isInteger(body.seen) && body.seen >= 0 ? body.seen : null;
  if (seen === null) return problem(400, 'Say how many changes of the lead you saw (seen), so that a change made meanwhile is not overwritten.');
  const added = await addFollowUp(store, id, seen, checked.change, staff);
  if (!added.ok)
    return {
      status: 409,
      json: {
        ok: false,
        message: 'Someone else changed this lead meanwhile. Their change is shown now: look, then make yours again.',
        lead: { ...lead, followUp: added.changedMeanwhile },
      },
    };
  if (checked.change.kind !== 'place') return { status: 200, json: { ok: true, lead: { ...lead, followUp: added.followUp } } };
  const moved = await moveTo(store, lead, checked.change.place, formSettings(env).smtp);
  await learnFromMove(store, lead, lead.place, checked.change.place).catch((error: unknown) =>
    console.error(`[leads] the spam model could not learn from lead ${id}:`, error),
  );
  return { status: 200, json: { ok: true, lead: { ...moved, followUp: added.followUp, place: checked.change.place } } };
}

/** How many lines of removed leads the view is given, newest first. */
export const REMOVALS_SHOWN = 100;

/**
 * Deletes a lead and all that is kept of it (removal.ts), unless someone changed it since the sender saw it: the
 * deletion takes the next number of the lead's follow-up like any change (a note saying so, which goes with the
 * rest), so a change made meanwhile answers 409 and nothing is removed.
 */
async function deleteAnswer(store: KeyValueStore, lead: Lead, seen: unknown, staff: Staff): Promise<Answer> {
  if (typeof seen !== 'number' || !Number.isInteger(seen) || seen < 0)
    return problem(400, 'Say how many changes of the lead you saw (seen), so that a change made meanwhile is not deleted unseen.');
  const claimed = await addFollowUp(store, lead.id, seen, { kind: 'note', text: 'Deleting this lead and its photos.' }, staff);
  if (!claimed.ok)
    return {
      status: 409,
      json: {
        ok: false,
        message: 'Someone else changed this lead meanwhile, so it was not deleted. Their change is shown now: look, then delete it again.',
        lead: { ...lead, followUp: claimed.changedMeanwhile },
      },
    };
  const removal = await removeLead(store, lead.id, { why: 'deleted by staff', by: staff, forgetMarks: true });
  return { status: 200, json: { ok: true, removal } };
}

/**
 * One photo of a lead (photos.ts), for the leads view: `photo` its slot, `size=thumb` for its thumbnail, `download=1`
 * to save it under the name it was sent with. Only through this API, so a customer's photo has no public address.
 */
async function photoAnswer(store: KeyValueStore, id: string, query: Record<string, unknown>): Promise<Answer> {
  const slot = whole(query.photo, 0);
  const lead = /^[\w-]{1,64}$/.test(id) && slot > 0 ? await store.get(keys.submission(id)) : null;
  const about = lead?.photos?.find((photo) => photo.slot === slot);
  const image = about ? await readPhoto(store, id, slot, query.size === 'thumb' ? 'thumb' : 'photo') : null;
  if (!about || !image) return problem(404, 'There is no such photo of this lead.');
  const filename = `${about.name.replace(/\.[^.]*$/, '').replace(/[^\w .-]+/g, '_') || `photo-${slot}`}.jpg`;
  return {
    status: 200,
    json: {},
    image,
    headers: {
      'Content-Type': 'image/jpeg',
      ...(query.download === '1' ? { 'Content-Disposition': `attachment; filename="${filename}"` } : {}),
    },
  };
}

/**
 * What a move to another place does once it is recorded: the lead is filed under its new place, and a lead never
 * mailed that comes into the Inbox ("Not spam") is mailed then, through the ledger's claim, so exactly once however
 * many people move it. The lead as it is after.
 */
async function moveTo(store: KeyValueStore, lead: Lead, to: Place, smtp: SmtpSettings | null): Promise<Lead> {
  await fileUnder(store, lead.id, lead.receivedAt, to);
  if (to !== 'inbox' || lead.mailed) return lead;
  await markUnsent(store, lead);
  if (!smtp) return lead;
  const outcome = await deliver(store, lead, smtp, { place: 'inbox' });
  if (outcome.status === 'failed') console.error(`[leads] lead ${lead.id}, moved to the Inbox, is not mailed yet: ${outcome.detail}`);
  return (await readLead(store, lead.id)) ?? lead;
}

/**
 * The live editor's settings as the build saw them. Gatsby writes the build's value of each `process.env.NAME` into
 * a function's code: on Netlify, NETLIFY, REPOSITORY_URL and BRANCH are set while the site builds, and are not
 * promised where its functions run. A value set where the request arrives (a CMS_* variable of the functions'
 * scope, say) wins.
 */
const AT_BUILD: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries({
    NETLIFY: process.env.NETLIFY,
    REPOSITORY_URL: process.env.REPOSITORY_URL,
    BRANCH: process.env.BRANCH,
    CMS_BACKEND: process.env.CMS_BACKEND,
    CMS_REPO: process.env.CMS_REPO,
    CMS_BRANCH: process.env.CMS_BRANCH,
    CMS_AUTH_URL: process.env.CMS_AUTH_URL,
    CMS_APP_ID: process.env.CMS_APP_ID,
    CMS_API_ROOT: process.env.CMS_API_ROOT,
  }).filter(([, value]) => value !== undefined),
);

/** The handler of /api/leads (src/api/leads.ts). `env` and `fetchImpl` are the live ones unless a test passes others. */
export function createLeadsHandler({
  env = () => ({ ...AT_BUILD, ...globalThis.process.env }),
  fetchImpl,
}: { env?: () => NodeJS.ProcessEnv; fetchImpl?: typeof fetch } = {}) {
  return async function handleLeads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    // gatsby serve lets every origin read every answer; these are for this site's own editor only.
    res.removeHeader('Access-Control-Allow-Origin');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let result: Answer;
    try {
      const settings = env();
      const laptop = settings.LEADS_WITHOUT_LOGIN === 'loopback' && !('netlifyFunctionParams' in req);
      const stranger = laptop ? localRefusal(req.headers, 'same') : null;
      if (stranger) result = problem(403, stranger);
      else if (Number(req.headers['content-length'] ?? 0) > MAX_API_BODY_BYTES) result = problem(413, TOO_LARGE);
      else {
        const access = await leadsAccess(req, settings, fetchImpl);
        if (access.ok) result = await answer(req, access.user, settings);
        else result = { ...problem(access.status, access.message), headers: access.retryAfter ? { 'Retry-After': String(access.retryAfter) } : undefined };
      }
    } catch (error) {
      console.error('[leads] /api/leads failed:', error);
      result = problem(503, 'The leads could not be read just now. Try again in a minute.');
    }
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    // Sent as it is: gatsby-adapter-netlify's `send` labels any Buffer application/octet-stream, over this type.
    if (result.image) res.status(result.status).end(result.image);
    else res.status(result.status).json(result.json);
  };
}
