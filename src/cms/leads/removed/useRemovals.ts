/**
 * The deleted leads: the lines the API keeps of removed leads (src/server/followUp/removal.ts), newest first, and the line that
 * says which lead staff just deleted. That line stays until staff do the next thing (open a lead, switch place), so it
 * is neither missed nor left describing something long past.
 */
import { useCallback, useEffect, useState } from 'react';
import { FORM_NAMES, nameOf } from '../../../leads/rows';
import type { Removal } from '../../../leads/removal';
import type { Lead } from '../../../leads/lead';
import { useSignIn } from '../context';

/** The removals (asked for each time `wanted` turns true), the line about the last deletion, and what changes them. */
export function useRemovals(wanted = true) {
  const { api } = useSignIn();
  const [removals, setRemovals] = useState<Removal[]>([]);
  const [line, setLine] = useState('');

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    // Not signed in: the list's own request sends them to sign in.
    api.fetchRemovals(controller.signal).then(setRemovals, () => undefined);
    return () => controller.abort();
  }, [api, wanted]);

  /** Staff deleted `lead`: its line joins the rest, and a line says so. */
  const deleted = useCallback((lead: Lead, removal: Removal) => {
    setRemovals((lines) => [removal, ...lines]);
    setLine(`Deleted the lead “${FORM_NAMES[lead.kind]} from ${nameOf(lead) || '(no name)'}”.`);
  }, []);
  /** Staff moved on: the line about the last deletion goes. */
  const movedOn = useCallback(() => setLine(''), []);

  return { removals, line, deleted, movedOn };
}
