import React, { useId } from 'react';
import styled, { css } from 'styled-components';
import type { FieldSpec } from '../../forms/fields';

interface FieldProps {
  name: string;
  spec: FieldSpec;
  defaultValue?: string;
}

/** A labelled input or textarea; required fields carry an asterisk and the native `required` check. */
export function Field({ name, spec, defaultValue }: FieldProps) {
  const id = useId();
  const common = { id, name, required: spec.required, maxLength: spec.maxLength, autoComplete: spec.autoComplete, defaultValue };
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {spec.label}
        {spec.required && <Asterisk aria-hidden="true"> *</Asterisk>}
      </Label>
      {spec.type === 'textarea' ? <TextArea {...common} rows={spec.rows} /> : <Input {...common} type={spec.type} />}
    </Wrapper>
  );
}

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.inkSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
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
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
