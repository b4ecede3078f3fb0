/**
 * Where a lead waits (src/server/followUp/places.ts decides and keeps it): in the Inbox, mailed to the office at once as
 * always; Held, for a lead the site is unsure of, not mailed until staff say it is not spam (one mail a day says how
 * many wait); or in Spam, kept 30 days and then removed. Nothing a visitor sends is dropped: it lands in one of them.
 */
export const PLACES = ['inbox', 'held', 'spam'] as const;
export type Place = (typeof PLACES)[number];

/** The places as staff read them. */
export const PLACE_NAMES: Record<Place, string> = { inbox: 'Inbox', held: 'Held', spam: 'Spam' };

/** How long a lead stays in Spam before it is removed (and the removal logged). */
export const SPAM_KEPT_DAYS = 30;
