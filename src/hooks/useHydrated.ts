import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const inBrowser = () => true;
const inServerHtml = () => false;

/**
 * False in the server's HTML and while React hydrates it, true from then on:
 * for what only works once the page is interactive. React draws the page
 * again with true right after hydrating, without an effect that sets state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, inServerHtml);
}
