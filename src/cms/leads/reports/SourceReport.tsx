/** What each source brings over the reports' period (perSource.ts): leads, Quoted and Won, as a table, with bars of the same figures. */
import React, { useMemo } from 'react';
import type { Lead } from '../../../leads/lead';
import { useNames } from '../context';
import { type Period, leadsPerSource } from './perSource';

/** The source report of `leads` over `period` (chosen above the reports: Reports.tsx), counted once for each new set of leads or period. */
export function SourceReport({ leads, period }: { leads: readonly Lead[]; period: Period }) {
  const { campaigns } = useNames();
  const rows = useMemo(() => leadsPerSource(leads, period, campaigns), [leads, period, campaigns]);
  const most = Math.max(1, ...rows.map((row) => row.leads));
  return (
    <figure className="chart sources">
      <figcaption>Where leads came from, and what became of them</figcaption>
      {rows.length ? (
        <table>
          <caption className="visually-hidden">Leads by source</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Leads</th>
              <th scope="col">Quoted</th>
              <th scope="col">Won</th>
              <th scope="col" aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row">{row.source}</th>
                <td>{row.leads}</td>
                <td>{row.quoted}</td>
                <td>{row.won}</td>
                <td aria-hidden="true" className="bars">
                  <svg viewBox="0 0 100 12" preserveAspectRatio="none" focusable="false">
                    <rect width={(row.leads / most) * 100} height="12" fill="var(--ocean)" opacity="0.35" />
                    <rect width={(row.quoted / most) * 100} height="12" fill="var(--ocean)" />
                    <rect width={(row.won / most) * 100} height="12" fill="var(--palm)" />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads in this period.</p>
      )}
    </figure>
  );
}
