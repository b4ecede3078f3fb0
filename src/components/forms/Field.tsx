import React, { useId } from 'react';
import styled, { css } from 'styled-components';
import type { FieldSpec } from '../../forms/fields';
import { theme } from '../../theme/theme';

interface FieldProps {
  name: string;
  spec: FieldSpec;
  defaultValue?: string;
  /** The server's message about this field, shown beneath it. */
  error?: string;
}

/** A labelled input or textarea; required fields carry an asterisk and the native `required` check. */
export function Field({ name, spec, defaultValue, error }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required: spec.required,
    maxLength: spec.maxLength,
    autoComplete: spec.autoComplete,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {spec.label}
        {spec.required && <Asterisk aria-hidden="true"> *</Asterisk>}
      </Label>
      {spec.type === 'textarea' ? <TextArea {...common} rows={spec.rows} /> : <Input {...common} type={spec.type} />}
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </Wrapper>
  );
}

/** The server's message beneath a field. */
export const FieldMessage = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/**
 * A field people never see or reach: bots that fill in every input give
 * themselves away here (src/server/forms/handler.ts turns such a form away).
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <Trap aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Asterisk = styled.span`
  color: ${theme.colors.danger};
`;

const controlStyles = css`
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }

  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${theme.colors.inkSoft};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
`;

/** Two fields side by side on wider screens. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space.md};

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
