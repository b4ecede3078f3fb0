import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SubmissionState } from '../../forms/useFormSubmission';
import { PhoneLink } from '../ui/PhoneLink';
import { theme } from '../../theme/theme';

/**
 * What a visitor sees about a form that did not go through: the server's
 * message (field messages sit beside their fields), and the phone as the
 * other way to reach us. Announced as an alert.
 */
export function FormProblem({ state }: { state: SubmissionState }) {
  if (state.status !== 'failed') return null;
  return (
    <Box role="alert" $tone="problem">
      <strong>{state.message}</strong>
      {state.errors.length === 0 && (
        <>
          {' '}
          Everything you typed is still here. You can also call us at <PhoneLink />.
        </>
      )}
    </Box>
  );
}

/** The confirmation that replaces a sent form: what happened and what comes next. Takes focus so it is read out. */
export function FormSent({ title, state, children }: { title: string; state: SubmissionState; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (state.status !== 'sent') return null;
  return (
    <Box ref={ref} role="status" tabIndex={-1} $tone="sent">
      <Title>{title}</Title>
      <p>{state.message}</p>
      {state.nextStep && <p>{state.nextStep}</p>}
      {children}
    </Box>
  );
}

const Box = styled.div<{ $tone: 'problem' | 'sent' }>`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.md};
  border-left: 4px solid ${({ $tone }) => ($tone === 'sent' ? theme.colors.palm : theme.colors.sunset)};
  background: ${({ $tone }) => ($tone === 'sent' ? theme.colors.seafoam : theme.colors.sand)};
  border-radius: ${theme.radii.sm};

  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;
