/**
 * The leads of the place shown, loaded from the API, with how many each place holds. The Inbox and Held are loaded
 * whole, page by page, for the filters, the reports and the export; Spam, which a flood fills, a page at a time as
 * staff ask for older ones. The first page is on the screen before anything else is asked: the counts, which list
 * every key of every place, come after it, and again after each move or deletion. Every load of a place, older spam
 * included, is cancelled when staff switch place or leave the view, so no page of one place lands in another's list.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { PLACES, type Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import { NotSignedIn } from '../api';
import { useSignIn } from '../context';
import { emptyList, listReducer } from './listState';

/**
 * The first page is small, so the first screen comes quickly; the rest follow in the largest pages the API gives
 * (src/server/leadsApi/read.ts, MAX_PAGE), as each request costs the server the function's start as well as its reads.
 */
const FIRST_PAGE = 50;
const NEXT_PAGES = 500;

/** The place whose leads the address asks for (`?place=held`, as the daily mail of held leads links), else the Inbox. */
function placeInAddress(): Place {
  const asked = new URLSearchParams(window.location.search).get('place');
  return (PLACES as readonly (string | null)[]).includes(asked) ? (asked as Place) : 'inbox';
}

/** The list of the place shown, and what staff and the open lead do to it. */
export function useLeadList() {
  const { api, knownAs, signIn } = useSignIn();
  const [list, change] = useReducer(listReducer, undefined, () => emptyList(placeInAddress()));
  const [problem, setProblem] = useState('');
  // The loads of the place shown: aborted when it changes or the view goes.
  const loads = useRef<AbortController | null>(null);

  /** What a request that failed means for staff: sign in again, or the API's words; nothing when it was cancelled. */
  const failed = useCallback(
    (error: unknown, signal: AbortSignal) => {
      if (signal.aborted) return;
      if (error instanceof NotSignedIn) signIn();
      else setProblem(error instanceof Error ? error.message : String(error));
    },
    [signIn],
  );

  const load = useCallback(
    async (place: Place, from: number, signal: AbortSignal) => {
      try {
        let offset: number | null = from;
        let limit = from ? NEXT_PAGES : FIRST_PAGE;
        while (offset !== null) {
          const page = await api.fetchPage(place, offset, limit, signal);
          if (signal.aborted) return;
          knownAs(page.user);
          change({ type: 'page', place, page });
          if (place === 'spam') return;
          offset = page.next;
          limit = NEXT_PAGES;
        }
      } catch (error) {
        failed(error, signal);
      }
    },
    [api, knownAs, failed],
  );

  const { place, ready, moves } = list;
  useEffect(() => {
    const controller = new AbortController();
    loads.current = controller;
    // Its first change of state comes with the first page's answer, never while the effect runs.
    void Promise.resolve().then(() => load(place, 0, controller.signal));
    return () => controller.abort();
  }, [place, load]);

  // The counts, once the place's first page is shown, and again after a move or a deletion: an answer counted
  // before one of them would undo it (listState drops it).
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    api.fetchCounts(controller.signal).then(
      (counts) => change({ type: 'counts', counts, moves }),
      (error: unknown) => failed(error, controller.signal),
    );
    return () => controller.abort();
  }, [api, failed, place, ready, moves]);

  const show = useCallback((shown: Place) => change({ type: 'show', place: shown }), []);
  const changed = useCallback((lead: Lead, before: Place) => change({ type: 'changed', lead, before }), []);
  const removed = useCallback((lead: Lead) => change({ type: 'removed', lead }), []);
  return {
    ...list,
    /** How many leads the place shown holds, once its first page came and the places were counted; else null. */
    total: ready && list.counts ? list.counts[place] : null,
    /** Whether leads of the place shown are still on their way (Spam's older pages come only when asked for). */
    loading: !ready || (place !== 'spam' && list.more !== null),
    /** Why the list could not be loaded, in the API's words, or ''. */
    problem,
    /** Shows another place: its list starts empty, and every load of the one before is cancelled. */
    show,
    /** Loads the next page of older spam, cancelled like the rest if staff switch place meanwhile. */
    showOlder: () => {
      if (list.more !== null && loads.current) void load(place, list.more, loads.current.signal);
    },
    /** A lead as it is now; `before` is the place the open lead showed it in. */
    changed,
    /** A lead staff deleted, as it was shown: it leaves the list and the counts. */
    removed,
  };
}
