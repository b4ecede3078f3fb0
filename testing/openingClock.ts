/**
 * Moments chosen by the business's opening hours (data/business.json through src/leads/openingHours.ts), for the
 * tests of the nudges on the hosts, which run the round at the real time of day: a lead that "came" when `openMs` of
 * opening hours had still to pass before `nowMs` falls due exactly then, whatever the hour the test runs at (out of
 * hours, that many opening minutes before the last closing).
 */
import { openMsBetween } from '../src/leads/openingHours';

/** The latest instant before `nowMs` from which `openMs` of opening hours have passed by `nowMs` (to the millisecond). */
export function openMsBefore(nowMs: number, openMs: number): number {
  let [early, late] = [nowMs - 30 * 86_400_000, nowMs];
  while (late - early > 1) {
    const mid = Math.floor((early + late) / 2);
    if (openMsBetween(mid, nowMs) > openMs) early = mid;
    else late = mid;
  }
  return late;
}
