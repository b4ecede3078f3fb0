import React from 'react';
import styled from 'styled-components';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../constants';
import { useScrollPast } from '../../hooks/useScrollPast';
import { theme } from '../../theme/theme';

/** A floating button that appears once the visitor has scrolled down and glides back to the top. */
export function BackToTop() {
  const visible = useScrollPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <Floating type="button" aria-label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Arrow aria-hidden="true" />
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.ocean};
  color: ${theme.colors.white};
  box-shadow: ${theme.shadows.raised};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.oceanDark};
  }
`;

const Arrow = styled.span`
  width: 12px;
  height: 12px;
  border-left: 3px solid currentColor;
  border-top: 3px solid currentColor;
  transform: translateY(3px) rotate(45deg);
`;
