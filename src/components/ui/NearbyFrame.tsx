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
 * An embedded page (the map on /contact) that is fetched only once the visitor
 * scrolls within a screen of it. A frame with `loading="lazy"` alone starts
 * far earlier: Chromium loads lazy frames up to several screens away, so on a
 * phone the map's connection to another site and its scripts competed with
 * the page's own first paint. The address is in the server-rendered HTML as
 * `data-src`, where the security-header build (src/build/securityHeaders.ts)
 * finds the origin it must allow.
 */
export function NearbyFrame({ title, src, className }: NearbyFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const near = useRevealOnce(ref, { threshold: 0, rootMargin: NEARBY }) === 'shown';
  return (
    <iframe
      ref={ref}
      className={className}
      title={title}
      src={near ? src : undefined}
      data-src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
