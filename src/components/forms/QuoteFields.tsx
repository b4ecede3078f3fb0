import React, { useCallback, useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { FieldMessage, Label, Select, Wrapper } from './Field';

export interface Option {
  value: string;
  label: string;
}

/** A labelled list of options, with the server's message beneath it. */
export function OptionSelect({ name, label, options, error }: { name: string; label: string; options: readonly Option[]; error?: string }) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
    </Wrapper>
  );
}

/** The values of the boxes ticked in a list, one a line, read again at each `change` in it; none in the server's HTML. */
function useTicked(list: HTMLUListElement | null): string {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!list) return () => {};
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [list],
  );
  const ticked = () => (list ? Array.from(list.querySelectorAll<HTMLInputElement>('input:checked'), (box) => box.value).join('\n') : '');
  return useSyncExternalStore(subscribe, ticked, () => '');
}

/**
 * The services a quote may ask for, as boxes to tick, and a line that says which are ticked. The boxes hold the
 * answer: the line reads them (their `change` events), whether the visitor ticked them or a draft did.
 */
export function ServiceChoices({ name, services, error }: { name: string; services: readonly { id: string; name: string }[]; error?: string }) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const ticked = useTicked(list).split('\n');
  const names = services.filter((service) => ticked.includes(service.id)).map((service) => service.name);
  return (
    <>
      <Checkboxes ref={setList}>
        {services.map((service) => (
          <li key={service.id}>
            <label>
              <input type="checkbox" name={name} value={service.id} />
              {service.name}
            </label>
          </li>
        ))}
      </Checkboxes>
      {error && <FieldMessage>{error}</FieldMessage>}
      <Selected aria-live="polite">{names.length === 0 ? 'No services selected yet.' : `${names.length} selected: ${names.join(', ')}`}</Selected>
    </>
  );
}

const Checkboxes = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    cursor: pointer;
  }

  input {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${theme.colors.ocean};
  }
`;

const Selected = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.palmDark};
`;
