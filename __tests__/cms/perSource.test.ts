/** What each source brings, as the leads view counts it (src/cms/leads/reports/perSource.ts). */
import { leadsPerSource } from '../../src/cms/leads/reports/perSource';
import { campaignNames } from '../../src/leads/campaignNames';
import type { LeadSource } from '../../src/forms/leadSource';
import type { FollowUpState } from '../../src/leads/states';
import type { Lead } from '../../src/leads/lead';
import { VALID } from '../forms/fixtures';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

/** A lead from `source`, received `days` ago, whose follow-up went through `states`. */
function lead(source: LeadSource | undefined, days: number, states: FollowUpState[] = []): Lead {
  const history = states.map((state, index) => ({ kind: 'state' as const, state, n: index + 1, at: daysAgo(days), by: 'pat' }));
  return {
    id: `${days}-${Math.random()}`,
    kind: 'contact',
    receivedAt: daysAgo(days),
    values: VALID.contact,
    place: 'inbox',
    mailed: null,
    followUp: { state: states.at(-1) ?? 'new', history, version: history.length },
    ...(source ? { source } : {}),
  };
}

const campaigns = campaignNames();
const truck = { landing: '/?utm_source=truck&utm_campaign=spring', utmSource: 'truck', utmCampaign: 'spring' };
const google = { landing: '/services', referrer: 'www.google.com' };

test('per source over a period: leads, those that reached Quoted (Won since included) and those Won, the most leads first', () => {
  const leads = [
    lead(truck, 2, ['contacted', 'quoted', 'won']),
    lead(truck, 5, ['contacted', 'quoted']),
    lead(truck, 10, ['contacted', 'quoted', 'lost']),
    lead(google, 3, ['won']),
    lead(google, 40, ['contacted']),
    lead(undefined, 1),
    lead({ landing: '/' }, 200, ['quoted', 'won']),
  ];
  expect(leadsPerSource(leads, '30', campaigns, NOW)).toEqual([
    { source: `${campaigns.get('truck')} (spring)`, leads: 3, quoted: 3, won: 1 },
    { source: 'Google search', leads: 1, quoted: 1, won: 1 },
    { source: 'not recorded', leads: 1, quoted: 0, won: 0 },
  ]);
  expect(leadsPerSource(leads, '90', campaigns, NOW).find((row) => row.source === 'Google search')).toEqual({
    source: 'Google search',
    leads: 2,
    quoted: 1,
    won: 1,
  });
  expect(leadsPerSource(leads, '0', campaigns, NOW).find((row) => row.source === 'direct')).toEqual({ source: 'direct', leads: 1, quoted: 1, won: 1 });
  expect(leadsPerSource([], '30', campaigns, NOW)).toEqual([]);
});
