/**
 * `{ action: 'subscribe', subscription, label }`: "Notify me on this phone" in the leads view. The browser's push
 * subscription (its push service's address and the keys to encrypt to) is kept with the login that asked
 * (push/devices.ts), so that each new lead in the Inbox is pushed to it. Answers this login's devices, as
 * `GET /api/leads?push=1` does (leadsApi/devices.ts).
 */
import { type Subscription, addDevice, checkSubscription, deviceLabel } from '../../push/devices';
import { devicesAnswer } from '../devices';
import type { StaffAction } from './action';

export const subscribe: StaffAction<{ subscription: Subscription; label: string }> = {
  check(body, env) {
    const checked = checkSubscription(body.subscription, env);
    return checked.ok ? { ok: true, input: { subscription: checked.subscription, label: deviceLabel(body.label) } } : checked;
  },
  async run({ store, staff, env }, { subscription, label }) {
    const id = await addDevice(store, subscription, staff, label);
    return devicesAnswer(store, staff, env, { device: id });
  },
};
