import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export interface RevealOptions {
  /** Share of the element that must be visible (specification: 0.1). */
  threshold?: number;
  /** Pulls the viewport's bottom edge up 50 px, so an element reveals once it is properly on screen. */
  rootMargin?: string;
}

export const REVEAL_DEFAULTS: Required<RevealOptions> = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' };

const noChanges = () => () => {};
const cannotObserve = () => typeof IntersectionObserver === 'undefined';
const inServerHtml = () => false;

/**
 * Where an element stands in its one-time reveal:
 * - `unknown`: not observed yet (the server's HTML, before or without scripts), so it is shown as it is;
 * - `waiting`: below the window when first observed, so it may be hidden until it enters;
 * - `shown`: it has entered the window, or was on screen or above it when first observed (never hidden then,
 *   so nothing a visitor already sees disappears when the scripts arrive).
 */
export type RevealState = 'unknown' | 'waiting' | 'shown';

/** The element's reveal state; once `shown`, it never changes again. */
export function useRevealOnce(ref: RefObject<Element>, { threshold, rootMargin }: RevealOptions = {}): RevealState {
  const [state, setState] = useState<RevealState>('unknown');
  // Without IntersectionObserver (jsdom; browsers from before 2019) the element counts as shown once the page is
  // interactive; the server's HTML and the render that hydrates it still agree.
  const unobservable = useSyncExternalStore(noChanges, cannotObserve, inServerHtml);
  useEffect(() => {
    const element = ref.current;
    if (!element || state === 'shown' || unobservable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        // An element with no box yet sits in a block the browser has not laid out (`content-visibility: auto`), which is never on screen.
        const box = entry.boundingClientRect;
        const onScreenOrAbove = box.height > 0 && box.top < window.innerHeight;
        if (entry.isIntersecting || (state === 'unknown' && onScreenOrAbove)) {
          setState('shown');
          observer.disconnect();
        } else if (state === 'unknown') setState('waiting');
      },
      { threshold: threshold ?? REVEAL_DEFAULTS.threshold, rootMargin: rootMargin ?? REVEAL_DEFAULTS.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, state, unobservable, threshold, rootMargin]);
  return unobservable ? 'shown' : state;
}
