/**
 * A lead as the store keeps it and as staff read it: the types the server writes (src/server/) and the leads view
 * (src/cms/leads/), `npm run leads` and the CSV read. Types only, so that whatever reads a lead needs nothing of the
 * server. Where each part is kept, and by which module, is src/server/store/keys.ts.
 */
import type { FormKind } from '../forms/fields';
import type { Submission } from '../forms/rules';
import type { FollowUp } from './followUp';
import type { Place } from './places';
import type { LeadSource } from '../forms/leadSource';

/** What the site's defences made of a lead as it arrived (src/server/defences/). */
export interface Arrival {
  place: Place;
  /** The spam score, 0 to 1, when the lead was scored. */
  spam?: number;
  /** Why it was held or put in Spam, in staff's words. */
  reasons?: string[];
}

/** What the lead record keeps of a photo that arrived (src/server/photos/). */
export interface LeadPhoto {
  slot: number;
  /** The file's name on the visitor's device, for people (never used as a path). */
  name: string;
  width: number;
  height: number;
  bytes: number;
}

/** A form as the site kept it, before the visitor was thanked: never rewritten after. */
export interface StoredSubmission {
  id: string;
  kind: FormKind;
  receivedAt: string;
  /** The browser's id for this attempt, if it sent one; a repeat of it is not stored twice. */
  requestId?: string;
  values: Submission;
  /** Where the site's defences put it as it arrived; absent for leads from before them, all in the Inbox. */
  arrival?: Arrival;
  /** Where the visit came from (src/forms/leadSource.ts); absent for leads from before it was kept. */
  source?: LeadSource;
  /** The photos that came with it, kept under `photo/<id>/`; absent when none came. */
  photos?: LeadPhoto[];
  /** The names of photos the visitor sent that did not arrive (an upload that failed); absent when none. */
  photosMissing?: string[];
}

/** A lead's mail went out: when, and the mail server's id for it. */
export interface SentMail {
  at: string;
  messageId?: string;
}

/** How an attempt to mail a lead failed. */
export interface FailedAttempt {
  at: string;
  detail: string;
}

/** How a lead was first answered: Call or Email tapped in the leads view, or a follow-up state past New. */
export type AnswerHow = 'call' | 'email' | 'state';

/** One moment of a lead's clock as the store keeps it (src/server/clock/): when, and for staff's moments who and how. */
export interface ClockMoment {
  at: string;
  /** The login of whoever it was. */
  by?: string;
  byName?: string;
  how?: AnswerHow;
}

/**
 * A lead's clock (src/server/clock/): when staff were told of it (the office's mail, a push to a phone), when it was
 * first opened in the leads view and by whom, and its first answer. Times are ISO; `by` is a login. When it came is
 * `receivedAt`. `byName` is given with one lead (`GET /api/leads?id=`), not on a list's pages.
 */
export interface LeadClock {
  toldAt?: { mail?: string; push?: string };
  firstOpened?: { at: string; by: string; byName?: string };
  firstAnswer?: { at: string; by: string; byName?: string; how: AnswerHow };
}

/** A stored submission with what became of it: what staff see of a lead. */
export interface Lead extends StoredSubmission {
  /** Where it waits: Inbox, Held or Spam (places.ts). */
  place: Place;
  /** When it was mailed, or null. */
  mailed: SentMail | null;
  /** Why the last attempt to mail it failed, if it is unsent and one did. */
  lastFailure?: FailedAttempt;
  /** What staff did about it (followUp.ts). */
  followUp: FollowUp;
  /** When staff were told, first opened it and first answered (the leads API gives it with every lead). */
  clock?: LeadClock;
}
