/**
 * The open lead's follow-up: its state (New, Contacted, Quoted, Won, Lost), saved when staff press Save state, and a
 * note added to its history. The note's text is the dialog's, so that it is kept if the login expires meanwhile.
 */
import React, { useState } from 'react';
import { type FollowUpState, STATE_NAMES } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';
import { useSignIn } from '../context';
import { Choice, Labelled } from '../parts';
import type { Act } from './useAct';

/** The state form: the choice starts at the lead's state (the dialog draws it anew for each new state of the lead). */
function StateForm({ lead, busy, act }: { lead: Lead; busy: boolean; act: Act }) {
  const { api } = useSignIn();
  const [state, setState] = useState<FollowUpState>(lead.followUp.state);
  return (
    <form
      className="follow-up"
      onSubmit={(event) => {
        event.preventDefault();
        void act(() => api.setState(lead, state), `Follow-up set to ${STATE_NAMES[state]}.`);
      }}
    >
      <Choice label="Follow-up" value={state} names={STATE_NAMES} onChange={setState} />
      <button type="submit" disabled={busy || state === lead.followUp.state}>
        Save state
      </button>
    </form>
  );
}

/** The state, then the note; `onNoteAdded` hears when the note went in (and its box was emptied). */
export function FollowUp({
  lead,
  busy,
  act,
  note,
  onNote,
  onNoteAdded,
}: {
  lead: Lead;
  busy: boolean;
  act: Act;
  note: string;
  onNote: (note: string) => void;
  onNoteAdded: () => void;
}) {
  const { api } = useSignIn();
  return (
    <>
      <StateForm key={`${lead.followUp.version}-${lead.mailed?.at ?? ''}`} lead={lead} busy={busy} act={act} />
      <form
        className="note"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => api.addNote(lead, note), 'Note added.').then((ok) => {
            if (!ok) return;
            onNote('');
            onNoteAdded();
          });
        }}
      >
        <Labelled label="Note">
          <textarea value={note} rows={3} onChange={(event) => onNote(event.target.value)} />
        </Labelled>
        <button type="submit" disabled={busy || !note.trim()}>
          Add note
        </button>
      </form>
    </>
  );
}
