/**
 * What each source brings (issue 59): for the leads of a chosen period, per source as staff read it
 * (describeSource, src/leads/sources.ts), how many leads came, how many reached Quoted (a quote went out: Quoted, or Won since), and
 * how many were Won. Worked out from the leads the view has loaded (the Inbox, or Held).
 */
import { type CampaignNames, describeSource } from '../../../leads/sources';
import type { Lead } from '../../../leads/lead';

export interface SourceRow {
  source: string;
  leads: number;
  quoted: number;
  won: number;
}

/** The periods staff choose from, in days (0: every lead loaded). */
export const PERIODS = { '30': 'Last 30 days', '90': 'Last 90 days', '365': 'Last 12 months', '0': 'All loaded leads' } as const;
export type Period = keyof typeof PERIODS;

const DAY = 86_400_000;

/** Whether a lead's follow-up reached Quoted: a Quoted state now or before, or Won. */
const reachedQuoted = (lead: Lead) =>
  lead.followUp.state === 'won' || lead.followUp.history.some((entry) => entry.kind === 'state' && (entry.state === 'quoted' || entry.state === 'won'));

/**
 * One row a source, the most leads first (then by name), for the leads received within `period` of `now`; sources
 * of staff's own links by the names they gave them (`campaigns`).
 */
export function leadsPerSource(leads: readonly Lead[], period: Period, campaigns: CampaignNames, now = Date.now()): SourceRow[] {
  const since = Number(period) ? now - Number(period) * DAY : -Infinity;
  const rows = new Map<string, SourceRow>();
  for (const lead of leads) {
    if (Date.parse(lead.receivedAt) < since) continue;
    const source = describeSource(lead.source, campaigns);
    const row = rows.get(source) ?? { source, leads: 0, quoted: 0, won: 0 };
    row.leads += 1;
    if (reachedQuoted(lead)) row.quoted += 1;
    if (lead.followUp.state === 'won') row.won += 1;
    rows.set(source, row);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
}
