/** The open lead's history, newest first: each state set, note added and move, with who and when. */
import React from 'react';
import { PLACE_NAMES } from '../../../leads/places';
import { eastern } from '../../../leads/rows';
import { staffLabel } from '../../../leads/staff';
import { STATE_NAMES } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';

/** The history heading and its list, or a line that says the lead is New. */
export function History({ lead }: { lead: Lead }) {
  return (
    <>
      <h3>History</h3>
      {lead.followUp.history.length ? (
        <ol className="history" reversed>
          {[...lead.followUp.history].reverse().map((entry) => (
            <li key={entry.n}>
              <span className="when">
                {eastern(entry.at)}, {staffLabel({ login: entry.by, name: entry.byName })}:
              </span>{' '}
              {entry.kind === 'state' ? (
                <>set to {STATE_NAMES[entry.state]}</>
              ) : entry.kind === 'place' ? (
                <>moved to {PLACE_NAMES[entry.place]}</>
              ) : (
                <q dir="auto">{entry.text}</q>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing yet: the lead is New.</p>
      )}
    </>
  );
}
