/**
 * `{ action: 'answer', id, how }`: staff tapped Call or Email on a lead in the leads view (`how`: 'call' or 'email'),
 * sent as the phone's dialer or mail program opens. Kept as the lead's first answer if it had none (clock/record.ts:
 * only the first is kept, and a state past New counts too, state.ts); answers with the lead's clock as it is now.
 */
import type { AnswerHow } from '../../../leads/lead';
import { recordAnswer } from '../../clock/record';
import { readClock, withNames } from '../../clock/read';
import type { LeadAction } from './action';

/** How staff can answer a lead from the view. */
const TAPPED = ['call', 'email'] as const;

export const answer: LeadAction<{ how: Exclude<AnswerHow, 'state'> }> = {
  check(body) {
    if (!(TAPPED as readonly unknown[]).includes(body.how)) return { ok: false, message: 'Say how the lead was answered: by a call or an email (how).' };
    return { ok: true, input: { how: body.how as Exclude<AnswerHow, 'state'> } };
  },
  async run({ store, staff }, lead, { how }) {
    const recorded = await recordAnswer(store, lead.id, how, staff);
    const clock = await readClock(store, lead.id, lead);
    // The first answer, unless someone answered it before (or a list a minute old hides it: the next read shows it).
    if (recorded && !clock.firstAnswer) clock.firstAnswer = { at: recorded.at, by: staff.login, how };
    return { status: 200, json: { ok: true, lead: { ...lead, clock: await withNames(store, lead.id, clock) }, first: Boolean(recorded) } };
  },
};
