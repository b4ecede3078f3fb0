/**
 * What staff did about a lead, as the server keeps it (src/server/followUp/) and the leads view shows it: a new
 * follow-up state, a note, or a move to another place, each a numbered entry with who and when. Types only.
 */
import type { Place } from './places';
import type { FollowUpState } from './states';

/** A new follow-up state, a note, or a move to another place (Inbox, Held, Spam: places.ts). */
export type FollowUpChange = { kind: 'state'; state: FollowUpState } | { kind: 'note'; text: string } | { kind: 'place'; place: Place };

/** `by` is the login of whoever made the change (before logins were recorded, their name); `byName` their name. */
export type FollowUpEntry = FollowUpChange & { n: number; at: string; by: string; byName?: string };

/** A lead's follow-up: its state now and every change that led there. */
export interface FollowUp {
  state: FollowUpState;
  /** Every change, oldest first. */
  history: FollowUpEntry[];
  /** How many changes there are: what the next change must say it saw. */
  version: number;
}
