/**
 * `{ action: 'move', id, seen, place }`: staff move a lead to the Inbox ("Not spam"), Held or Spam. What a move does
 * (records it, files the lead again, mails a lead never mailed that comes into the Inbox, teaches the spam model) is
 * followUp/move.ts; here, its input and its answer.
 */
import { PLACES, PLACE_NAMES, type Place } from '../../../leads/places';
import { moveLead } from '../../followUp/move';
import { formSettings } from '../../settings';
import { changedMeanwhile } from '../answer';
import { CHANGED_MEANWHILE, type LeadAction, seenOf } from './action';

export const move: LeadAction<{ seen: number; place: Place }> = {
  check(body) {
    const seen = seenOf(body, 'overwritten');
    if (!seen.ok) return seen;
    if (!(PLACES as readonly unknown[]).includes(body.place))
      return { ok: false, message: `A lead is in one of ${PLACES.map((place) => PLACE_NAMES[place]).join(', ')}.` };
    return { ok: true, input: { seen: seen.input, place: body.place as Place } };
  },
  async run({ store, staff, env }, lead, { seen, place }) {
    const moved = await moveLead(store, lead, place, { seen, by: staff, smtp: formSettings(env).smtp });
    if (!moved.ok) return changedMeanwhile(lead, moved.changedMeanwhile, CHANGED_MEANWHILE);
    return { status: 200, json: { ok: true, lead: moved.lead } };
  },
};
