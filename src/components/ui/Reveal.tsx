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
 * Fades its content in the first time it scrolls into view. The hiding
 * only applies once scripts run (the `js` class set in the page head), so
 * the content is there without JavaScript, and never for visitors who ask
 * for reduced motion.
 */
export function Reveal({ children, delayMs = 0, as = 'div', threshold, rootMargin, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useRevealOnce(ref, { threshold, rootMargin });
  return (
    <Fade ref={ref} as={as} className={className} data-reveal={revealed ? 'shown' : 'waiting'} style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}>
      {children}
    </Fade>
  );
}

const Fade = styled.div`
  transition: opacity 0.7s ease, transform 0.7s ease;

  .js &[data-reveal='waiting'] {
    opacity: 0;
    transform: translateY(24px);
  }

  @media (prefers-reduced-motion: reduce) {
    .js &[data-reveal='waiting'] {
      opacity: 1;
      transform: none;
    }
  }
`;
