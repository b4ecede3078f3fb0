import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FORMS, META_FIELDS, type FieldSpec } from '../../forms/fields';
import { focusFirstError, useFormSubmission } from '../../forms/useFormSubmission';
import { Button } from '../ui/buttons';
import { Field, FieldRow, Honeypot } from './Field';
import { FormProblem, FormSent } from './FormStatus';
import { PrivacyNote } from './PrivacyNote';
import { theme } from '../../theme/theme';

interface SimpleFormProps {
  kind: 'contact' | 'community';
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Heading of the confirmation shown once it is sent. */
  sentTitle: string;
  /** Extra controls beside the submit button, such as Cancel in a dialog. */
  actions?: React.ReactNode;
  /** Called once the company has the form (the community dialog closes then). */
  onSent?: () => void;
  /** Show the confirmation in place of the form (false when the parent shows it elsewhere). */
  showConfirmation?: boolean;
  /** What is kept with the request and why (data/forms.json), said above the send button. */
  privacyNote: string;
}

const pairs = ['firstName', 'lastName'];

/**
 * The contact and community forms: fields from the shared field rules,
 * checked by the browser, sent to `/api/{kind}` (and posted there as an
 * ordinary form when scripts are off).
 */
export function SimpleForm({ kind, label, submitLabel, sentTitle, actions, onSent, showConfirmation = true, privacyNote }: SimpleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, submit, reset, errorFor, prepare } = useFormSubmission(kind);
  const entries = Object.entries(FORMS[kind] as Record<string, FieldSpec>);
  const sending = state.status === 'sending';

  useEffect(() => {
    if (state.status === 'failed') focusFirstError(formRef.current, state.errors);
  }, [state]);

  if (state.status === 'sent' && showConfirmation) {
    return (
      <FormSent title={sentTitle} state={state}>
        <div>
          <Button type="button" $variant="light" onClick={reset}>
            Send another
          </Button>
        </div>
      </FormSent>
    );
  }

  const field = ([name, spec]: [string, FieldSpec]) => <Field key={name} name={name} spec={spec} error={errorFor(name)} />;

  return (
    <Form
      ref={formRef}
      aria-label={label}
      action={`/api/${kind}`}
      method="post"
      onFocus={prepare}
      onInput={prepare}
      onSubmit={async (event) => {
        event.preventDefault();
        if (sending) return;
        const form = event.currentTarget;
        if (await submit(form)) {
          form.reset();
          onSent?.();
        }
      }}
    >
      <FieldRow>{entries.filter(([name]) => pairs.includes(name)).map(field)}</FieldRow>
      {entries.filter(([name]) => !pairs.includes(name)).map(field)}
      <Honeypot name={META_FIELDS.honeypot} />
      <FormProblem state={state} />
      <PrivacyNote text={privacyNote} />
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : submitLabel}
        </Button>
        {actions}
      </Actions>
    </Form>
  );
}

export const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
