/**
 * How fast leads were answered, for the period chosen for the reports (answerTimes.ts): the median time to first
 * answer within opening hours and the share answered within 5 minutes and within an hour, overall and by source, as a
 * table that says what it counts. Worked out again only when the leads or the period change.
 */
import React, { memo, useMemo } from 'react';
import business from '../../../../data/business.json';
import { inWords } from '../../../leads/clock';
import type { Lead } from '../../../leads/lead';
import { hoursInWords } from '../../../leads/openingHours';
import { useNames } from '../context';
import type { Period } from './perSource';
import { type ResponseRow, type Share, responseTimes } from './answerTimes';

/** A share in words: "75% (3 of 4)", or a dash when no lead could have made it yet. */
const inShare = ({ made, of }: Share) => (of ? `${Math.round((made / of) * 100)}% (${made} of ${of})` : '–');

function Row({ row }: { row: ResponseRow }) {
  return (
    <tr>
      <th scope="row">{row.source ?? 'All sources'}</th>
      <td>{row.leads}</td>
      <td>{row.answered}</td>
      <td>{row.medianMs === null ? '–' : inWords(row.medianMs)}</td>
      <td>{inShare(row.fiveMinutes)}</td>
      <td>{inShare(row.anHour)}</td>
    </tr>
  );
}

/** The time to first answer of `leads` (every lead loaded in the place shown) received within `period`. */
export const ResponseTimes = memo(function ResponseTimes({ leads, period }: { leads: readonly Lead[]; period: Period }) {
  const { campaigns } = useNames();
  const rows = useMemo(() => responseTimes(leads, period, campaigns), [leads, period, campaigns]);
  const overall = rows[0];
  return (
    <figure className="chart sources response-times">
      <figcaption>How fast leads were answered</figcaption>
      <p className="reports-note">
        From when a lead came to its first answer (Call or Email tapped in this view, or a follow-up state past New), counted within opening hours (
        {hoursInWords(business.openingHours.structured)}, Eastern), for the period chosen above. A lead not answered yet counts as late once that much opening
        time has passed.
      </p>
      {overall.leads ? (
        <table>
          <caption className="visually-hidden">Time to first answer by source</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Leads</th>
              <th scope="col">Answered</th>
              <th scope="col">Median time to answer</th>
              <th scope="col">Within 5 minutes</th>
              <th scope="col">Within an hour</th>
            </tr>
          </thead>
          <tbody>
            <Row row={overall} />
            {rows.slice(1).map((row) => (
              <Row key={row.source} row={row} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads in this period.</p>
      )}
    </figure>
  );
});
