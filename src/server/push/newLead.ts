/**
 * A new lead in the Inbox is pushed to every device that asked, once, within a minute of its arrival. Only a lead
 * that arrives in the Inbox is marked (`push-pending/<id>`, set by store/ledger.ts before the lead is stored, as its
 * unsent marker is): nothing Held or in Spam, nothing a repeated send stored before, and never a lead staff move to
 * the Inbox later (they have seen it). The form's request pushes it beside the office's mail (forms/handler.ts); the
 * minute's round (round/round.ts) sends whatever a request left: a push service that failed, a function stopped.
 *
 * A push that reached a device is the lead's first "told" by push on its clock (clock/, `recordTold`).
 *
 * Once: before sending to a device, the sender creates the lead's claim for that device (`pushed/<id>/<device>`),
 * which only one sender can; a push that failed gives its claim back, for the next round. A sender stopped between
 * its claim and the push service's answer leaves that device without the push (never with two).
 */
import { recordTold } from '../clock';
import { readFollowUp } from '../followUp/changes';
import { currentPlace } from '../followUp/places';
import type { StoredSubmission } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { ORPHAN_AFTER_MS, folders, keys } from '../store/keys';
import { allDevices } from './devices';
import { pushPayload } from './payload';
import { forgetPushPending } from './pending';
import { PUSH_TIMEOUT_MS, pushToDevice } from './send';
import { vapidOf } from './vapid';

/** A lead whose push could not go for this long is left to the mail and the nudges: news half an hour late is noise. */
export const PUSH_GIVE_UP_MS = 30 * 60_000;

/** A marker this young is the form request's own, still sending: the round leaves it. */
export const REQUEST_PUSHING_MS = 2 * PUSH_TIMEOUT_MS;

/**
 * Pushes a new Inbox lead to every device not pushed yet, each once: how many push services took it, and whether
 * every device is done with (pushed, gone, or another sender's), which clears the lead's marker.
 */
export async function pushNewLead(store: KeyValueStore, record: StoredSubmission): Promise<{ sent: number; done: boolean }> {
  const devices = await allDevices(store);
  const vapid = devices.length ? await vapidOf(store) : null;
  const payload = pushPayload(record);
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      const claim = keys.pushedTo(record.id, device.id);
      if (!vapid || !(await store.create(claim, { at: new Date().toISOString() }))) return 'taken';
      const outcome = await pushToDevice(store, device, payload, vapid);
      if (outcome === 'failed') await store.delete(claim);
      return outcome;
    }),
  );
  const sent = outcomes.filter((outcome) => outcome === 'reached').length;
  // The lead's clock: when staff were first told of it by a push (kept the first time only).
  if (sent) await recordTold(store, record.id, 'push');
  const done = !outcomes.includes('failed');
  if (done) await forgetPushPending(store, record.id);
  return { sent, done };
}

/** What a round did of the pushes left: leads pushed now, and leads still waiting for a push service. */
export interface PushRoundReport {
  pushed: number;
  waiting: number;
}

/**
 * The round's step: every new lead whose push a request left undone, pushed while `budgetMs` lasts. A marker of a
 * lead no longer in the Inbox (moved before its push went), too old, or whose lead never came is cleared.
 */
export async function pushLeftOver(store: KeyValueStore, { budgetMs, now = new Date() }: { budgetMs: number; now?: Date }): Promise<PushRoundReport> {
  const started = Date.now();
  const report = { pushed: 0, waiting: 0 };
  for (const id of await store.list(folders.pushPending)) {
    if (Date.now() - started > budgetMs) break;
    const marker = await store.get(keys.pushPending(id));
    const age = marker ? now.getTime() - Date.parse(marker.receivedAt) : 0;
    if (!marker || age < REQUEST_PUSHING_MS) continue;
    const record = await store.get(keys.submission(id));
    const stale = record ? age > PUSH_GIVE_UP_MS : age > ORPHAN_AFTER_MS;
    if (stale || (record && currentPlace(record.arrival, await readFollowUp(store, id)) !== 'inbox')) {
      await forgetPushPending(store, id);
      continue;
    }
    if (!record) continue;
    const { sent, done } = await pushNewLead(store, record);
    if (sent) report.pushed += 1;
    if (!done) report.waiting += 1;
  }
  return report;
}
