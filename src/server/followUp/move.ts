/**
 * What happens when staff move a lead to another place (Inbox, Held, Spam: places.ts), from the leads view's buttons
 * ("Not spam", "Hold", "Spam") through `POST /api/leads { action: 'move' }` (leadsApi/actions/move.ts):
 *
 * 1. the move is recorded as the lead's next follow-up change (changes.ts), at the number after the last change the
 *    mover saw, so two people moving a lead at once cannot both win, and a move made over a change the mover did not
 *    see is refused (the view then shows the change);
 * 2. the lead is filed under its new place, so its lists and counts follow (places.ts);
 * 3. a lead never mailed that comes into the Inbox is marked unsent and mailed now, through the claims of
 *    delivery/, so exactly once however many people move it (without mail set up, it waits for `npm run
 *    send-unsent`);
 * 4. the site's spam model learns from it (spam/moves.ts): into Spam, that its like is spam; into the Inbox from
 *    Held or Spam, that it is a customer's. A failure to learn is logged and does not undo the move.
 */
import type { FollowUp } from '../../leads/followUp';
import type { Lead } from '../../leads/lead';
import type { Place } from '../../leads/places';
import type { Staff } from '../../leads/staff';
import { deliver } from '../delivery/deliver';
import { markUnsent } from '../delivery/unsent';
import type { SmtpSettings } from '../settings';
import { learnFromMove } from '../spam/moves';
import type { KeyValueStore } from '../store/keyValueStore';
import { readLead } from '../store/ledger';
import { addFollowUp } from './changes';
import { fileUnder } from './places';

/** Moves `lead` to `to` for `by`, who saw `seen` changes of it: the lead as it is after, or the follow-up someone else changed meanwhile. */
export async function moveLead(
  store: KeyValueStore,
  lead: Lead,
  to: Place,
  { seen, by, smtp }: { seen: number; by: Staff; smtp: SmtpSettings | null },
): Promise<{ ok: true; lead: Lead } | { ok: false; changedMeanwhile: FollowUp }> {
  const added = await addFollowUp(store, lead.id, seen, { kind: 'place', place: to }, by);
  if (!added.ok) return added;
  const moved = await fileAndMail(store, lead, to, smtp);
  await learnFromMove(store, lead, lead.place, to).catch((error: unknown) =>
    console.error(`[leads] the spam model could not learn from lead ${lead.id}:`, error),
  );
  return { ok: true, lead: { ...moved, followUp: added.followUp, place: to } };
}

/** Files the lead under its new place and, when it comes into the Inbox unmailed, mails it: the lead as it is after. */
async function fileAndMail(store: KeyValueStore, lead: Lead, to: Place, smtp: SmtpSettings | null): Promise<Lead> {
  await fileUnder(store, lead.id, lead.receivedAt, to);
  if (to !== 'inbox' || lead.mailed) return lead;
  await markUnsent(store, lead);
  if (!smtp) return lead;
  const outcome = await deliver(store, lead, smtp, { place: 'inbox' });
  if (outcome.status === 'failed') console.error(`[leads] lead ${lead.id}, moved to the Inbox, is not mailed yet: ${outcome.detail}`);
  return (await readLead(store, lead.id)) ?? lead;
}
