/**
 * `{ action: 'unsubscribe', device }`: Remove beside one of this login's devices in the leads view (or this device's
 * notifications turned off there): the device is pushed nothing more (push/devices.ts). Only the login that added a
 * device removes it; another's device answers 404, as one already gone does. Answers this login's devices.
 */
import { removeDevice } from '../../push/devices';
import { problem } from '../answer';
import { devicesAnswer } from '../devices';
import type { StaffAction } from './action';

export const unsubscribe: StaffAction<{ device: string }> = {
  check(body) {
    return typeof body.device === 'string' && /^[0-9a-f]{32}$/.test(body.device)
      ? { ok: true, input: { device: body.device } }
      : { ok: false, message: 'Say which device to stop notifying.' };
  },
  async run({ store, staff, env }, { device }) {
    if (!(await removeDevice(store, device, staff.login))) return problem(404, 'That device is not one of yours, or it was removed already.');
    return devicesAnswer(store, staff, env);
  },
};
