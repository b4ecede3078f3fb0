/**
 * `{ action: 'note', id, seen, note }`: staff add a note to a lead (a call made, a visit booked), kept as its next
 * change (followUp/changes.ts).
 */
import { addFollowUp } from '../../followUp/changes';
import { changedMeanwhile } from '../answer';
import { CHANGED_MEANWHILE, type LeadAction, seenOf } from './action';

/** The longest note kept. */
export const MAX_NOTE_CHARS = 4000;

export const addNote: LeadAction<{ seen: number; text: string }> = {
  check(body) {
    const seen = seenOf(body, 'overwritten');
    if (!seen.ok) return seen;
    const text = typeof body.note === 'string' ? body.note.trim() : '';
    if (!text) return { ok: false, message: 'Write the note before adding it.' };
    if (text.length > MAX_NOTE_CHARS) return { ok: false, message: `A note can be at most ${MAX_NOTE_CHARS} characters; this one has ${text.length}.` };
    return { ok: true, input: { seen: seen.input, text } };
  },
  async run({ store, staff }, lead, { seen, text }) {
    const added = await addFollowUp(store, lead.id, seen, { kind: 'note', text }, staff);
    if (!added.ok) return changedMeanwhile(lead, added.changedMeanwhile, CHANGED_MEANWHILE);
    return { status: 200, json: { ok: true, lead: { ...lead, followUp: added.followUp } } };
  },
};
