/**
 * Which lead is open, read once for each opening: from the list (shown at once as the list has it, then with its
 * whole history), from a link (`?lead=<id>`, as each lead's mail links: shown once read), or reopened for a note kept
 * across a sign-in (keptNote.ts). Only one opening is ever under way: a newer one cancels the read of the one before.
 * When the page opens with both a kept note and a link, the kept note's lead opens, since it holds what staff typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import { NotSignedIn, Refused } from '../api';
import { useSignIn } from '../context';
import { type KeptNote, forgetNote, keptNote } from '../keptNote';

interface Opening {
  id: string;
  /** The list's copy, shown until the whole lead is read (from the list only). */
  copy: Lead | null;
  /** The note kept for it across a sign-in, when that is why it opened. */
  kept?: string;
}

/** What the page asks for when it opens: the kept note's lead, else the one the address names, else none. */
function firstOpening(kept: KeptNote | null): Opening | null {
  if (kept) return { id: kept.leadId, copy: null, kept: kept.note };
  const id = new URLSearchParams(window.location.search).get('lead');
  return id ? { id, copy: null } : null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The open lead; `onChanged` hears of each new state of it, with the place it was shown in before. */
export function useOpenLead(onChanged: (lead: Lead, before: Place) => void) {
  const { api } = useSignIn();
  const [kept, setKept] = useState<KeptNote | null>(keptNote);
  const [open, setOpen] = useState<{ opening: Opening; lead: Lead | null } | null>(() => {
    const opening = firstOpening(kept);
    return opening && { opening, lead: null };
  });
  const [problem, setProblem] = useState('');
  // The lead as the view last showed it, kept in step with every change (also after its dialog closed, for an
  // answer still on its way): where it was before each new state of it.
  const shown = useRef<Lead | null>(null);

  const dropKept = useCallback(() => {
    forgetNote();
    setKept(null);
  }, []);

  /** A new state of a lead: shown if it is open, and passed on with where it was, unless it is older than the one shown. */
  const update = useCallback(
    (lead: Lead) => {
      const before = shown.current?.id === lead.id ? shown.current : null;
      if (before && before.followUp.version > lead.followUp.version) return;
      shown.current = lead;
      setOpen((now) => (now?.opening.id === lead.id ? { ...now, lead } : now));
      onChanged(lead, before?.place ?? lead.place);
    },
    [onChanged],
  );

  const opening = open?.opening;
  useEffect(() => {
    if (!opening) return;
    const controller = new AbortController();
    api.fetchLead(opening.id, controller.signal).then(
      (lead) => {
        if (!controller.signal.aborted) update(lead);
      },
      (error: unknown) => {
        // Opened from the list, the list's copy stays; not signed in, the list's own request sends them to sign in
        // (and a kept note stays kept).
        if (controller.signal.aborted || opening.copy || error instanceof NotSignedIn) return;
        setOpen((now) => (now?.opening === opening ? null : now));
        if (opening.kept === undefined) setProblem(messageOf(error));
        else if (error instanceof Refused && error.status === 404) {
          dropKept();
          setProblem(`The lead your unsent note was kept for is no longer there. The note was: ${opening.kept}`);
        } else setProblem(`Your unsent note is kept, but its lead could not be opened: ${messageOf(error)} Reload to try again.`);
      },
    );
    return () => controller.abort();
  }, [opening, api, update, dropKept]);

  const openCopy = useCallback((copy: Lead) => {
    shown.current = copy;
    setOpen({ opening: { id: copy.id, copy }, lead: copy });
  }, []);

  const lead = open?.lead ?? null;
  return {
    /** The open lead, once there is something to show of it; else null. */
    lead,
    /** The note kept across a sign-in for the open lead, to be added still. */
    keptNote: lead && kept?.leadId === lead.id ? kept.note : undefined,
    /** Why a lead asked for could not be opened, or ''. */
    problem,
    /** Opens a lead of the list: shown at once, then read whole. */
    open: openCopy,
    update,
    /** The kept note was added: it is let go. */
    noteAdded: () => {
      if (lead && kept?.leadId === lead.id) dropKept();
    },
    /** Closes the open lead; a note kept for it, closed unsent as any typed note is, is not brought back again. */
    close: () => {
      setOpen(null);
      if (lead && kept?.leadId === lead.id) dropKept();
    },
  };
}
