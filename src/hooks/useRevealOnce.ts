import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export interface RevealOptions {
  /** Share of the element that must be visible (specification: 0.1; the about hero 0.2). */
  threshold?: number;
  /** Pulls the viewport's bottom edge up 50 px, so an element reveals once it is properly on screen. */
  rootMargin?: string;
}

export const REVEAL_DEFAULTS: Required<RevealOptions> = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' };

const noChanges = () => () => {};
const cannotObserve = () => typeof IntersectionObserver === 'undefined';
const inServerHtml = () => false;

/** True from the moment the element first enters the viewport; it never turns false again. */
export function useRevealOnce(ref: RefObject<Element>, { threshold, rootMargin }: RevealOptions = {}): boolean {
  const [revealed, setRevealed] = useState(false);
  // Without IntersectionObserver (jsdom; browsers from before 2019) the element counts as seen once the page is
  // interactive; the server's HTML and the render that hydrates it still agree.
  const unobservable = useSyncExternalStore(noChanges, cannotObserve, inServerHtml);
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed || unobservable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: threshold ?? REVEAL_DEFAULTS.threshold, rootMargin: rootMargin ?? REVEAL_DEFAULTS.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, revealed, unobservable, threshold, rootMargin]);
  return revealed || unobservable;
}
