/**
 * The line kept of a removed lead (src/server/followUp/removal.ts writes it; the leads view lists it): when, why and
 * by whom, its form, when it came and how many photos it had, never what the visitor wrote. Types only.
 */
import type { FormKind } from '../forms/fields';

/** The line kept of a removed lead: nothing a visitor wrote. */
export interface Removal {
  removedAt: string;
  /** Why, in staff's words ("in Spam for more than 30 days", "deleted at the customer's request"). */
  why: string;
  kind?: FormKind;
  /** When the lead came. */
  receivedAt: string;
  /** How many photos were removed with it. */
  photos?: number;
  /** Who removed it, when staff did: their login, and the name they gave the host (staff.ts). */
  by?: string;
  byName?: string;
}
