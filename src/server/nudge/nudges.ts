/**
 * Nothing waits unnoticed (issue 66, item 4): the minute's round (round/round.ts) brings to staff's notice again
 *
 * - a lead in the Inbox nobody has answered (src/leads/clock.ts, `isWaiting`: still New, no Call or Email tapped)
 *   once `nudgeAfterMinutes` of opening hours (data/forms.json; data/business.json's hours) have passed since it came,
 *   counted from the next opening for a lead that came when the office was closed: a second push to every staff
 *   device ("Still waiting: quote request", payload.ts's rule: nothing a stranger could use) and a line in a mail to
 *   the office (mail.ts) with the link that opens it;
 * - a lead the site held (Held), at the first round in opening hours after it came, so within the hour: a quiet push
 *   ("Held for a look", no sound) saying why it was held, in the words the leads view shows, and a line in that mail.
 *
 * Nothing for Spam, nor for a lead staff moved, answered or deleted before it fell due. Which leads to look at costs
 * no read of every lead: each Inbox or Held arrival is marked (`nudge-pending/<id>`, pending.ts) with when it came and
 * where, so a round lists the markers and reads each one; only a lead that has fallen due is read (its submission,
 * follow-up and clock). The marker goes once the lead is nudged, answered or moved.
 *
 * Once, however many rounds run: before pushing, a round creates `nudged/<id>/push`, and before putting the lead in
 * its mail `nudged/<id>/mail`, which only one round can (create-only). A mail that fails gives its claims back, so the
 * next round mails those leads (and does not push them again); a push service down loses that device's nudge (the
 * mail still goes).
 */
import forms from '../../../data/forms.json';
import { isWaiting } from '../../leads/clock';
import { afterOpenMs } from '../../leads/openingHours';
import { clockMoments, clockOf } from '../clock/read';
import { readFollowUp } from '../followUp/changes';
import { currentPlace } from '../followUp/places';
import { mailOffice } from '../mail/send';
import { pushToStaff } from '../push/send';
import type { SmtpSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { type NudgeMarker, ORPHAN_AFTER_MS, folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { type Nudged, composeNudgeMail, heldReason } from './mail';
import { forgetNudge } from './pending';

/** How long an Inbox lead may wait unanswered, in opening hours: staff's setting (data/forms.json, `nudgeAfterMinutes`). */
export const NUDGE_AFTER_MS = forms.nudgeAfterMinutes * 60_000;

/** The push's titles: "Still waiting: quote request", "Held for a look: message". */
export const NUDGE_WHY = { inbox: 'Still waiting', held: 'Held for a look' } as const;

/** When a marked lead falls due: `nudgeAfterMinutes` of opening hours after it came, or for Held the first open moment. */
export function dueAt(marker: NudgeMarker): Date | null {
  return afterOpenMs(marker.receivedAt, marker.place === 'inbox' ? NUDGE_AFTER_MS : 0);
}

/** What a round did of the nudges: Inbox leads nudged, Held leads shown, and leads whose mail failed (tried again next round). */
export interface NudgeReport {
  nudged: number;
  held: number;
  mailFailed: number;
}

/** Reads a due lead and says whether it still waits for staff: untouched in the place it came to, New, unanswered. */
async function stillWaiting(store: KeyValueStore, id: string, marker: NudgeMarker) {
  const record = await store.get(keys.submission(id));
  if (!record) return { record: null, waiting: false };
  const [followUp, moments] = await Promise.all([readFollowUp(store, id), clockMoments(store, id)]);
  const lead = { receivedAt: record.receivedAt, place: currentPlace(record.arrival, followUp), followUp, clock: clockOf(moments, { mailed: null, followUp }) };
  const moved = followUp.history.some((entry) => entry.kind === 'place');
  const unanswered = marker.place === 'inbox' ? isWaiting(lead) : lead.place === 'held' && isWaiting({ ...lead, place: 'inbox' });
  return { record, waiting: !moved && lead.place === marker.place && unanswered };
}

/**
 * The round's step: every marked lead that has fallen due by `now` and still waits, pushed and put in one mail to
 * the office, while `budgetMs` lasts (what is left is the next round's). `smtp` null: pushes only.
 */
export async function nudgeWaiting(
  store: KeyValueStore,
  smtp: SmtpSettings | null,
  { budgetMs, now = new Date() }: { budgetMs: number; now?: Date },
): Promise<NudgeReport> {
  const started = Date.now();
  const report: NudgeReport = { nudged: 0, held: 0, mailFailed: 0 };
  const toMail: Array<Nudged & { id: string }> = [];
  const at = () => ({ at: new Date().toISOString() });
  await mapLimited(await store.list(folders.nudgePending), 4, async (id) => {
    if (Date.now() - started >= budgetMs) return;
    const marker = await store.get(keys.nudgePending(id));
    const due = marker && dueAt(marker);
    if (!marker || !due || due.getTime() > now.getTime()) return;
    const { record, waiting } = await stillWaiting(store, id, marker);
    if (!record && now.getTime() - Date.parse(marker.receivedAt) < ORPHAN_AFTER_MS) return;
    if (!record || !waiting) return forgetNudge(store, id);
    const held = marker.place === 'held' ? (record.arrival?.reasons ?? []) : undefined;
    const pushed = await store.create(keys.nudged(id, 'push'), at());
    if (pushed) {
      const options = held ? { quiet: true, why: NUDGE_WHY.held, detail: `Held: ${heldReason(held)}` } : { why: NUDGE_WHY.inbox };
      await pushToStaff(store, record, options);
    }
    const mailed = smtp !== null && (await store.create(keys.nudged(id, 'mail'), at()));
    if (mailed) toMail.push({ id, lead: record, ...(held ? { held } : {}) });
    if (pushed || mailed) report[held ? 'held' : 'nudged'] += 1;
    if (!smtp) await forgetNudge(store, id);
  });
  if (smtp && toMail.length) {
    const { subject, text } = composeNudgeMail(toMail, now);
    try {
      await mailOffice(smtp, subject, text);
      await Promise.all(toMail.map(({ id }) => forgetNudge(store, id)));
    } catch (error) {
      // Given back: the next round mails them (their pushes went, and do not go again).
      await Promise.all(toMail.map(({ id }) => store.delete(keys.nudged(id, 'mail'))));
      report.mailFailed = toMail.length;
      console.error(`[leads] the mail of ${toMail.length} lead(s) waiting for staff could not be sent yet:`, error instanceof Error ? error.message : error);
    }
  }
  return report;
}
