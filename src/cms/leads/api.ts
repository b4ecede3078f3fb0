/**
 * The leads view's requests to /api/leads (src/server/leadsApi/), with the token of the editor's login: Decap
 * keeps the signed-in user, token included, in localStorage under `decap-cms-user`. On a laptop (`npm run cms`)
 * there is no login and the API needs none. A change names its action (src/server/leadsApi/actions/): the view is
 * built with the server, so the two always speak the same request.
 */
import type { Place } from '../../leads/places';
import type { Removal } from '../../leads/removal';
import type { Lead } from '../../leads/lead';

/** The API answered 401: the editor's login is missing or expired. */
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

/** What staff can do to a lead, as `POST /api/leads` names it. */
export type LeadAction = 'state' | 'note' | 'move' | 'send' | 'delete' | 'answer';

/** The editor login's token, or null: read for each request, as Decap may renew it while the page is open. */
export function editorToken(storage: Storage = localStorage): string | null {
  try {
    const user = JSON.parse(storage.getItem(LOGIN_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string' && user.token ? user.token : null;
  } catch {
    return null;
  }
}

/** The leads API's requests, each with the token `token` gives at the moment it is sent (Decap may renew it meanwhile). */
export function leadsApi(token: () => string | null = editorToken) {
  /**
   * A request with the login's token: its answer when it is 2xx, else NotSignedIn (401) or Refused. A request whose
   * `signal` was aborted fails with the signal's reason, which the view takes for "no longer wanted", not a problem.
   */
  async function answered(path: string, init: RequestInit = {}): Promise<Response> {
    const bearer = token();
    let response: Response;
    try {
      response = await fetch(path, {
        ...init,
        headers: {
          Accept: 'application/json',
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new Refused('The site did not answer. Check the connection and try again.', 0);
    }
    if (response.ok) return response;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 401) throw new NotSignedIn(String(body.message ?? 'Sign in to the editor.'));
    throw new Refused(String(body.message ?? `The leads API answered ${response.status}.`), response.status, body.lead as Lead | undefined);
  }

  const request = async (path: string, init: RequestInit = {}): Promise<Record<string, unknown>> =>
    (await (await answered(path, init)).json().catch(() => ({}))) as Record<string, unknown>;
  /** One action on a lead (src/server/leadsApi/actions/index.ts lists them), with what it needs besides the lead's id. */
  const act = async (action: LeadAction, lead: Lead, input: Record<string, unknown> = {}) =>
    request('/api/leads', { method: 'POST', body: JSON.stringify({ action, id: lead.id, ...input }) });
  /** A change of the lead's follow-up, made on top of the changes staff saw: the lead as it is after. */
  const change = async (action: LeadAction, lead: Lead, input: Record<string, unknown>) =>
    (await act(action, lead, { seen: lead.followUp.version, ...input })).lead as Lead;

  return {
    /** A page of a place's leads, newest first. */
    fetchPage: async (place: Place, offset: number, limit: number, signal?: AbortSignal) =>
      (await request(`/api/leads?place=${place}&offset=${offset}&limit=${limit}`, { signal })) as unknown as Page,
    /** How many leads each place holds: asked for apart, as counting lists every key of every place. */
    fetchCounts: async (signal?: AbortSignal) => (await request('/api/leads?counts=1', { signal })).counts as Record<Place, number>,
    /** One lead with its whole history. */
    fetchLead: async (id: string, signal?: AbortSignal) => (await request(`/api/leads?id=${encodeURIComponent(id)}`, { signal })).lead as Lead,
    /** One photo of a lead (or its thumbnail), as bytes of this page: an object URL its user must release. */
    photoUrl: async (leadId: string, slot: number, size: 'thumb' | 'photo') =>
      URL.createObjectURL(await (await answered(`/api/leads?id=${encodeURIComponent(leadId)}&photo=${slot}${size === 'thumb' ? '&size=thumb' : ''}`)).blob()),
    setState: (lead: Lead, state: string) => change('state', lead, { state }),
    addNote: (lead: Lead, note: string) => change('note', lead, { note }),
    moveLead: (lead: Lead, place: Place) => change('move', lead, { place }),
    sendAgain: async (lead: Lead) => (await act('send', lead)).lead as Lead,
    /**
     * Staff answered the lead with a call or an email: its first answer, if it had none (useAnswer.ts). Sent with
     * `keepalive`, so that it leaves even as the phone's dialer or mail program takes over; the lead with its clock.
     */
    answer: async (lead: Lead, how: 'call' | 'email') =>
      (await request('/api/leads', { method: 'POST', keepalive: true, body: JSON.stringify({ action: 'answer', id: lead.id, how }) })).lead as Lead,
    /** Deletes a lead and its photos (src/server/followUp/removal.ts): the line kept of it. */
    deleteLead: async (lead: Lead) => (await act('delete', lead, { seen: lead.followUp.version })).removal as Removal,
    /** The newest lines of removed leads, newest first. */
    fetchRemovals: async (signal?: AbortSignal) => (await request('/api/leads?removed=1', { signal })).removals as Removal[],
    /** The site's key for push subscriptions, and this login's devices that asked for pushes (notify/). */
    fetchPush: async () => (await request('/api/leads?push=1')) as unknown as PushDevices,
    /** This device asks for a push of each new lead, under `label`: this login's devices after. */
    subscribe: async (subscription: PushSubscriptionJSON, label: string) =>
      (await request('/api/leads', { method: 'POST', body: JSON.stringify({ action: 'subscribe', subscription, label }) })) as unknown as PushDevices,
    /** One of this login's devices is pushed nothing more: this login's devices after. */
    unsubscribe: async (device: string) =>
      (await request('/api/leads', { method: 'POST', body: JSON.stringify({ action: 'unsubscribe', device }) })) as unknown as PushDevices,
  };
}

/** A device of this login's that asked for pushes, as the leads API lists it (src/server/push/devices.ts). */
export interface PushDevice {
  id: string;
  label: string;
  at: string;
}

/** What the leads API says of pushes: the key a browser subscribes with, and this login's devices. */
export interface PushDevices {
  publicKey: string;
  devices: PushDevice[];
}

/** The leads API as the view's parts reach it (context.tsx). */
export type LeadsApi = ReturnType<typeof leadsApi>;

export interface Page {
  place: Place;
  leads: Lead[];
  next: number | null;
  user: string;
}
