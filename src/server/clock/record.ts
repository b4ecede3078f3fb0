/**
 * Records the moments of a lead's clock (names.ts says how they are kept): when staff were told of it, when it was
 * first opened in the leads view, and its first answer. Each is kept the first time only: a moment of a kind already
 * in the lead's folder is not written again, and a moment is created, never overwritten (`create`). Two people
 * first at the same instant may both write one (on Netlify a list may be a minute old); the clock then reads the
 * earlier (read.ts), which is the first. A failure to record is the caller's to log: it never undoes what happened.
 */
import type { AnswerHow, ClockMoment } from '../../leads/lead';
import type { Staff } from '../../leads/staff';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';
import { type MomentKind, type NamedMoment, momentName, readName } from './names';

/** Writes `moment` as the lead's first of its kind, unless one is there: the moment written, or null. */
async function recordFirst(store: KeyValueStore, leadId: string, named: NamedMoment, moment: ClockMoment): Promise<ClockMoment | null> {
  const kind: MomentKind = named.kind;
  if ((await store.list(folders.clockOf(leadId))).some((name) => readName(name)?.kind === kind)) return null;
  return (await store.create(keys.clockMoment(leadId, momentName(named)), moment)) ? moment : null;
}

const staffOf = (staff: Staff) => ({ by: staff.login, ...(staff.name && staff.name !== staff.login ? { byName: staff.name } : {}) });

/**
 * Records when staff were told of a lead on one channel: the office's mail (delivery/deliver.ts, once it went) or a
 * push that reached at least one staff phone (src/server/push/). The first time per channel is kept.
 */
export const recordTold = (store: KeyValueStore, leadId: string, channel: 'mail' | 'push', at: Date = new Date()) =>
  recordFirst(store, leadId, { kind: channel === 'mail' ? 'told-mail' : 'told-push', atMs: at.getTime() }, { at: at.toISOString() });

/** Records that `staff` opened the lead in the leads view (`GET /api/leads?id=`), if nobody had before. */
export const recordOpened = (store: KeyValueStore, leadId: string, staff: Staff, at: Date = new Date()) =>
  recordFirst(store, leadId, { kind: 'opened', atMs: at.getTime(), by: staff.login }, { at: at.toISOString(), ...staffOf(staff) });

/**
 * Records the lead's first answer by `staff`: Call or Email tapped in the view (`{ action: 'answer' }`), or a
 * follow-up state past New (`{ action: 'state' }`), if it had none.
 */
export const recordAnswer = (store: KeyValueStore, leadId: string, how: AnswerHow, staff: Staff, at: Date = new Date()) =>
  recordFirst(store, leadId, { kind: 'answer', atMs: at.getTime(), by: staff.login, how }, { at: at.toISOString(), ...staffOf(staff), how });
