/** Leads per week for the view's chart: weeks start on Monday, in Eastern time, as the office counts them. */
import type { FormKind } from '../../../forms/fields';
import { easternDate } from '../../../leads/rows';

export interface Week {
  /** The Monday, "YYYY-MM-DD". */
  start: string;
  counts: Record<FormKind, number>;
}

const DAY = 86_400_000;

/** The Eastern calendar date of a time, as a UTC midnight (so that day arithmetic has no daylight-saving steps). */
function easternDay(time: number): number {
  const [year, month, day] = easternDate(time).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The Monday of the week of a time. */
export const weekStart = (time: number) => {
  const day = easternDay(time);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
};

/** The last `count` weeks up to the one of `now`, oldest first, with each form's leads counted. */
export function leadsPerWeek(leads: readonly { kind: FormKind; receivedAt: string }[], now = Date.now(), count = 12): Week[] {
  const last = weekStart(now);
  const weeks: Week[] = Array.from({ length: count }, (_, index) => ({
    start: new Date(last - (count - 1 - index) * 7 * DAY).toISOString().slice(0, 10),
    counts: { quote: 0, contact: 0, community: 0 },
  }));
  const byStart = new Map(weeks.map((week) => [week.start, week]));
  for (const lead of leads) {
    const week = byStart.get(new Date(weekStart(Date.parse(lead.receivedAt))).toISOString().slice(0, 10));
    if (week) week.counts[lead.kind] += 1;
  }
  return weeks;
}
