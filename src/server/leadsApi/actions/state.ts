/**
 * `{ action: 'state', id, seen, state }`: staff set a lead's follow-up state (New, Contacted, Quoted, Won, Lost),
 * kept as its next change (followUp/changes.ts). A state past New is the lead's first answer if it had none
 * (clock/record.ts), as a Call or Email tapped is (answer.ts).
 */
import { FOLLOW_UP_STATES, type FollowUpState, STATE_NAMES } from '../../../leads/states';
import { recordAnswer } from '../../clock/record';
import { readClock } from '../../clock/read';
import { addFollowUp } from '../../followUp/changes';
import { changedMeanwhile } from '../answer';
import { CHANGED_MEANWHILE, type LeadAction, seenOf } from './action';

export const setState: LeadAction<{ seen: number; state: FollowUpState }> = {
  check(body) {
    const seen = seenOf(body, 'overwritten');
    if (!seen.ok) return seen;
    if (!(FOLLOW_UP_STATES as readonly unknown[]).includes(body.state))
      return { ok: false, message: `A lead's state is one of ${FOLLOW_UP_STATES.map((state) => STATE_NAMES[state]).join(', ')}.` };
    return { ok: true, input: { seen: seen.input, state: body.state as FollowUpState } };
  },
  async run({ store, staff }, lead, { seen, state }) {
    const added = await addFollowUp(store, lead.id, seen, { kind: 'state', state }, staff);
    if (!added.ok) return changedMeanwhile(lead, added.changedMeanwhile, CHANGED_MEANWHILE);
    const entry = added.followUp.history.at(-1);
    if (state !== 'new' && !lead.clock?.firstAnswer) {
      await recordAnswer(store, lead.id, 'state', staff, entry ? new Date(entry.at) : undefined).catch((error: unknown) =>
        console.error(`[leads] lead ${lead.id} was answered; its clock could not say so:`, error),
      );
    }
    // The follow-up just written is a first answer too (clock/read.ts), whatever a list a minute old shows.
    const clock = await readClock(store, lead.id, { mailed: lead.mailed, followUp: added.followUp });
    return { status: 200, json: { ok: true, lead: { ...lead, followUp: added.followUp, clock } } };
  },
};
