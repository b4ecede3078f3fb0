/**
 * `POST /api/leads`: staff act on one lead, the action named in the request, one module an action with the check of
 * its input beside it, so that what an action takes and what it does are read together:
 *
 *   { action: 'state',  id, seen, state }   a new follow-up state (state.ts)
 *   { action: 'note',   id, seen, note }    a note (note.ts)
 *   { action: 'move',   id, seen, place }   a move to Inbox, Held or Spam (move.ts; what a move does: followUp/move.ts)
 *   { action: 'send',   id }                mail a lead whose mail failed or never went out (send.ts)
 *   { action: 'delete', id, seen }          delete a lead and its photos, leaving a line without its content (delete.ts)
 *   { action: 'answer', id, how }           Call or Email tapped in the view: the lead's first answer, if none yet (answer.ts)
 *   { action: 'subscribe', subscription, label }   this device asks for a push of each new lead (subscribe.ts)
 *   { action: 'unsubscribe', device }       one of this login's devices is pushed no more (unsubscribe.ts)
 *
 * `seen` is how many changes of the lead the sender saw (action.ts). Here: the body read, the action found, its input
 * checked (400 in staff's words), the lead read (404), and the action run. A body that names no action is refused:
 * the view is built with the server, so only a page of the view loaded before the site changed sends one.
 */
import type { Staff } from '../../../leads/staff';
import type { KeyValueStore } from '../../store/keyValueStore';
import { readLead } from '../../store/ledger';
import { type Answer, LEAD_ID, problem } from '../answer';
import type { ActionContext, LeadAction, StaffAction } from './action';
import { answer } from './answer';
import { remove } from './delete';
import { move } from './move';
import { addNote } from './note';
import { send } from './send';
import { setState } from './state';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

/** Every action, by the name a request gives it. */
export const ACTIONS: Record<string, LeadAction<unknown>> = { state: setState, note: addNote, move, send, delete: remove, answer };

/** Staff's actions about themselves, not a lead: a device of theirs asking for pushes, or no longer. */
export const STAFF_ACTIONS: Record<string, StaffAction<unknown>> = { subscribe, unsubscribe } as Record<string, StaffAction<unknown>>;

/** The answer to a body that names no action: a page of the view from before the actions were named. */
export const NAME_THE_ACTION = 'This page of the leads view is older than the site, so nothing was changed. Reload the page, then do it again.';

/** The answer to a POST: the action the body names, done to the lead it names. */
export async function actAnswer(body: unknown, store: KeyValueStore, staff: Staff, env: NodeJS.ProcessEnv): Promise<Answer> {
  const given = (typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  if (given.action === undefined) return problem(400, NAME_THE_ACTION);
  const own = typeof given.action === 'string' && Object.hasOwn(STAFF_ACTIONS, given.action) ? STAFF_ACTIONS[given.action] : undefined;
  if (own) {
    const input = own.check(given, env);
    return input.ok ? own.run({ store, staff, env }, input.input) : problem(400, input.message);
  }
  const action = typeof given.action === 'string' && Object.hasOwn(ACTIONS, given.action) ? ACTIONS[given.action] : undefined;
  if (!action) return problem(400, `There is no action "${String(given.action)}" for a lead: ${Object.keys(ACTIONS).join(', ')}.`);
  const checked = action.check(given);
  if (!checked.ok) return problem(400, checked.message);
  const id = typeof given.id === 'string' && LEAD_ID.test(given.id) ? given.id : null;
  const context: ActionContext = { store, staff, env };
  const lead = id ? await readLead(store, id) : null;
  if (id && !lead) {
    const answer = await action.whenGone?.(context, id, checked.input);
    if (answer) return answer;
  }
  if (!lead) return problem(404, 'There is no lead with that id.');
  return action.run(context, lead, checked.input);
}
