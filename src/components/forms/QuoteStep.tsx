import React from 'react';
import styled from 'styled-components';
import type { QuoteFieldName, QuoteStep as Step } from '../../forms/quoteSteps';
import { theme } from '../../theme/theme';
import { FieldRow } from './Field';

interface QuoteStepProps {
  step: Step;
  index: number;
  count: number;
  /** Hidden while another step shows; never without scripts, when every step shows as one form. */
  hidden: boolean;
  /** Draws one field of the step by its name, keyed by it. */
  field: (name: QuoteFieldName) => React.ReactNode;
}

/**
 * One step of the quote form: a fieldset of the form itself whose legend, first in it, says where the visitor is
 * ("Step 2 of 4: Property Details") and takes focus when they move to it (useQuoteSteps), then the step's fields row
 * by row (src/forms/quoteSteps.ts).
 */
export function QuoteStep({ step, index, count, hidden, field }: QuoteStepProps) {
  return (
    <Fieldset hidden={hidden}>
      <Legend tabIndex={-1}>{`Step ${index + 1} of ${count}: ${step.title}`}</Legend>
      {step.rows.map((row) => (row.length > 1 ? <FieldRow key={row[0]}>{row.map(field)}</FieldRow> : field(row[0])))}
    </Fieldset>
  );
}

/** Which steps are done, which shows and which are to come, above the form. */
export function QuoteProgress({ steps, current, shown }: { steps: readonly Step[]; current: number; shown: boolean }) {
  return (
    <Progress aria-hidden="true" $shown={shown}>
      {steps.map(({ title }, index) => (
        <ProgressStep key={title} $state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span>{index + 1}</span>
          {title}
        </ProgressStep>
      ))}
    </Progress>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  &[hidden] {
    display: none;
  }
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space.md};
  padding: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

const Progress = styled.ol<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.xs};
`;

const ProgressStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  text-align: center;
  color: ${({ $state }) => ($state === 'todo' ? theme.colors.inkSoft : theme.colors.oceanDeep)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ $state }) => ($state === 'todo' ? theme.colors.line : theme.colors.ocean)};
    color: ${({ $state }) => ($state === 'todo' ? theme.colors.ink : theme.colors.white)};
  }
`;
