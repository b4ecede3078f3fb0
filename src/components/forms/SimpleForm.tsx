import React, { useState } from 'react';
import styled from 'styled-components';
import type { FieldSpec } from '../../forms/fields';
import { Button } from '../ui/buttons';
import { Field, FieldRow } from './Field';
import { NotConnectedNotice } from './NotConnectedNotice';

interface SimpleFormProps {
  /** Accessible name of the form. */
  label: string;
  fields: Record<string, FieldSpec>;
  submitLabel: string;
  /** Extra controls beside the submit button, such as Cancel in a dialog. */
  actions?: React.ReactNode;
}

const pairs = ['firstName', 'lastName'];

/** The contact and community forms: labelled fields from the field rules, checked by the browser before submitting. */
export function SimpleForm({ label, fields, submitLabel, actions }: SimpleFormProps) {
  const [submitted, setSubmitted] = useState(false);
  const entries = Object.entries(fields);
  return (
    <Form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FieldRow>
        {entries
          .filter(([name]) => pairs.includes(name))
          .map(([name, spec]) => (
            <Field key={name} name={name} spec={spec} />
          ))}
      </FieldRow>
      {entries
        .filter(([name]) => !pairs.includes(name))
        .map(([name, spec]) => (
          <Field key={name} name={name} spec={spec} />
        ))}
      {submitted && <NotConnectedNotice />}
      <Actions>
        <Button type="submit">{submitLabel}</Button>
        {actions}
      </Actions>
    </Form>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
