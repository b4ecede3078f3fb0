/**
 * The leads view's requests to /api/leads (src/server/leadsApi.ts), with the token of the editor's login: Decap
 * keeps the signed-in user, token included, in localStorage under `decap-cms-user`. On a laptop (`npm run cms`)
 * there is no login and the API needs none.
 */
import type { Place } from '../../leads/places';
import type { Removal } from '../../server/removal';
import type { Lead } from '../../server/store';

export class NotSignedIn extends Error {}

/** Something the API refused, in its own words; `lead` is the lead as it is now, when the API sent it. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly lead?: Lead,
  ) {
    super(message);
  }
}

export const LOGIN_KEY = 'decap-cms-user';

/** The editor login's token, or null. */
export function editorToken(storage: Storage = localStorage): string | null {
  try {
    const user = JSON.parse(storage.getItem(LOGIN_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string' && user.token ? user.token : null;
  } catch {
    return null;
  }
}

/** A request to the leads API with the login's token: its answer when it is 2xx, else NotSignedIn (401) or Refused. */
async function answered(path: string, init: RequestInit = {}): Promise<Response> {
  const token = editorToken();
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    throw new Refused('The site did not answer. Check the connection and try again.', 0);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401) throw new NotSignedIn(String(body.message ?? 'Sign in to the editor.'));
  throw new Refused(String(body.message ?? `The leads API answered ${response.status}.`), response.status, body.lead as Lead | undefined);
}

const request = async (path: string, init: RequestInit = {}): Promise<Record<string, unknown>> =>
  (await (await answered(path, init)).json().catch(() => ({}))) as Record<string, unknown>;

/** One photo of a lead (or its thumbnail), as bytes of this page: an object URL its user must release. */
export const photoUrl = async (leadId: string, slot: number, size: 'thumb' | 'photo') =>
  URL.createObjectURL(await (await answered(`/api/leads?id=${encodeURIComponent(leadId)}&photo=${slot}${size === 'thumb' ? '&size=thumb' : ''}`)).blob());

export interface Page {
  place: Place;
  leads: Lead[];
  /** How many leads the place holds: on the first page only. */
  total?: number;
  /** How many leads each place holds: on the first page only. */
  counts?: Record<Place, number>;
  next: number | null;
  user: string;
}

export const fetchPage = async (place: Place, offset: number, limit: number) =>
  (await request(`/api/leads?place=${place}&offset=${offset}&limit=${limit}`)) as unknown as Page;

export const fetchLead = async (id: string) => (await request(`/api/leads?id=${encodeURIComponent(id)}`)).lead as Lead;

const post = async (body: Record<string, unknown>) => (await request('/api/leads', { method: 'POST', body: JSON.stringify(body) })).lead as Lead;

export const setState = (lead: Lead, state: string) => post({ id: lead.id, seen: lead.followUp.version, state });
export const addNote = (lead: Lead, note: string) => post({ id: lead.id, seen: lead.followUp.version, note });
export const moveLead = (lead: Lead, place: Place) => post({ id: lead.id, seen: lead.followUp.version, place });
export const sendAgain = (lead: Lead) => post({ id: lead.id, send: true });

/** Deletes a lead and its photos (src/server/removal.ts): the line kept of it. */
export const deleteLead = async (lead: Lead) =>
  (await request('/api/leads', { method: 'POST', body: JSON.stringify({ id: lead.id, seen: lead.followUp.version, delete: true }) })).removal as Removal;

/** The newest lines of removed leads, newest first. */
export const fetchRemovals = async () => (await request('/api/leads?removed=1')).removals as Removal[];
