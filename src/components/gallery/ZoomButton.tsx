import React from 'react';
import styled from 'styled-components';

interface ZoomProps {
  label: string;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
}

/** Makes a whole photograph a button that opens it larger, with a magnifier badge so the action is visible. */
export function ZoomButton({ label, onClick, children }: ZoomProps & { children: React.ReactNode }) {
  return (
    <Cover type="button" aria-label={label} onClick={onClick}>
      {children}
      <Badge as="span" aria-hidden="true">
        ⤢
      </Badge>
    </Cover>
  );
}

/** Only the magnifier is a button, for photographs whose own click does something else (the showcase advances). */
export function ZoomBadge({ label, onClick }: ZoomProps) {
  return (
    <Badge type="button" aria-label={label} onClick={onClick}>
      ⤢
    </Badge>
  );
}

const Cover = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const Badge = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.oceanDeep};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: zoom-in;
`;
