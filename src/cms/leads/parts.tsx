/**
 * Small parts the list, the reports and the open lead share: a control named by its label, a choice from a list of
 * names, and a lead's mail as staff read it.
 */
import React, { cloneElement, useId } from 'react';
import { mailStatus } from '../../leads/rows';
import type { Lead } from '../../leads/lead';

/** A control with its label beside it, named by the label alone (a wrapping label would add a select's chosen option to its name). */
export function Labelled({ label, className = '', children }: { label: string; className?: string; children: React.ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

/** A choice from a list, each value shown by its name (in the order of `names`). */
export function Choice<T extends string>({
  label,
  value,
  names,
  onChange,
}: {
  label: string;
  value: T;
  names: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Labelled label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.entries(names) as [T, string][]).map(([choice, name]) => (
          <option key={choice} value={choice}>
            {name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Whether a lead was mailed, waits, or failed, in words (src/leads/rows.ts); a failure stands out. */
export function MailCell({ lead }: { lead: Lead }) {
  const status = mailStatus(lead);
  return <span className={`mail mail-${status.status}`}>{status.text}</span>;
}
