/**
 * Staff's devices that asked for a push of each new lead ("Notify me on this phone" in the leads view): each is the
 * subscription its browser gave (the push service's address for it, and the keys the payload is encrypted to),
 * kept in the lead store under a digest of that address (`push-devices/<digest>`), with the login that asked. Added
 * and removed through the leads API (leadsApi/actions/subscribe.ts, unsubscribe.ts); removed by send.ts when the
 * push service answers that the subscription is gone (404, 410).
 *
 * The server posts to the address a browser gave, so only a browser's push service is taken: Google's (Chrome,
 * Android, Samsung Internet, Opera), Mozilla's, Apple's and Microsoft's, over https on the standard port, never an
 * address of the site's own network that a stolen login could point it at.
 */
import { createHash } from 'node:crypto';
import type { Staff } from '../../leads/staff';
import { pushSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { type PushDevice, folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';

/** The browsers' push services, by host: exact names, and the domains whose every host is one (a leading dot). */
const PUSH_SERVICES = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** A subscription as the browser gives it (PushSubscription.toJSON()). */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A device as the leads view lists it: never its address or keys. */
export interface DeviceLine {
  id: string;
  label: string;
  at: string;
}

/** The longest name of a device kept. */
export const MAX_LABEL_CHARS = 60;

/** The id a device is kept under: a digest of its push address, which only the browser and its push service know. */
export const deviceId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 32);

const base64url = (value: unknown, bytes: number) =>
  typeof value === 'string' && /^[\w-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes ? value : null;

/** Whether the site may post to `endpoint`: a browser's push service, or the tests' stand-in (PUSH_TEST_SERVICE). */
export function isPushService(endpoint: string, env?: NodeJS.ProcessEnv): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.origin === pushSettings(env).testService) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return PUSH_SERVICES.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

/** A subscription from a request's body, or what is wrong with it in staff's words. */
export function checkSubscription(value: unknown, env?: NodeJS.ProcessEnv): { ok: true; subscription: Subscription } | { ok: false; message: string } {
  const given = (typeof value === 'object' && value !== null ? value : {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const endpoint = typeof given.endpoint === 'string' && given.endpoint.length <= 1024 ? given.endpoint : '';
  if (!endpoint || !isPushService(endpoint, env)) {
    return { ok: false, message: 'This browser’s push service is not one the site sends to, so this device cannot be notified.' };
  }
  // An uncompressed P-256 point and a 16-byte secret, as every browser gives them (RFC 8291).
  const p256dh = base64url(given.keys?.p256dh, 65);
  const auth = base64url(given.keys?.auth, 16);
  if (!p256dh || !auth) return { ok: false, message: 'The browser gave no keys for its subscription, so nothing could be sent to it.' };
  return { ok: true, subscription: { endpoint, keys: { p256dh, auth } } };
}

/** A device's name as the browser gave it, on one line and short, or a plain one. */
export const deviceLabel = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_CHARS) : '') || 'A device';

/** Keeps a device for `staff` (a device that subscribes again is kept anew, under the login asking now): its id. */
export async function addDevice(store: KeyValueStore, subscription: Subscription, staff: Staff, label: string): Promise<string> {
  const id = deviceId(subscription.endpoint);
  await store.set(keys.pushDevice(id), { ...subscription, login: staff.login, name: staff.name, label, at: new Date().toISOString() });
  return id;
}

/** Removes one of `login`'s devices; false when it is not theirs (or not there). */
export async function removeDevice(store: KeyValueStore, id: string, login: string): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(id)) return false;
  const device = await store.get(keys.pushDevice(id));
  if (device?.login !== login) return false;
  await store.delete(keys.pushDevice(id));
  return true;
}

/** A device whose push service said it is gone. */
export const forgetDevice = (store: KeyValueStore, id: string) => store.delete(keys.pushDevice(id));

/** Every device that asked for pushes, with its id. */
export async function allDevices(store: KeyValueStore): Promise<Array<PushDevice & { id: string }>> {
  const ids = await store.list(folders.pushDevices);
  const devices = await mapLimited(ids, 8, async (id) => {
    const device = await store.get(keys.pushDevice(id));
    return device && { ...device, id };
  });
  return devices.filter((device): device is PushDevice & { id: string } => device !== null);
}

/** `login`'s devices, oldest first, as the view lists them. */
export async function devicesOf(store: KeyValueStore, login: string): Promise<DeviceLine[]> {
  return (await allDevices(store))
    .filter((device) => device.login === login)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ id, label, at }) => ({ id, label, at }));
}
