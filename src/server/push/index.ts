/**
 * The push to staff's phones (issue 66): a new lead in the Inbox reaches every device that asked within a minute
 * (newLead.ts), through each browser's push service (send.ts), with the site's key pair (vapid.ts) and a message
 * that is safe on a locked screen (payload.ts); staff's devices are devices.ts's. Other steps push through
 * `pushToStaff`.
 */
export { pushToStaff } from './send';
export { pushNewLead, pushLeftOver } from './newLead';
export { markPushPending } from './pending';
export { pushPayload, type PushPayload } from './payload';
