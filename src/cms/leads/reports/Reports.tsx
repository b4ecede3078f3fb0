/**
 * The reports above the list: leads per week, and for a chosen period what each source brought and how fast leads
 * were answered (ResponseTimes.tsx). They count every lead loaded in the place shown, not the filtered ones, and say
 * so on screen; each is worked out again only when the leads (or the period) change, never as staff type a search.
 */
import React, { memo, useState } from 'react';
import type { Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import { Choice } from '../parts';
import { PERIODS, type Period } from './perSource';
import { ResponseTimes } from './ResponseTimes';
import { SourceReport } from './SourceReport';
import { WeeklyChart } from './WeeklyChart';

/** The place as the sentence names it. */
const IN_PLACE: Record<Place, string> = { inbox: 'in the Inbox', held: 'in Held', spam: 'in Spam' };

/** Both reports over `leads` (every lead loaded in `place`), with a line saying what they count. */
export const Reports = memo(function Reports({ leads, place }: { leads: readonly Lead[]; place: Place }) {
  const counted = leads.length === 1 ? 'the 1 lead' : `all ${leads.length.toLocaleString('en-US')} leads`;
  const [period, setPeriod] = useState<Period>('90');
  return (
    <>
      <p className="reports-note">
        The reports count {counted} loaded {IN_PLACE[place]}, whatever the search and filters show.
      </p>
      <WeeklyChart leads={leads} />
      <Choice label="Period" value={period} names={PERIODS} onChange={setPeriod} />
      <SourceReport leads={leads} period={period} />
      <ResponseTimes leads={leads} period={period} />
    </>
  );
});
