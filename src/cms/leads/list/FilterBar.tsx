/**
 * What staff narrow the list to: form, follow-up state, dates and a search by name, email or phone (filters.ts),
 * with the export of the leads they leave shown.
 */
import React from 'react';
import { FORM_NAMES } from '../../../leads/rows';
import { STATE_NAMES } from '../../../leads/states';
import { Choice, Labelled } from '../parts';
import { type Filters, NO_FILTERS } from './filters';

/** The filters, Clear, and Export CSV with how many leads it would hold. */
export function FilterBar({
  filters,
  onChange,
  onExport,
  exportCount,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onExport: () => void;
  exportCount: number;
}) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <form className="filters" role="search" aria-label="Find leads" onSubmit={(event) => event.preventDefault()}>
      <Choice label="Form" value={filters.form} names={{ '': 'Every form', ...FORM_NAMES }} onChange={(form) => set({ form })} />
      <Choice label="Follow-up" value={filters.state} names={{ '': 'Any state', ...STATE_NAMES }} onChange={(state) => set({ state })} />
      <Labelled label="From">
        <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
      </Labelled>
      <Labelled label="To">
        <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
      </Labelled>
      <Labelled label="Search name, email or phone" className="search">
        <input type="search" value={filters.search} onChange={(event) => set({ search: event.target.value })} />
      </Labelled>
      <button type="button" onClick={() => onChange(NO_FILTERS)}>
        Clear
      </button>
      <button type="button" onClick={onExport} disabled={exportCount === 0}>
        Export CSV ({exportCount})
      </button>
    </form>
  );
}
