/**
 * What the leads view reads (`GET /api/leads`, handler.ts): a page of a place, one lead, one of its photos, and the
 * lines of removed leads. Reading never changes a lead but its clock (its first opening); a page puts right what a
 * crash mid-way left in the index.
 */
import type { GatsbyFunctionRequest } from 'gatsby';
import type { Lead } from '../../leads/lead';
import { type Staff, staffLabel } from '../../leads/staff';
import { recordOpened } from '../clock/record';
import { withNames } from '../clock/read';
import { PLACES, type Place } from '../../leads/places';
import { countPlaces, fileUnder, fromIndexName, indexEarlierLeads, pageOfPlace } from '../followUp/places';
import { latestRemovals } from '../followUp/removal';
import { readPhoto } from '../photos/kept';
import { housekeepAfterAnswer } from '../round/housekeeping';
import { formSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { ORPHAN_AFTER_MS, keys } from '../store/keys';
import { READ_CONCURRENCY, leadOf, readLead } from '../store/ledger';
import { mapLimited } from '../store/mapLimited';
import { THIS_COMPUTER } from './access';
import { type Answer, LEAD_ID, problem, whole } from './answer';

/** The largest page a request may ask for. */
export const MAX_PAGE = 500;

/** How many lines of removed leads the view is given, newest first. */
export const REMOVALS_SHOWN = 100;

/**
 * One page of a place, newest first (followUp/places.ts): the index says which leads, each lead is read. A key whose
 * lead has moved on is filed again where the lead is, and one whose lead never arrived is dropped once old; neither
 * is shown.
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

/** The answer to a GET: a photo, the removed leads, one lead, the places' counts, or a page of a place (the default, the Inbox). */
export async function readAnswer(req: GatsbyFunctionRequest, store: KeyValueStore, staff: Staff, env: NodeJS.ProcessEnv): Promise<Answer> {
  const user = staffLabel(staff);
  const id = typeof req.query.id === 'string' ? req.query.id : undefined;
  if (id !== undefined && req.query.photo !== undefined) return photoAnswer(store, id, req.query);
  if (req.query.removed !== undefined) return { status: 200, json: { ok: true, removals: await latestRemovals(store, REMOVALS_SHOWN), user } };
  // Counting lists every key of every place (on Blobs a thousand a request, 21 requests at 20,000 leads): asked for on
  // its own, after the first rows are on the screen, so that no page waits for it.
  if (req.query.counts !== undefined) return { status: 200, json: { ok: true, counts: await countPlaces(store), user } };
  if (id !== undefined) {
    const lead = LEAD_ID.test(id) ? await openLead(store, id, staff) : null;
    return lead ? { status: 200, json: { ok: true, lead, user } } : problem(404, 'There is no lead with that id.');
  }
  const place = (PLACES as readonly unknown[]).includes(req.query.place) ? (req.query.place as Place) : 'inbox';
  const offset = whole(req.query.offset, 0);
  const limit = Math.min(Math.max(whole(req.query.limit, 100), 1), MAX_PAGE);
  await indexEarlierLeads(store);
  if (!('netlifyFunctionParams' in req)) housekeepAfterAnswer(store, formSettings(env));
  const { leads, more } = await pageOf(store, place, offset, limit);
  return { status: 200, json: { ok: true, place, leads, next: more ? offset + limit : null, user } };
}

/**
 * One lead as staff open it, with its whole clock (the names they gave the host too): a signed-in staff member's
 * opening is recorded as its first, unless someone opened it before (clock/). The laptop's own view (no login) is not
 * someone opening a lead.
 */
async function openLead(store: KeyValueStore, id: string, staff: Staff): Promise<Lead | null> {
  const lead = await readLead(store, id);
  if (!lead) return null;
  let clock = lead.clock ?? {};
  if (!clock.firstOpened && staff.login !== THIS_COMPUTER.login) {
    const opened = await recordOpened(store, id, staff).catch((error: unknown) => {
      console.error(`[leads] lead ${id} was opened; its clock could not say so:`, error);
      return null;
    });
    // Ours, unless a list a minute old hid an earlier one, which the next read shows.
    if (opened) clock = { ...clock, firstOpened: { at: opened.at, by: staff.login, ...(opened.byName ? { byName: opened.byName } : {}) } };
  }
  return { ...lead, clock: await withNames(store, id, clock) };
}

/**
 * One photo of a lead (photos/kept.ts), for the leads view: `photo` its slot, `size=thumb` for its thumbnail,
 * `download=1` to save it under the name it was sent with. Only through this API, so a customer's photo has no public
 * address.
 */
async function photoAnswer(store: KeyValueStore, id: string, query: Record<string, unknown>): Promise<Answer> {
  const slot = whole(query.photo, 0);
  const lead = LEAD_ID.test(id) && slot > 0 ? await store.get(keys.submission(id)) : null;
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
