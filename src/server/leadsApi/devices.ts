/**
 * `GET /api/leads?push=1`: what the leads view needs for "Notify me on this phone": the site's public key of the
 * Web Push protocol, which a browser subscribes with (push/vapid.ts), and the signed-in login's devices that asked
 * for pushes (push/devices.ts), each with its id and name, never its address or keys. The actions subscribe.ts and
 * unsubscribe.ts answer the same.
 */
import type { Staff } from '../../leads/staff';
import { staffLabel } from '../../leads/staff';
import { devicesOf } from '../push/devices';
import { vapidOf } from '../push/vapid';
import type { KeyValueStore } from '../store/keyValueStore';
import type { Answer } from './answer';

/** The public key and `staff`'s devices; `device`, the one just added. */
export async function devicesAnswer(store: KeyValueStore, staff: Staff, env: NodeJS.ProcessEnv, extra: { device?: string } = {}): Promise<Answer> {
  const [{ publicKey }, devices] = await Promise.all([vapidOf(store, env), devicesOf(store, staff.login)]);
  return { status: 200, json: { ok: true, publicKey, devices, ...extra, user: staffLabel(staff) } };
}
