import React from 'react';
import styled, { keyframes } from 'styled-components';
import { TICKER_LOOP_LARGE_S, TICKER_LOOP_SMALL_S } from '../../constants';
import { media, theme } from '../../theme/theme';

/**
 * The towns scroll by in an endless loop. The list is drawn twice so the
 * loop has no gap; screen readers get it once. It stands still for
 * visitors who prefer reduced motion.
 */
export function TownTicker({ title, towns }: { title: string; towns: readonly string[] }) {
  return (
    <Band aria-labelledby="town-ticker-title">
      <Title id="town-ticker-title">{title}</Title>
      <Viewport>
        <Track data-testid="town-ticker-track">
          <Towns>
            {towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </Towns>
          <Towns aria-hidden="true">
            {towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </Towns>
        </Track>
      </Viewport>
    </Band>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Band = styled.section`
  padding: ${theme.space.xl} 0;
  background: ${theme.colors.ocean};
  color: ${theme.colors.white};
  overflow: hidden;
`;

const Title = styled.h2`
  text-align: center;
  font-size: ${theme.fontSizes.xl};
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} ${TICKER_LOOP_SMALL_S}s linear infinite;

  ${media.up('sm')} {
    animation-duration: ${TICKER_LOOP_LARGE_S}s;
  }

  @media (prefers-reduced-motion: reduce) {
    animation-play-state: paused;
  }
`;

const Towns = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${theme.space.xl};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xxl};
    white-space: nowrap;
  }

  li::after {
    content: '•';
    margin-left: ${theme.space.xl};
    opacity: 0.6;
  }
`;
