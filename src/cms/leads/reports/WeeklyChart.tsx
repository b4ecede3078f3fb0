/** Leads per week over the last twelve weeks, by form: stacked bars drawn in SVG, with the figures as a table for screen readers. */
import React, { useMemo } from 'react';
import { FORM_KINDS, type FormKind } from '../../../forms/fields';
import { FORM_NAMES } from '../../../leads/rows';
import type { Lead } from '../../../leads/lead';
import { leadsPerWeek } from './weeks';

const FORM_COLOURS: Record<FormKind, string> = { quote: 'var(--ocean)', contact: 'var(--palm)', community: 'var(--sunset)' };

/** The weekly chart of `leads`, counted once for each new set of leads. */
export function WeeklyChart({ leads }: { leads: readonly Lead[] }) {
  const weeks = useMemo(() => leadsPerWeek(leads), [leads]);
  const most = Math.max(1, ...weeks.map((week) => FORM_KINDS.reduce((sum, kind) => sum + week.counts[kind], 0)));
  const [width, height, bar] = [600, 140, 600 / weeks.length];
  return (
    <figure className="chart">
      <figcaption>Leads per week, last 12 weeks (weeks from Monday, Eastern time)</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} aria-hidden="true" focusable="false">
        {weeks.map((week, index) => {
          let top = height;
          return (
            <g key={week.start}>
              {FORM_KINDS.map((kind) => {
                const size = (week.counts[kind] / most) * (height - 10);
                top -= size;
                return size > 0 ? <rect key={kind} x={index * bar + 4} y={top} width={bar - 8} height={size} fill={FORM_COLOURS[kind]} /> : null;
              })}
              <text x={index * bar + bar / 2} y={height + 14} textAnchor="middle" fontSize="10">
                {week.start.slice(5).replace('-', '/')}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="legend" aria-hidden="true">
        {FORM_KINDS.map((kind) => (
          <li key={kind}>
            <span style={{ background: FORM_COLOURS[kind] }} />
            {FORM_NAMES[kind]}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>Leads per week by form</caption>
        <thead>
          <tr>
            <th scope="col">Week from</th>
            {FORM_KINDS.map((kind) => (
              <th scope="col" key={kind}>
                {FORM_NAMES[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{week.start}</th>
              {FORM_KINDS.map((kind) => (
                <td key={kind}>{week.counts[kind]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
