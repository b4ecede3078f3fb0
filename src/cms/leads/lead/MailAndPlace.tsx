/**
 * The open lead's mail and place: whether it was mailed (and Send the mail again, when it failed or waits), where it
 * waits and why the site put it there, and the moves to the other places (a move into the Inbox mails a lead never
 * mailed; every move teaches the spam score).
 */
import React, { useId } from 'react';
import { PLACES, PLACE_NAMES, type Place } from '../../../leads/places';
import { mailStatus } from '../../../leads/rows';
import type { Lead } from '../../../leads/lead';
import { useSignIn } from '../context';
import { MailCell } from '../parts';
import type { Act } from './useAct';

/** What each move is called where staff press it, and what it says once done. */
const MOVE_NAMES: Record<Place, string> = { inbox: 'Not spam: move to the Inbox', held: 'Hold', spam: 'Spam' };
const MOVED: Record<Place, string> = { inbox: 'Moved to the Inbox.', held: 'Moved to Held.', spam: 'Moved to Spam.' };

/** The mail line and its button, then the place and its moves. */
export function MailAndPlace({ lead, busy, act }: { lead: Lead; busy: boolean; act: Act }) {
  const { api } = useSignIn();
  const placeId = useId();
  const status = mailStatus(lead);
  return (
    <>
      <p>
        Mail: <MailCell lead={lead} />
      </p>
      {status.status === 'waiting' || status.status === 'failed' ? (
        <button type="button" disabled={busy} onClick={() => act(() => api.sendAgain(lead), 'Mailed to the office.')}>
          Send the mail again
        </button>
      ) : null}
      <div className="place" role="group" aria-labelledby={`${placeId}-label`}>
        <p id={`${placeId}-label`}>
          In {PLACE_NAMES[lead.place]}
          {lead.arrival?.reasons?.length ? <> ({lead.arrival.reasons.join('; ')})</> : null}.
        </p>
        {PLACES.filter((to) => to !== lead.place).map((to) => (
          <button key={to} type="button" disabled={busy} onClick={() => act(() => api.moveLead(lead, to), MOVED[to])}>
            {MOVE_NAMES[to]}
          </button>
        ))}
      </div>
    </>
  );
}
