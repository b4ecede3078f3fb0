/**
 * What a push says of a lead. A notification shows on a locked phone, to anyone near it, so it names the form, the
 * sender's first name and, for a quote, the town: enough to know it is worth a look, and nothing a stranger could
 * use (never the last name, phone, email, street address or message). The leads view's service worker
 * (src/cms/leads/app/serviceWorker.ts) shows it, and opens `url` when it is tapped.
 */
import type { FormKind } from '../../forms/fields';
import type { StoredSubmission } from '../../leads/lead';

/** The push's message, as the service worker reads it. */
export interface PushPayload {
  leadId: string;
  title: string;
  body: string;
  /** The lead in the leads view, on the site's own origin. */
  url: string;
  /** Shown without a sound or vibration (a reminder, not news). */
  quiet?: boolean;
}

/** How the push names each form. */
export const PUSH_TITLES: Record<FormKind, string> = { quote: 'quote request', contact: 'message', community: 'community request' };

/** The longest first name or town a push carries: a field typed in may be long, and a notification is a line or two. */
const MAX_PART_CHARS = 40;

const part = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, MAX_PART_CHARS) : '');

/** The lead in the leads view, as a path of the site (the mail's link is the same, whole: mail/compose.ts). */
export const leadPath = (id: string) => `/admin/leads/?lead=${encodeURIComponent(id)}`;

/** How a push other than a new lead's says itself: `why` instead of "New", no sound, and a line of the site's own words. */
export interface PushOptions {
  quiet?: boolean;
  why?: string;
  /** A line the site wrote, never the visitor (why a lead was held: its reasons in staff's words), under the name. */
  detail?: string;
}

/**
 * The push of a lead: "New quote request" and "Dana, Wilmington". `why` replaces "New" when the push is not news of
 * an arrival (a lead nobody has answered yet, say), `quiet` asks for no sound, and `detail` adds a line of the site's.
 */
export function pushPayload(lead: Pick<StoredSubmission, 'id' | 'kind' | 'values'>, { quiet, why, detail }: PushOptions = {}): PushPayload {
  const what = PUSH_TITLES[lead.kind];
  const title = why ? `${why}: ${what}` : `New ${what}`;
  const firstName = part(lead.values.firstName) || 'Someone';
  const town = lead.kind === 'quote' ? part(lead.values.city) : '';
  const body = `${town ? `${firstName}, ${town}` : firstName}${detail ? `\n${detail}` : ''}`;
  return { leadId: lead.id, title, body, url: leadPath(lead.id), ...(quiet ? { quiet: true } : {}) };
}
