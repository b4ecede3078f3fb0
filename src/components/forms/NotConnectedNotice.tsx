import React from 'react';
import styled from 'styled-components';
import { PhoneLink } from '../ui/PhoneLink';

/**
 * Shown after a visitor submits a form while forms are not yet connected
 * to the company: it says plainly that nothing was sent and offers the
 * phone instead, rather than pretending to have sent anything.
 */
export function NotConnectedNotice() {
  return (
    <Box role="alert">
      Online requests are not connected yet, so this form was not sent. Please call us at <PhoneLink /> and we will help right away.
    </Box>
  );
}

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.sunset};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
