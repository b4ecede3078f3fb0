/**
 * The lead store's round: what runs on a schedule on both hosts, every minute, so that the store's chores are done
 * off every visitor's wait, and a round cut short (a function's time limit, a server restarted) is finished by the
 * next one a minute later.
 *
 *   on Netlify          the scheduled function netlify/functions/lead-round.mts
 *   on a server         deploy/coastal-site-round.timer, which runs `npm run round` (cli/round.ts)
 *
 * The round sends the pushes of new leads that their form's request left (push/newLead.ts, which pushes each lead to
 * each device once), the confirmations to their senders (delivery/confirm.ts, each once), the office's mail of leads
 * still unsent (delivery/deliver.ts, `mailLeftOver`, each once), the nudges of leads nobody answered and of Held
 * leads (nudge/nudges.ts, each once), then the day's housekeeping (housekeeping.ts), in the round's time. Each step is
 * safe however many rounds run at once (two servers, a timer and a form's answer, a slow round overlapping the next
 * minute's): each claims what it sends, and the housekeeping its mail and its day, by writes that only one caller
 * wins (`create`), and each removal can be done twice. Steps due within the minute go before the housekeeping and
 * leave it the time they did not use.
 */
import { type ConfirmationsReport, confirmPending } from '../delivery/confirm';
import { type UnsentRoundReport, mailLeftOver } from '../delivery/deliver';
import { type NudgeReport, nudgeWaiting } from '../nudge/nudges';
import { type PushRoundReport, pushLeftOver } from '../push/newLead';
import type { KeyValueStore } from '../store/keyValueStore';
import { type HousekeepingReport, housekeeping } from './housekeeping';
import type { FormSettings } from '../settings';

export interface RoundReport {
  /** New leads pushed to staff's phones in this round, and those whose push services are still to take them. */
  pushes: PushRoundReport;
  /** Senders' confirmations their form's request left, sent in this round, failed again, or let go (delivery/confirm.ts). */
  confirmations: ConfirmationsReport;
  /** Leads the office's mail had not reached, mailed in this round or failing again (delivery/deliver.ts). */
  unsent: UnsentRoundReport;
  /** Leads nobody answered in their time, and Held leads, brought to staff's notice in this round (nudge/nudges.ts). */
  nudges: NudgeReport;
  /** What this round did of the day's housekeeping; null when the day's was done already (or under way here). */
  housekeeping: HousekeepingReport | null;
  /** How long the round took, in milliseconds. */
  tookMs: number;
}

/**
 * One round over the lead store, for a schedule to call: each step starts new work only while `budgetMs` lasts
 * (work under way finishes its batch, so a round can end a little after it), and what is left is the next round's.
 */
export async function leadRound(
  store: KeyValueStore,
  settings: Pick<FormSettings, 'smtp' | 'rateWindowMs'>,
  { budgetMs, now = new Date() }: { budgetMs: number; now?: Date },
): Promise<RoundReport> {
  const started = Date.now();
  const left = () => Math.max(0, budgetMs - (Date.now() - started));
  // Due within the minute: the pushes of new leads that a form's request left undone (push/newLead.ts).
  const pushes = await pushLeftOver(store, { budgetMs: left(), now });
  // So are the senders' confirmations a request left (mail down, a request cut short): delivery/confirm.ts.
  const confirmations = await confirmPending(store, settings.smtp, { budgetMs: left(), now });
  // The office's mail of leads a request left unsent (mail down, set up late): delivery/deliver.ts.
  const unsent = await mailLeftOver(store, settings.smtp, { budgetMs: left() });
  // Leads nobody answered in their time, and Held leads, brought to staff's notice once each: nudge/nudges.ts.
  const nudges = await nudgeWaiting(store, settings.smtp, { budgetMs: left(), now });
  const housekept = await housekeeping(store, settings, now, { budgetMs: left() });
  return { pushes, confirmations, unsent, nudges, housekeeping: housekept, tookMs: Date.now() - started };
}

/** One line for the server's log or the function's: what the round did, in staff's words. */
export function describeRound(store: KeyValueStore, { pushes, confirmations, unsent, nudges, housekeeping: housekept, tookMs }: RoundReport): string {
  const took = `(${(tookMs / 1000).toFixed(1)} s)`;
  const pushed = [
    pushes.pushed ? ` ${pushes.pushed} new lead(s) pushed to staff’s phones;` : '',
    pushes.waiting ? ` ${pushes.waiting} new lead(s) wait for a push service (see above);` : '',
    confirmations.sent ? ` ${confirmations.sent} sender(s) sent their confirmation;` : '',
    confirmations.failed ? ` ${confirmations.failed} sender(s) wait for their confirmation, mail failing (see above);` : '',
    unsent.sent ? ` ${unsent.sent} lead(s) mailed to the office that were not before;` : '',
    unsent.failed ? ' leads still unsent, mail failing (see above);' : '',
    nudges.nudged ? ` ${nudges.nudged} lead(s) nobody answered nudged to staff;` : '',
    nudges.held ? ` ${nudges.held} Held lead(s) shown to staff;` : '',
    nudges.mailFailed ? ` ${nudges.mailFailed} nudge(s) wait for mail, failing (see above);` : '',
  ].join('');
  if (!housekept) return `The lead round of ${store.description}:${pushed} today’s housekeeping was done already ${took}.`;
  const mail =
    housekept.held === undefined
      ? ''
      : housekept.held === null
        ? ' the day’s mail could not be sent (see above);'
        : ` the day’s mail sent (${housekept.held} lead(s) in Held);`;
  const end = housekept.done ? 'today’s housekeeping is done' : 'not finished in this round’s time: the next round goes on';
  return `The lead round of ${store.description}:${pushed}${mail} ${housekept.removed.length} lead(s) removed (old Spam, and deletions cut short); ${end} ${took}.`;
}
