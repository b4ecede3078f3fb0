/**
 * The one way the open lead's parts act on it: a request to the API (useSignIn().api), the lead as it is after it
 * passed on, and the outcome shown in one line of the dialog. A login that expired sends staff to sign in, keeping
 * the note they typed (keptNote.ts); a refusal that comes with the lead as it is now (someone else changed it) shows
 * that lead, and what was typed stays.
 */
import { useState } from 'react';
import type { Lead } from '../../../leads/lead';
import { NotSignedIn, Refused } from '../api';
import { useSignIn } from '../context';
import { keepNote } from '../keptNote';

export interface Outcome {
  kind: 'problem' | 'done' | 'kept';
  text: string;
}

/** Does what staff asked: `what` gives the lead as it is after, or null when there is none to show; `done` says it worked. */
export type Act = (what: () => Promise<Lead | null>, done: string) => Promise<boolean>;

const KEPT: Outcome = { kind: 'kept', text: 'Your sign-in had expired, so this note was not added yet. It was kept for you: press Add note to add it.' };

/** Acting on `lead`: `onChange` hears of each new state of it; `note` is what is typed in its note box now. */
export function useAct({ lead, note, kept, onChange }: { lead: Lead; note: string; kept: boolean; onChange: (lead: Lead) => void }) {
  const { signIn } = useSignIn();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(kept ? KEPT : null);

  const act: Act = async (what, done) => {
    setBusy(true);
    setOutcome(null);
    try {
      const changed = await what();
      if (!changed) return true;
      onChange(changed);
      setOutcome({ kind: 'done', text: done });
      return true;
    } catch (error) {
      if (error instanceof NotSignedIn) {
        // Signing in leaves this page: what was typed is kept in this tab and brought back here afterwards.
        if (note.trim()) keepNote({ leadId: lead.id, note });
        setOutcome({ kind: 'problem', text: `Your sign-in has expired.${note.trim() ? ' Your note is kept: sign in again, then open Leads to add it.' : ''}` });
        signIn();
        return false;
      }
      if (error instanceof Refused && error.lead) onChange(error.lead);
      setOutcome({ kind: 'problem', text: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, act };
}
