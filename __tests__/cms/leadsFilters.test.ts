/**
 * What the leads view counts and shows (src/cms/leads/reports/weeks.ts, list/filters.ts): weeks from Monday in Eastern time, and
 * filters by form, follow-up state, Eastern dates and a search over name, email and phone.
 */
import { type Filters, NO_FILTERS, matches } from '../../src/cms/leads/list/filters';
import { leadsPerWeek, weekStart } from '../../src/cms/leads/reports/weeks';
import type { Lead } from '../../src/leads/lead';
import { VALID } from '../forms/fixtures';

const lead = (kind: Lead['kind'], receivedAt: string, state: Lead['followUp']['state'] = 'new'): Lead => ({
  id: `${kind}-${receivedAt}`,
  kind,
  receivedAt,
  values: VALID[kind],
  place: 'inbox',
  mailed: null,
  followUp: { state, history: [], version: 0 },
});

describe('leads per week', () => {
  test('a week starts on Monday at midnight Eastern, across the change from summer time', () => {
    // Sunday 23:30 Eastern (03:30 UTC on Monday) still belongs to the week before.
    expect(new Date(weekStart(Date.parse('2026-11-09T04:30:00Z'))).toISOString().slice(0, 10)).toBe('2026-11-02');
    expect(new Date(weekStart(Date.parse('2026-11-09T05:30:00Z'))).toISOString().slice(0, 10)).toBe('2026-11-09');
    // The week that holds the first Sunday of November, when clocks go back.
    expect(new Date(weekStart(Date.parse('2026-11-01T12:00:00Z'))).toISOString().slice(0, 10)).toBe('2026-10-26');
  });

  test('the last twelve weeks, oldest first, each form counted; older leads left out', () => {
    const now = Date.parse('2026-11-27T15:00:00Z');
    const weeks = leadsPerWeek(
      [
        lead('quote', '2026-11-27T14:00:00Z'),
        lead('quote', '2026-11-23T12:00:00Z'),
        lead('contact', '2026-11-20T12:00:00Z'),
        lead('community', '2026-08-01T12:00:00Z'),
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0].start).toBe('2026-09-07');
    expect(weeks.at(-1)).toEqual({ start: '2026-11-23', counts: { quote: 2, contact: 0, community: 0 } });
    expect(weeks.at(-2)).toEqual({ start: '2026-11-16', counts: { quote: 0, contact: 1, community: 0 } });
    expect(weeks.reduce((sum, week) => sum + week.counts.community, 0)).toBe(0);
  });
});

describe('filters', () => {
  const quote = lead('quote', '2026-11-27T03:00:00Z', 'quoted'); // the evening of 26 November, Eastern
  const find = (filters: Partial<Filters>) => matches(quote, { ...NO_FILTERS, ...filters });

  test('by form and follow-up state', () => {
    expect(find({ form: 'quote', state: 'quoted' })).toBe(true);
    expect(find({ form: 'contact' })).toBe(false);
    expect(find({ state: 'won' })).toBe(false);
  });

  test('by dates, inclusive, as the office’s calendar has them', () => {
    expect(find({ from: '2026-11-26', to: '2026-11-26' })).toBe(true);
    expect(find({ from: '2026-11-27' })).toBe(false);
    expect(find({ to: '2026-11-25' })).toBe(false);
  });

  test('a search finds name, email and phone, the phone however it is written', () => {
    for (const search of ['dana', 'WHITFIELD', 'dana@example', '910-555-0142', '5550142', 'Dana Whitfield']) expect(find({ search })).toBe(true);
    for (const search of ['Carolina', 'Ortiz', '999']) expect(find({ search })).toBe(false);
  });
});
