import React from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { Icon } from './Icon';

/** A star rating, read out as "Rated N out of 5". */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const full = Math.round(rating);
  return (
    <Row role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} name="star" $on={i < full} />
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
`;

const Star = styled(Icon)<{ $on: boolean }>`
  color: ${({ $on }) => ($on ? theme.colors.star : theme.colors.line)};
`;
