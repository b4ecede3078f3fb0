/**
 * What the leads API answers (handler.ts): JSON, or a photo's bytes, with a status; the refusals in staff's words.
 */
import type { FollowUp } from '../../leads/followUp';
import type { Lead } from '../../leads/lead';

/** An answer: JSON, or a photo's bytes (`image`, JPEG). */
export type Answer = { status: number; json: Record<string, unknown>; headers?: Record<string, string>; image?: Buffer };

/** A refusal, in staff's words. */
export const problem = (status: number, message: string): Answer => ({ status, json: { ok: false, message } });

/** The lead as it is now, when a change was refused because someone else changed it meanwhile (409): look, then act again. */
export const changedMeanwhile = (lead: Lead, followUp: FollowUp, message: string): Answer => ({
  status: 409,
  json: { ok: false, message, lead: { ...lead, followUp } },
});

/** A whole number from a query string, or `fallback`. */
export const whole = (value: unknown, fallback: number) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : fallback);

/** The form of a lead's id in any request; anything else is no lead. */
export const LEAD_ID = /^[\w-]{1,64}$/;
