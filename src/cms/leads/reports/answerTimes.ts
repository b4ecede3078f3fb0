/**
 * How fast leads were answered (issue 66, item 5), for the leads of a chosen period (perSource.ts's periods): the
 * median time to a lead's first answer counted within opening hours (src/leads/clock.ts, openingHours.ts), and the
 * share answered within 5 minutes and within an hour of opening hours, overall and per source as staff read it.
 *
 * A lead not answered yet counts against a share once that much opening time has passed since it came, and not
 * before (a lead that came two minutes ago is neither in time nor late yet); the median is of the answered leads.
 */
import { openTimeToFirstAnswerMs } from '../../../leads/clock';
import type { Lead } from '../../../leads/lead';
import { openMsBetween } from '../../../leads/openingHours';
import { type CampaignNames, describeSource } from '../../../leads/sources';
import type { Period } from './perSource';

/** The two targets the reports count, in milliseconds of opening hours. */
export const WITHIN = { fiveMinutes: 5 * 60_000, anHour: 60 * 60_000 } as const;

/** A share: how many leads made it, of how many could have by now. */
export interface Share {
  made: number;
  of: number;
}

export interface ResponseRow {
  /** The source as staff read it, or null for every source together. */
  source: string | null;
  leads: number;
  answered: number;
  /** The median time to first answer within opening hours, of the answered leads; null when none was. */
  medianMs: number | null;
  fiveMinutes: Share;
  anHour: Share;
}

const DAY = 86_400_000;

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One lead as the figures count it: its time to first answer within opening hours, or how long it has waited so far. */
function timed(lead: Lead, now: number) {
  const answeredMs = openTimeToFirstAnswerMs(lead);
  return answeredMs === null ? { answeredMs, waitedMs: openMsBetween(lead.receivedAt, now) } : { answeredMs, waitedMs: answeredMs };
}

function rowOf(source: string | null, leads: ReadonlyArray<ReturnType<typeof timed>>): ResponseRow {
  const answered = leads.filter((lead) => lead.answeredMs !== null).map((lead) => lead.answeredMs!);
  const share = (limit: number): Share => ({
    made: answered.filter((ms) => ms <= limit).length,
    of: leads.filter((lead) => lead.answeredMs !== null || lead.waitedMs > limit).length,
  });
  return {
    source,
    leads: leads.length,
    answered: answered.length,
    medianMs: median(answered),
    fiveMinutes: share(WITHIN.fiveMinutes),
    anHour: share(WITHIN.anHour),
  };
}

/**
 * The figures of the leads received within `period` of `now`: every source together first, then one row a source,
 * the most leads first (then by name); sources of staff's own links by the names they gave them (`campaigns`).
 */
export function responseTimes(leads: readonly Lead[], period: Period, campaigns: CampaignNames, now = Date.now()): ResponseRow[] {
  const since = Number(period) ? now - Number(period) * DAY : -Infinity;
  const bySource = new Map<string, Array<ReturnType<typeof timed>>>();
  const all: Array<ReturnType<typeof timed>> = [];
  for (const lead of leads) {
    if (Date.parse(lead.receivedAt) < since) continue;
    const one = timed(lead, now);
    all.push(one);
    const source = describeSource(lead.source, campaigns);
    const ofSource = bySource.get(source);
    if (ofSource) ofSource.push(one);
    else bySource.set(source, [one]);
  }
  const rows = [...bySource].map(([source, timedLeads]) => rowOf(source, timedLeads));
  return [rowOf(null, all), ...rows.sort((a, b) => b.leads - a.leads || a.source!.localeCompare(b.source!))];
}
