/** The follow-up states of a lead, in the order a lead moves through them (src/server/followUp/changes.ts keeps them). */
export const FOLLOW_UP_STATES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/** The states as staff read them. */
export const STATE_NAMES: Record<FollowUpState, string> = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost' };
