/**
 * How the view lays out the leads for the screen it is on. On a phone's width the leads are cards, on a wider one a
 * table (only one is drawn, so a thousand leads are drawn once, not twice). On a phone, and in the app opened from the
 * home screen or a notification (`display-mode: standalone`, or the app's start address with `?app=1`, which a
 * browser that does not report the display mode still carries), the view opens on the Inbox's leads waiting for an
 * answer, with the reports and filters folded away. A window resized or turned follows at once.
 */
import { useSyncExternalStore } from 'react';

/** Below this width the leads are cards (main.tsx's styles narrow the page at the same width). */
export const PHONE_WIDTH = '(max-width: 719.98px)';
/** The app opened from the home screen (the manifest's `display: standalone`). */
const STANDALONE = '(display-mode: standalone)';

/** Whether `query` matches now; false where the browser has no matchMedia (jsdom without a stand-in). */
const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function subscribe(changed: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = [PHONE_WIDTH, STANDALONE].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', changed);
  return () => lists.forEach((list) => list.removeEventListener('change', changed));
}

/** The layout now, as one string so that the store's snapshot compares by value. */
function snapshot(): string {
  const app = new URLSearchParams(window.location.search).get('app') === '1' || matches(STANDALONE);
  return `${matches(PHONE_WIDTH) ? 'cards' : 'table'} ${app ? 'app' : 'page'}`;
}

export interface Layout {
  /** Leads as cards (a phone's width), else as a table. */
  cards: boolean;
  /** The first screen is the leads waiting for an answer, and the reports and filters are folded away. */
  waitingFirst: boolean;
}

/** The layout for this screen, kept up to date as the window changes. */
export function useLayout(): Layout {
  const [shape, opened] = useSyncExternalStore(subscribe, snapshot).split(' ');
  return { cards: shape === 'cards', waitingFirst: shape === 'cards' || opened === 'app' };
}
