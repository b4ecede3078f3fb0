/**
 * Opening hours as the code counts them (src/leads/openingHours.ts): the business's own (data/business.json,
 * `openingHours.structured`, Mon–Fri 08:00–17:00 Eastern) and hours made up for an edge. Every edge the nudges and
 * the reports meet: a lead out of hours counts from the next opening (20:00 on a Friday: Monday 08:00), the two
 * changes of daylight saving time, a day with no hours, hours of one day written twice, and hours that name no time.
 */
import business from '../../data/business.json';
import { afterOpenMs, businessHours, hoursInWords, isOpen, nextOpening, openMsBetween, openingHours } from '../../src/leads/openingHours';

const MIN = 60_000;
const HOUR = 60 * MIN;

test('the business’s hours are the structured reading of data/business.json', () => {
  expect(business.openingHours.structured).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }]);
  expect(businessHours.isOpen('2026-11-20T13:00:00Z')).toBe(true);
});

test('a lead at 20:00 on a Friday counts from Monday’s opening', () => {
  // Friday 20 November 2026, 20:00 Eastern (EST, UTC-5).
  const friday = '2026-11-21T01:00:00Z';
  expect(isOpen(friday)).toBe(false);
  expect(nextOpening(friday)?.toISOString()).toBe('2026-11-23T13:00:00.000Z');
  // Answered Monday at 08:10 Eastern: ten minutes of opening hours, whatever the weekend was.
  expect(openMsBetween(friday, '2026-11-23T13:10:00Z')).toBe(10 * MIN);
  // Saturday and Sunday are days with no hours.
  expect(openMsBetween(friday, '2026-11-23T12:59:00Z')).toBe(0);
});

