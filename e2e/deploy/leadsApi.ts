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
