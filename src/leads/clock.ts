/**
 * A lead's clock as staff read it (the clock itself is `lead.clock`, kept by src/server/clock/): whether a lead still
 * waits for an answer, since when, how long it took to answer, wall-clock and within opening hours (openingHours.ts),
 * and those times in words. Read by the leads view (the open lead, the list, the reports), the CSV and `npm run
 * leads` (rows.ts), and the nudges of leads nobody answered. Runs in Node and in the browser.
 */
import type { Lead } from './lead';
import { openMsBetween } from './openingHours';

/** The part of a lead its clock is read from. */
export type ClockedLead = Pick<Lead, 'receivedAt' | 'place' | 'followUp' | 'clock'>;

/** Whether the lead waits for an answer: in the Inbox, still New, and no Call or Email tapped on it yet. */
export function isWaiting(lead: ClockedLead): boolean {
  return lead.place === 'inbox' && lead.followUp.state === 'new' && !lead.clock?.firstAnswer;
}

/**
 * Since when the lead waits (or waited) in the Inbox, in milliseconds since 1970: when it came, or when staff last
 * moved it into the Inbox from Held or Spam. Meant for a lead that `isWaiting`.
 */
export function waitingSinceMs(lead: ClockedLead): number {
  const moved = lead.followUp.history.filter((entry) => entry.kind === 'place').at(-1);
  return Date.parse(moved?.kind === 'place' && moved.place === 'inbox' ? moved.at : lead.receivedAt);
}

/** How long the lead has waited by `now`, wall-clock, in milliseconds. */
export const waitingMs = (lead: ClockedLead, now = Date.now()) => Math.max(0, now - waitingSinceMs(lead));

/** How long it took from the lead's coming to its first answer, wall-clock, in milliseconds; null when it has none yet. */
export function timeToFirstAnswerMs(lead: ClockedLead): number | null {
  const answer = lead.clock?.firstAnswer;
  return answer ? Math.max(0, Date.parse(answer.at) - Date.parse(lead.receivedAt)) : null;
}

/**
 * The same within opening hours (data/business.json): a lead that came at 20:00 on a Friday and was called at 08:05
 * on Monday took 5 minutes. Null when it has no answer yet.
 */
export function openTimeToFirstAnswerMs(lead: ClockedLead): number | null {
  const answer = lead.clock?.firstAnswer;
  return answer ? openMsBetween(lead.receivedAt, answer.at) : null;
}

/** A span of time as staff read it: "under a minute", "12 min", "2 h 05 min", "3 days 4 h". */
export function inWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** How a first answer was made, as staff read it. */
export const ANSWER_NAMES = { call: 'a call', email: 'an email', state: 'a follow-up state' } as const;
