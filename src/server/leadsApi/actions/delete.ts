/**
 * `{ action: 'delete', id, seen }`: staff delete a lead and its photos at a customer's request, leaving a line
 * without its content (followUp/removal.ts, `deleteLead`). A deletion cut short (the lead is gone, its removal under
 * way) is finished by asking again.
 */
import { deleteLead, finishUnfinishedRemoval } from '../../followUp/removal';
import { changedMeanwhile } from '../answer';
import { type LeadAction, seenOf } from './action';

export const remove: LeadAction<{ seen: number }> = {
  check(body) {
    const seen = seenOf(body, 'deleted unseen');
    return seen.ok ? { ok: true, input: { seen: seen.input } } : seen;
  },
  async run({ store, staff }, lead, { seen }) {
    const deleted = await deleteLead(store, lead, { seen, by: staff });
    if (!deleted.ok)
      return changedMeanwhile(
        lead,
        deleted.changedMeanwhile,
        'Someone else changed this lead meanwhile, so it was not deleted. Their change is shown now: look, then delete it again.',
      );
    return { status: 200, json: { ok: true, removal: deleted.removal } };
  },
  async whenGone({ store }, id) {
    const finished = await finishUnfinishedRemoval(store, id);
    return finished && { status: 200, json: { ok: true, removal: finished } };
  },
};
