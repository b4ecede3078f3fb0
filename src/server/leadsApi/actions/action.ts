/**
 * What every action of `POST /api/leads` is (index.ts names them): the check of its input, beside what it does. The
 * check reads the body the view sent and says what is wrong in staff's words; the action does its one job through
 * one service of src/server/ (a move through followUp/move.ts, a deletion through followUp/removal.ts …) and never
 * writes a key of the store itself.
 */
import type { Lead } from '../../../leads/lead';
import type { Staff } from '../../../leads/staff';
import type { KeyValueStore } from '../../store/keyValueStore';
import type { Answer } from '../answer';

/** Where an action runs: the store, who asked, and the settings of the request (mail, for one). */
export interface ActionContext {
  store: KeyValueStore;
  staff: Staff;
  env: NodeJS.ProcessEnv;
}

/** An input as the action takes it, or what is wrong with it in staff's words. */
export type Checked<I> = { ok: true; input: I } | { ok: false; message: string };

export interface LeadAction<I> {
  /** The action's input from the request's body (besides the lead's `id`, which every action names), checked. */
  check(body: Record<string, unknown>): Checked<I>;
  /** Does it to `lead`, read just now, and answers. */
  run(context: ActionContext, lead: Lead, input: I): Promise<Answer>;
  /** For an id whose lead is not there: an answer, or null for "no such lead" (404). */
  whenGone?(context: ActionContext, id: string, input: I): Promise<Answer | null>;
}

/** An action of staff's own rather than of a lead (a device of theirs that asks for pushes): it names no lead. */
export interface StaffAction<I> {
  check(body: Record<string, unknown>, env: NodeJS.ProcessEnv): Checked<I>;
  run(context: ActionContext, input: I): Promise<Answer>;
}

/**
 * `seen`, how many changes of the lead the sender saw (the lead's `followUp.version` when they saw it): a change is
 * taken only on top of the changes its sender saw, so one made meanwhile is never overwritten (followUp/changes.ts).
 * `unseen` says, in staff's words, what would happen without it.
 */
export function seenOf(body: Record<string, unknown>, unseen: string): Checked<number> {
  const { seen } = body;
  return typeof seen === 'number' && Number.isInteger(seen) && seen >= 0
    ? { ok: true, input: seen }
    : { ok: false, message: `Say how many changes of the lead you saw (seen), so that a change made meanwhile is not ${unseen}.` };
}

/** The sentence of a change refused because someone else changed the lead meanwhile. */
export const CHANGED_MEANWHILE = 'Someone else changed this lead meanwhile. Their change is shown now: look, then make yours again.';
