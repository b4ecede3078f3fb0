/** What each source brings over a chosen period (perSource.ts): leads, Quoted and Won, as a table, with bars of the same figures. */
import React, { useMemo, useState } from 'react';
import type { Lead } from '../../../leads/lead';
import { useNames } from '../context';
import { Choice } from '../parts';
import { PERIODS, type Period, leadsPerSource } from './perSource';

/** The source report of `leads`, counted once for each new set of leads or period. */
export function SourceReport({ leads }: { leads: readonly Lead[] }) {
  const { campaigns } = useNames();
  const [period, setPeriod] = useState<Period>('90');
  const rows = useMemo(() => leadsPerSource(leads, period, campaigns), [leads, period, campaigns]);
  const most = Math.max(1, ...rows.map((row) => row.leads));
  return (
    <figure className="chart sources">
      <figcaption>Where leads came from, and what became of them</figcaption>
      <Choice label="Period" value={period} names={PERIODS} onChange={setPeriod} />
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
