/**
 * Sends a push to staff's devices (devices.ts) through each one's push service, with the `web-push` library: the
 * Web Push protocol (RFC 8030), its message encryption (RFC 8291, aes128gcm: only the device can read the payload,
 * not the push service) and the server's signature (VAPID, RFC 8292; vapid.ts). A device whose push service answers
 * 404 or 410 has lost its subscription (the app was removed, the permission taken back): it is forgotten, as the
 * protocol asks. Other failures (a service down or slow) leave the device as it is, for the next push.
 */
import webPush, { WebPushError } from 'web-push';
import type { StoredSubmission } from '../../leads/lead';
import { recordTold } from '../clock';
import type { KeyValueStore } from '../store/keyValueStore';
import type { PushDevice } from '../store/keys';
import { allDevices, forgetDevice } from './devices';
import { type PushOptions, type PushPayload, pushPayload } from './payload';
import { type Vapid, vapidOf } from './vapid';

/**
 * How long one device's push service may take to answer before that push counts as failed (the socket's idle
 * time): a form's visitor may be waiting for it (forms/handler.ts), and the minute's round tries again.
 */
export const PUSH_TIMEOUT_MS = 3000;

/**
 * How long a push service keeps a message for a device that is off (TTL): a lead an hour old is the nudges' and the
 * mail's to tell, not a push arriving when the phone comes back on.
 */
export const PUSH_TTL_SECONDS = 60 * 60;

/** What became of a push to one device: reached its push service, gone for good (forgotten), or failed for now. */
export type DeviceOutcome = 'reached' | 'gone' | 'failed';

/** Sends `payload` to one device; what became of it (a device gone is forgotten here). */
export async function pushToDevice(store: KeyValueStore, device: PushDevice & { id: string }, payload: PushPayload, vapid: Vapid): Promise<DeviceOutcome> {
  try {
    await webPush.sendNotification({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.quiet ? 'normal' : 'high',
      // A message not delivered yet is replaced by a newer one of the same lead, not added to it (RFC 8030, 5.4).
      topic: payload.leadId.replace(/[^\w-]/g, '').slice(0, 32),
      timeout: PUSH_TIMEOUT_MS,
    });
    return 'reached';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await forgetDevice(store, device.id);
      return 'gone';
    }
    const why = error instanceof WebPushError ? `${error.statusCode} ${error.body}`.trim() : error instanceof Error ? error.message : String(error);
    console.error(`[push] a push to ${device.label} (${device.login}) failed, and goes again with the next: ${why}`);
    return 'failed';
  }
}

/**
 * Pushes `lead` to every device of every staff member that asked (the nudges of leads nobody answered use it):
 * `quiet` for one without a sound, `why` instead of "New" in its title, `detail` a line of the site's (payload.ts). Returns how many devices' push
 * services took it.
 */
export async function pushToStaff(store: KeyValueStore, lead: Pick<StoredSubmission, 'id' | 'kind' | 'values'>, options: PushOptions = {}) {
  const devices = await allDevices(store);
  if (!devices.length) return { sent: 0 };
  const vapid = await vapidOf(store);
  const payload = pushPayload(lead, options);
  const outcomes = await Promise.all(devices.map((device) => pushToDevice(store, device, payload, vapid)));
  const sent = outcomes.filter((outcome) => outcome === 'reached').length;
  // Staff were told of the lead, if not before (a Held lead's quiet push is the first): its clock keeps the first.
  if (sent) await recordTold(store, lead.id, 'push');
  return { sent };
}
