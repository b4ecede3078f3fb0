import React, { useRef } from 'react';
import styled from 'styled-components';
import { useRevealOnce, type RevealOptions } from '../../hooks/useRevealOnce';

type RevealProps = RevealOptions & {
  children: React.ReactNode;
  /** Delay before this item fades in, for staggered lists (index × 200 ms). */
  delayMs?: number;
  as?: 'div' | 'section' | 'li';
  className?: string;
};

/**
 * Fades its content in the first time it scrolls into view. The content is
 * visible as the server wrote it: only the script, once it finds the element
 * below the window, hides it until it enters. So a page whose scripts are
 * late, fail or are turned off shows everything, what is already on screen
 * never disappears, and visitors who ask for reduced motion see no fade.
 * A page's first screen (its hero) is never inside one.
 */
export function Reveal({ children, delayMs = 0, as = 'div', threshold, rootMargin, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRevealOnce(ref, { threshold, rootMargin });
  return (
    <Fade ref={ref} as={as} className={className} data-reveal={state} style={delayMs && state === 'shown' ? { transitionDelay: `${delayMs}ms` } : undefined}>
      {children}
    </Fade>
  );
}

/** Hidden at once (out of sight), faded in when shown. */
const Fade = styled.div`
  @media (prefers-reduced-motion: no-preference) {
    &[data-reveal='waiting'] {
      opacity: 0;
      transform: translateY(24px);
    }

    &[data-reveal='shown'] {
      transition:
        opacity 0.7s ease,
        transform 0.7s ease;
    }
  }
`;
