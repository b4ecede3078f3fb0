import React, { useRef } from 'react';
import { useRevealOnce } from '../../hooks/useRevealOnce';

interface NearbyFrameProps {
  title: string;
  src: string;
  className?: string;
}

/** How far below the window a frame starts loading: about a phone screen, so it is there by the time it is scrolled to. */
const NEARBY = '800px 0px';

/**
 * An embedded page (the map on /contact) that exists only once the visitor
 * scrolls within a screen of it; until then an empty box of the same class
 * holds its place, so nothing moves when it arrives.
 *
 * - Not `loading="lazy"` alone: Chromium loads lazy frames up to several screens
 *   away, so on a phone the map's connection to another site and its scripts
 *   competed with the page's own first paint.
 * - Not a frame without `src` either: the parser still makes a browsing context
 *   and a JavaScript window for any `<iframe>`, which lengthens /contact's first
 *   parse, a task Lighthouse counts as blocking (figures: docs/performance.md,
 *   "Other choices that keep the first screen light").
 *
 * The address is in the server-rendered HTML as the box's `data-frame-src`,
 * where the security-header build (src/build/securityHeaders.ts) finds the
 * origin it must allow and the link check (testing/quality/links.ts) follows it.
 */
export function NearbyFrame({ title, src, className }: NearbyFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useRevealOnce(ref, { threshold: 0, rootMargin: NEARBY }) === 'shown';
  return near ? (
    <iframe className={className} title={title} src={src} referrerPolicy="no-referrer-when-downgrade" />
  ) : (
    <div ref={ref} className={className} data-frame-src={src} />
  );
}
