import React from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { Icon } from '../ui/Icon';

interface ZoomProps {
  label: string;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
}

/**
 * Makes a whole photograph open larger: a button laid over it (a button may
 * only hold inline content, and the photograph is a block), with a badge of
 * two arrows pointing apart so the action is visible.
 */
export function ZoomButton({ label, onClick, children }: ZoomProps & { children: React.ReactNode }) {
  return (
    <Frame>
      {children}
      <Cover type="button" aria-label={label} onClick={onClick}>
        <Badge as="span" aria-hidden="true">
          <Icon name="expand" />
        </Badge>
      </Cover>
    </Frame>
  );
}

/** Only the badge is a button, for photographs whose own click does something else (the showcase advances). */
export function ZoomBadge({ label, onClick }: ZoomProps) {
  return (
    <Badge type="button" aria-label={label} onClick={onClick}>
      <Icon name="expand" />
    </Badge>
  );
}

const Frame = styled.div`
  position: relative;
`;

const Cover = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;

  /* Drawn inside the photograph: the card around it clips anything outside. */
  &:focus-visible {
    outline-offset: -4px;
  }
`;

const Badge = styled.button`
  position: absolute;
  right: ${theme.space.sm};
  bottom: ${theme.space.sm};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.lg};
  cursor: zoom-in;
`;