test('within opening hours: now is the next opening, and minutes count as they pass; closing time is closed', () => {
  expect(nextOpening('2026-11-20T15:00:00Z')?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  expect(openMsBetween('2026-11-20T15:00:00Z', '2026-11-20T15:05:00Z')).toBe(5 * MIN);
  // 16:55 to 08:05 the next morning: five minutes before closing, five after opening.
  expect(openMsBetween('2026-11-19T21:55:00Z', '2026-11-20T13:05:00Z')).toBe(10 * MIN);
  expect(isOpen('2026-11-20T22:00:00Z')).toBe(false);
  expect(isOpen('2026-11-20T21:59:59Z')).toBe(true);
  // A whole week is five days of nine hours; backwards or nothing is none.
  expect(openMsBetween('2026-11-16T05:00:00Z', '2026-11-23T05:00:00Z')).toBe(5 * 9 * HOUR);
  expect(openMsBetween('2026-11-20T15:05:00Z', '2026-11-20T15:00:00Z')).toBe(0);
});

test('the change to daylight saving time: Monday opens at 08:00 on the clock, now UTC-4', () => {
  // Clocks go forward on Sunday 8 March 2026. Friday 6 March 20:00 EST is 01:00 UTC on the 7th.
  expect(nextOpening('2026-03-07T01:00:00Z')?.toISOString()).toBe('2026-03-09T12:00:00.000Z');
  // From Friday's closing (22:00 UTC) to Monday's opening (12:00 UTC) is 62 hours, not one minute of them open.
  expect(openMsBetween('2026-03-06T22:00:00Z', '2026-03-09T12:00:00Z')).toBe(0);
  expect(openMsBetween('2026-03-06T21:00:00Z', '2026-03-09T13:00:00Z')).toBe(2 * HOUR);
});

test('the change back to standard time: Monday opens at 08:00 on the clock, now UTC-5', () => {
  // Clocks go back on Sunday 1 November 2026. Friday 30 October 20:00 EDT is 00:00 UTC on the 31st.
  expect(nextOpening('2026-10-31T00:00:00Z')?.toISOString()).toBe('2026-11-02T13:00:00.000Z');
  expect(openMsBetween('2026-10-30T20:00:00Z', '2026-11-02T14:00:00Z')).toBe(2 * HOUR);
});

test('hours across the night of a change keep the hours on the clock: a day of 23 hours has one hour less open', () => {
  const allDay = openingHours([{ days: ['Sunday'], opens: '00:00', closes: '23:59' }]);
  // Sunday 8 March 2026 (23 hours long) against Sunday 15 March.
  expect(allDay.openMsBetween('2026-03-08T00:00:00Z', '2026-03-09T12:00:00Z')).toBe(22 * HOUR + 59 * MIN);
  expect(allDay.openMsBetween('2026-03-15T00:00:00Z', '2026-03-16T12:00:00Z')).toBe(23 * HOUR + 59 * MIN);
  // Sunday 1 November 2026 is 25 hours long.
  expect(allDay.openMsBetween('2026-11-01T00:00:00Z', '2026-11-02T12:00:00Z')).toBe(24 * HOUR + 59 * MIN);
});

test('a day with no hours in the middle of the week is skipped; the same day written twice is joined', () => {
  const hours = openingHours([
    { days: ['Monday', 'Tuesday', 'Thursday'], opens: '09:00', closes: '12:00' },
    { days: ['Tuesday'], opens: '11:00', closes: '13:00' },
    { days: ['Saturday'], opens: '10:00', closes: '09:00' },
  ]);
  // Tuesday 17 November 2026 13:00 Eastern: Wednesday has no hours, Thursday opens at 09:00.
  expect(hours.nextOpening('2026-11-17T18:00:00Z')?.toISOString()).toBe('2026-11-19T14:00:00.000Z');
  // Tuesday 09:00 to 13:00 once, not five hours.
  expect(hours.openMsBetween('2026-11-17T05:00:00Z', '2026-11-18T05:00:00Z')).toBe(4 * HOUR);
  // A Saturday that closes before it opens has no hours.
  expect(hours.openMsBetween('2026-11-21T05:00:00Z', '2026-11-22T05:00:00Z')).toBe(0);
});

test('hours that name no time at all have no next opening and count nothing', () => {
  const never = openingHours([{ days: ['Monday'], opens: '09:00', closes: '09:00' }]);
  expect(never.nextOpening('2026-11-20T15:00:00Z')).toBeNull();
  expect(never.openMsBetween('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(0);
});

test('hours in words, as the customer’s confirmation and the reports name them', () => {
  expect(hoursInWords(business.openingHours.structured)).toBe('Monday to Friday, 8:00 AM to 5:00 PM');
  expect(
    hoursInWords([
      { days: ['Thursday', 'Monday'], opens: '09:30', closes: '12:00' },
      { days: ['Saturday'], opens: '00:00', closes: '23:59' },
    ]),
  ).toBe('Monday and Thursday, 9:30 AM to 12:00 PM; Saturday, 12:00 AM to 11:59 PM');
});

test('when a wait falls due: fifteen minutes of opening hours after a lead at 20:00 on a Friday is Monday 08:15, and a wait runs over a night', () => {
  expect(afterOpenMs('2026-11-21T01:00:00Z', 15 * MIN)?.toISOString()).toBe('2026-11-23T13:15:00.000Z');
  // 16:50 on a Thursday: ten minutes that day, five the next morning.
  expect(afterOpenMs('2026-11-19T21:50:00Z', 15 * MIN)?.toISOString()).toBe('2026-11-20T13:05:00.000Z');
  // Across the change to daylight saving time: Monday 08:15 is 12:15 UTC then.
  expect(afterOpenMs('2026-03-07T01:00:00Z', 15 * MIN)?.toISOString()).toBe('2026-03-09T12:15:00.000Z');
  // The two agree: what falls due after 15 minutes has had 15 minutes.
  expect(openMsBetween('2026-11-19T21:50:00Z', afterOpenMs('2026-11-19T21:50:00Z', 15 * MIN)!)).toBe(15 * MIN);
  expect(openingHours([{ days: ['Monday'], opens: '09:00', closes: '09:00' }]).afterOpenMs('2026-11-20T15:00:00Z', MIN)).toBeNull();
});
