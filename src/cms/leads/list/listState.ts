/**
 * The list as the view holds it: the loaded leads of the place shown, newest first, and how many each place holds.
 * Every change to it goes through `listReducer`, so a page that arrives, the counts that arrive apart, a lead staff
 * changed or moved, and one they deleted each move the leads and the counts together.
 */
import type { Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import type { Page } from '../api';

export interface ListState {
  /** The place shown. */
  place: Place;
  /** Its leads loaded so far, newest first. */
  leads: Lead[];
  /** How many leads each place holds: asked for after each place's first page, and kept up with staff's moves and deletions. */
  counts: Record<Place, number> | null;
  /** Whether the place's first page has come. */
  ready: boolean;
  /** Where the place's next page starts, or null when every lead of it is loaded (Spam's come only when staff ask). */
  more: number | null;
  /**
   * How many times staff moved a lead to another place or deleted one: counts asked for before the last of these may
   * not hold it, so they are dropped and asked for again.
   */
  moves: number;
}

export type ListChange =
  /** Staff chose another place: its list starts empty. */
  | { type: 'show'; place: Place }
  /** A page of `place` came. */
  | { type: 'page'; place: Place; page: Page }
  /** How many leads each place holds, as the API counted them when asked after `moves` moves. */
  | { type: 'counts'; counts: Record<Place, number>; moves: number }
  /** A lead as it is now, after staff changed it or it was read again; `before` is the place it was shown in. */
  | { type: 'changed'; lead: Lead; before: Place }
  /** A lead staff deleted, as it was shown. */
  | { type: 'removed'; lead: Lead };

/** The list before anything is loaded. */
export const emptyList = (place: Place): ListState => ({ place, leads: [], counts: null, ready: false, more: null, moves: 0 });

/** `leads` with `lead` put in by when it came, before the first that came earlier. */
function inTurn(leads: readonly Lead[], lead: Lead): Lead[] {
  const at = leads.findIndex((known) => known.receivedAt < lead.receivedAt);
  return at < 0 ? [...leads, lead] : [...leads.slice(0, at), lead, ...leads.slice(at)];
}

/** The list after one change. */
export function listReducer(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'show':
      return { ...emptyList(change.place), counts: state.counts, moves: state.moves };
    case 'page': {
      // A page of the place shown before: its load was cancelled, but it may have been under way.
      if (change.place !== state.place) return state;
      const { page } = change;
      const known = new Set(state.leads.map((lead) => lead.id));
      return { ...state, leads: [...state.leads, ...page.leads.filter((lead) => !known.has(lead.id))], ready: true, more: page.next };
    }
    case 'counts':
      return change.moves === state.moves ? { ...state, counts: change.counts } : state;
    case 'changed': {
      const { lead, before } = change;
      const listed = state.leads.find((known) => known.id === lead.id);
      // An answer read before a change staff made since: the list has the newer one.
      if (listed && listed.followUp.version > lead.followUp.version) return state;
      const moved = before !== lead.place;
      const counts = state.counts && moved ? { ...state.counts, [before]: state.counts[before] - 1, [lead.place]: state.counts[lead.place] + 1 } : state.counts;
      const leads =
        lead.place !== state.place
          ? listed
            ? state.leads.filter((known) => known.id !== lead.id)
            : state.leads
          : listed
            ? state.leads.map((known) => (known.id === lead.id ? lead : known))
            : before !== state.place
              ? inTurn(state.leads, lead)
              : state.leads;
      return { ...state, counts, leads, moves: state.moves + (moved ? 1 : 0) };
    }
    case 'removed': {
      const { lead } = change;
      return {
        ...state,
        counts: state.counts && { ...state.counts, [lead.place]: state.counts[lead.place] - 1 },
        leads: state.leads.filter((known) => known.id !== lead.id),
        moves: state.moves + 1,
      };
    }
  }
}
