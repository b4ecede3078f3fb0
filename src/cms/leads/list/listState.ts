/**
 * The list as the view holds it: the loaded leads of the place shown, newest first, and how many each place holds.
 * Every change to it goes through `listReducer`, so a page that arrives, a lead staff changed or moved, and one they
 * deleted each move the leads and the counts together.
 */
import type { Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import type { Page } from '../api';

export interface ListState {
  /** The place shown. */
  place: Place;
  /** Its leads loaded so far, newest first. */
  leads: Lead[];
  /** How many leads each place holds: from the first page, then kept up with staff's moves and deletions. */
  counts: Record<Place, number> | null;
  /** Whether the place's first page has come (until then its count may be another visit's). */
  ready: boolean;
  /** Spam, loaded a page at a time: where its older leads start, or null when there are none. */
  more: number | null;
}

export type ListChange =
  /** Staff chose another place: its list starts empty. */
  | { type: 'show'; place: Place }
  /** A page of `place` came. */
  | { type: 'page'; place: Place; page: Page }
  /** A lead as it is now, after staff changed it or it was read again; `before` is the place it was shown in. */
  | { type: 'changed'; lead: Lead; before: Place }
  /** A lead staff deleted, as it was shown. */
  | { type: 'removed'; lead: Lead };

/** The list before anything is loaded. */
export const emptyList = (place: Place): ListState => ({ place, leads: [], counts: null, ready: false, more: null });

/** `leads` with `lead` put in by when it came, before the first that came earlier. */
function inTurn(leads: readonly Lead[], lead: Lead): Lead[] {
  const at = leads.findIndex((known) => known.receivedAt < lead.receivedAt);
  return at < 0 ? [...leads, lead] : [...leads.slice(0, at), lead, ...leads.slice(at)];
}

/** The list after one change. */
export function listReducer(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'show':
      return { ...emptyList(change.place), counts: state.counts };
    case 'page': {
      // A page of the place shown before: its load was cancelled, but it may have been under way.
      if (change.place !== state.place) return state;
      const { page } = change;
      const known = new Set(state.leads.map((lead) => lead.id));
      return {
        ...state,
        leads: [...state.leads, ...page.leads.filter((lead) => !known.has(lead.id))],
        ...(page.counts ? { counts: page.counts, ready: true } : {}),
        more: state.place === 'spam' ? page.next : null,
      };
    }
    case 'changed': {
      const { lead, before } = change;
      const listed = state.leads.find((known) => known.id === lead.id);
      // An answer read before a change staff made since: the list has the newer one.
      if (listed && listed.followUp.version > lead.followUp.version) return state;
      const counts =
        state.counts && before !== lead.place
          ? { ...state.counts, [before]: state.counts[before] - 1, [lead.place]: state.counts[lead.place] + 1 }
          : state.counts;
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
      return { ...state, counts, leads };
    }
    case 'removed': {
      const { lead } = change;
      return {
        ...state,
        counts: state.counts && { ...state.counts, [lead.place]: state.counts[lead.place] - 1 },
        leads: state.leads.filter((known) => known.id !== lead.id),
      };
    }
  }
}
