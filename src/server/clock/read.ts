/**
 * A lead's clock as the leads API gives it (src/leads/lead.ts, LeadClock), from its folder of moments (names.ts) and
 * what the lead read already holds: the office's mail (`sent/<id>`) for a lead mailed before the clock was kept, and
 * its follow-up, whose first state past New is a first answer too (a lead answered before the clock was kept, or a
 * state whose moment was not written). Reading a page costs one list a lead (`clockMoments`); one lead also reads the
 * values of its first opening and answer for the names staff gave the host (`withNames`).
 */
import type { FollowUp } from '../../leads/followUp';
import type { ClockMoment, LeadClock, SentMail } from '../../leads/lead';
import type { KeyValueStore } from '../store/keyValueStore';
import { folders, keys } from '../store/keys';
import { type NamedMoment, earliestMoments, momentName } from './names';

/** The names in a lead's clock folder: what `clockOf` reads. One list. */
export const clockMoments = (store: KeyValueStore, leadId: string) => store.list(folders.clockOf(leadId));

/** What a lead already read holds of its clock. */
export interface KnownOfLead {
  mailed: SentMail | null;
  followUp: Pick<FollowUp, 'history'>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The clock of a lead from the names in its clock folder and what the lead read holds. */
export function clockOf(names: readonly string[], { mailed, followUp }: KnownOfLead): LeadClock {
  const moments = earliestMoments(names);
  const clock: LeadClock = {};
  const mail = moments['told-mail'] ? iso(moments['told-mail'].atMs) : mailed?.at;
  const push = moments['told-push'] && iso(moments['told-push'].atMs);
  if (mail || push) clock.toldAt = { ...(mail ? { mail } : {}), ...(push ? { push } : {}) };
  const opened = moments.opened;
  if (opened) clock.firstOpened = { at: iso(opened.atMs), by: opened.by ?? '' };
  const tapped = moments.answer;
  const stated = followUp.history.find((entry) => entry.kind === 'state' && entry.state !== 'new');
  // The state's own entry, when it is the first answer (its moment bears its time), says who by name too.
  if (stated && (!tapped || Date.parse(stated.at) <= tapped.atMs)) {
    clock.firstAnswer = { at: stated.at, by: stated.by, ...(stated.byName ? { byName: stated.byName } : {}), how: 'state' };
  } else if (tapped) clock.firstAnswer = { at: iso(tapped.atMs), by: tapped.by ?? '', how: tapped.how ?? 'state' };
  return clock;
}

/**
 * The clock with the names staff gave the host (`byName`), read from the values of its first opening and first
 * answer: their keys' names follow from the clock itself (names.ts), so this is two reads at most, and no list.
 */
export async function withNames(store: KeyValueStore, leadId: string, clock: LeadClock): Promise<LeadClock> {
  const { firstOpened, firstAnswer } = clock;
  const valueOf = async (moment: NamedMoment) => store.get(keys.clockMoment(leadId, momentName(moment)));
  const [opened, answer] = await Promise.all([
    firstOpened && !firstOpened.byName ? valueOf({ kind: 'opened', atMs: Date.parse(firstOpened.at), by: firstOpened.by }) : null,
    firstAnswer && !firstAnswer.byName ? valueOf({ kind: 'answer', atMs: Date.parse(firstAnswer.at), by: firstAnswer.by, how: firstAnswer.how }) : null,
  ]);
  const who = (value: ClockMoment, shown: { by: string }) => ({ by: value.by || shown.by, ...(value.byName ? { byName: value.byName } : {}) });
  return {
    ...clock,
    ...(opened && firstOpened ? { firstOpened: { ...firstOpened, ...who(opened, firstOpened) } } : {}),
    ...(answer && firstAnswer ? { firstAnswer: { ...firstAnswer, ...who(answer, firstAnswer) } } : {}),
  };
}

/** A lead's clock read on its own: one list (for an action that changed it, or a lead read apart from a page). */
export async function readClock(store: KeyValueStore, leadId: string, known: KnownOfLead): Promise<LeadClock> {
  return clockOf(await clockMoments(store, leadId), known);
}
