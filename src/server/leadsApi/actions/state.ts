/**
 * `{ action: 'state', id, seen, state }`: staff set a lead's follow-up state (New, Contacted, Quoted, Won, Lost),
 * kept as its next change (followUp/changes.ts).
 */
import { FOLLOW_UP_STATES, type FollowUpState, STATE_NAMES } from '../../../leads/states';
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
    return { status: 200, json: { ok: true, lead: { ...lead, followUp: added.followUp } } };
  },
};
