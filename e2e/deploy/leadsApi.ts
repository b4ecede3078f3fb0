/** The leads API as each host serves it (selfHosted.spec.ts, netlify.spec.ts): the same checks on both. */
import { type APIRequestContext, expect } from '@playwright/test';
import type { Account } from '../../testing/repositoryHost';

/**
 * Logins the repository host stand-in knows: one that may publish coastal/site, one that may only read it, and a
 * token of the publishing account that another app holds ("Sign in with …": it may read the profile, on every host).
 */
export const LEAD_READERS: Record<string, Account> = {
  'token-owner': { login: 'pat', name: 'Pat Owner', repos: { 'coastal/site': 'push' } },
  'token-reader': { login: 'rob', name: 'Rob Reader', repos: { 'coastal/site': 'read' } },
  'token-other-app': { login: 'pat', name: 'Pat Owner', repos: { 'coastal/site': 'push' }, scopes: ['read:user'] },
};

/** Without a login, 401; with a read-only one or another app's, 403; none with lead data. With `token`, every lead of `ids`. */
export async function expectLeadsApi(request: APIRequestContext, site: string, { token, ids }: { token: string; ids: string[] }) {
  for (const [headers, status] of [
    [{}, 401],
    [{ authorization: 'Bearer token-reader' }, 403],
    [{ authorization: 'Bearer token-other-app' }, 403],
  ] as const) {
    const refused = await request.get(`${site}/api/leads`, { headers });
    expect(refused.status(), await refused.text()).toBe(status);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
    const body = await refused.text();
    for (const id of ids) expect(body).not.toContain(id);
  }
  const listed = await request.get(`${site}/api/leads?limit=500`, { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  expect(listed.headers()['cache-control']).toBe('no-store');
  expect(listed.headers()['access-control-allow-origin']).toBeUndefined();
  const { leads } = (await listed.json()) as { leads: { id: string }[] };
  expect(leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());
}

/**
 * Staff delete a lead with photos at a customer's request, through the host: the lead and each photo answer 404
 * from then on, and the newest line of the removals says which form, how many photos, who, and none of its words.
 */
export async function expectDeletedWithItsPhotos(request: APIRequestContext, site: string, id: string) {
  const headers = { authorization: 'Bearer token-owner', accept: 'application/json' };
  const { lead } = (await (await request.get(`${site}/api/leads?id=${id}`, { headers })).json()) as {
    lead: { kind: string; values: Record<string, unknown>; photos?: { slot: number }[]; followUp: { version: number } };
  };
  const photos = lead.photos ?? [];
  expect(photos.length).toBeGreaterThan(0);
  const deleted = await request.post(`${site}/api/leads`, { headers, data: { action: 'delete', id, seen: lead.followUp.version } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  expect((await request.get(`${site}/api/leads?id=${id}`, { headers })).status()).toBe(404);
  for (const { slot } of photos) expect((await request.get(`${site}/api/leads?id=${id}&photo=${slot}`, { headers })).status(), `photo ${slot}`).toBe(404);
  const { removals } = (await (await request.get(`${site}/api/leads?removed=1`, { headers })).json()) as { removals: Record<string, unknown>[] };
  expect(removals[0]).toMatchObject({ kind: lead.kind, photos: photos.length, by: LEAD_READERS['token-owner'].login });
  for (const value of Object.values(lead.values)) if (typeof value === 'string' && value.length > 3) expect(JSON.stringify(removals[0])).not.toContain(value);
}
