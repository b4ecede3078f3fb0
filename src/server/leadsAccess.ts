/**
 * Who may read and follow up the leads (/api/leads, src/server/leadsApi.ts): the people who may publish the site,
 * that is, who may push to the repository the live editor saves to. Each request carries the token the editor got
 * at login (`Authorization: Bearer <token>`); the repository host says what that account may do:
 *
 *   github   GET {api}/repos/{owner}/{repo} → permissions.push
 *   gitea    GET {api}/repos/{owner}/{repo} → permissions.push
 *   gitlab   GET {api}/projects/{owner%2Frepo} → permissions.project_access or group_access, access_level 30 (Developer) or more
 *
 * and `GET {api}/user` gives the name the history shows. The host and repository are the live editor's settings
 * (src/cms/backend.ts), read when the request arrives; CMS_API_ROOT sets the API address for any backend.
 *
 * No token, or one the host refuses: 401. A token without push rights, or for another repository: 403. The host not
 * answering: 503. A grant is remembered for five minutes at most, keyed by a digest of the token; the token itself is
 * never kept or logged.
 *
 * On a laptop (`npm run cms`, which sets LEADS_WITHOUT_LOGIN=loopback) a request from this computer needs no login:
 * the leads are the laptop's own store. Never in a Netlify function, nor for a request a proxy forwarded (Caddy sets
 * X-Forwarded-For), so the server recipe, whose Caddy talks to the service over loopback, always asks for the login.
 */
import { createHash } from 'node:crypto';
import type { GatsbyFunctionRequest } from 'gatsby';
import { type BackendSettings, editorRepository } from '../cms/backend';
import { serverState } from './state';

export type Access = { ok: true; user: string } | { ok: false; status: 401 | 403 | 503; message: string };

export const GRANT_MS = 5 * 60_000;

type Host = BackendSettings['name'];
const HOST_NAMES: readonly string[] = ['github', 'gitlab', 'gitea'] satisfies Host[];

/** The API address of the live editor's host: CMS_API_ROOT, or the public host's own (Gitea has none). */
export function hostApiRoot({ name, apiRoot }: { name: Host; apiRoot?: string }): string | undefined {
  if (apiRoot) return apiRoot.replace(/\/+$/, '');
  if (name === 'github') return 'https://api.github.com';
  if (name === 'gitlab') return 'https://gitlab.com/api/v4';
  return undefined;
}

const SIGN_IN = 'Sign in to the content editor (/admin/) to see the leads.';
const NOT_ALLOWED = 'Your login may not publish this site, so it may not see the leads. Ask whoever manages the site’s repository for write access.';
const HOST_DOWN = 'The repository host could not be asked whether your login may see the leads. Try again in a minute.';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function onThisComputer(req: GatsbyFunctionRequest, env: NodeJS.ProcessEnv) {
  if (env.LEADS_WITHOUT_LOGIN !== 'loopback' || 'netlifyFunctionParams' in req) return false;
  if (req.headers['x-forwarded-for'] || req.headers.forwarded) return false;
  return LOOPBACK.test(req.socket?.remoteAddress ?? '');
}

/** The bearer token of the request's Authorization header; a token anywhere else (a query string) does not count. */
const bearerToken = (req: GatsbyFunctionRequest) => /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];

interface HostAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

async function ask(fetchImpl: typeof fetch, url: string, token: string): Promise<HostAnswer> {
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'User-Agent': 'coastal-landscaping-site leads' },
    signal: AbortSignal.timeout(8_000),
  });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json().catch(() => null)) as Record<string, unknown> | null) : null;
  return { status: response.status, body };
}

/** Whether the host's answer about the repository gives push rights. */
function mayPush(backend: Host, repository: Record<string, unknown>): boolean {
  const permissions = (repository.permissions ?? {}) as Record<string, unknown>;
  if (backend !== 'gitlab') return permissions.push === true;
  const levels = [permissions.project_access, permissions.group_access].map((access) =>
    Number((access as { access_level?: unknown } | null)?.access_level ?? 0),
  );
  return Math.max(...levels) >= 30;
}

/** Decides whether the request may read and change leads, asking the repository host when it must. */
export async function leadsAccess(req: GatsbyFunctionRequest, env: NodeJS.ProcessEnv, fetchImpl: typeof fetch = fetch): Promise<Access> {
  if (onThisComputer(req, env)) return { ok: true, user: 'this computer' };
  const token = bearerToken(req);
  if (!token) return { ok: false, status: 401, message: SIGN_IN };
  const { name, repo, apiRoot } = editorRepository(env);
  const backend = name && HOST_NAMES.includes(name) && repo ? { name: name as Host, repo } : undefined;
  const api = backend && hostApiRoot({ name: backend.name, apiRoot });
  if (!backend || !api)
    return {
      ok: false,
      status: 503,
      message: 'The site does not know which repository the editor saves to (docs/editor.md), so nobody can be let in to see the leads.',
    };

  const key = createHash('sha256').update(`${api}\n${backend.repo}\n${token}`).digest('hex');
  const { granted } = serverState();
  const earlier = granted.get(key);
  if (earlier && earlier.until > Date.now()) return { ok: true, user: earlier.user };

  const repositoryUrl = backend.name === 'gitlab' ? `${api}/projects/${encodeURIComponent(backend.repo)}` : `${api}/repos/${backend.repo}`;
  let repository: HostAnswer;
  let user: HostAnswer;
  try {
    [repository, user] = await Promise.all([ask(fetchImpl, repositoryUrl, token), ask(fetchImpl, `${api}/user`, token)]);
  } catch {
    return { ok: false, status: 503, message: HOST_DOWN };
  }
  if (repository.status === 401 || user.status === 401) return { ok: false, status: 401, message: SIGN_IN };
  if (repository.status >= 500 || user.status >= 500) return { ok: false, status: 503, message: HOST_DOWN };
  // A repository the token cannot see answers 404 (GitHub, Gitea, GitLab alike): no access to it.
  if (repository.status !== 200 || !repository.body || !mayPush(backend.name, repository.body)) return { ok: false, status: 403, message: NOT_ALLOWED };
  const profile = user.body ?? {};
  const who = String(profile.name || profile.full_name || profile.login || profile.username || 'staff');
  if (granted.size > 1000) for (const [digest, grant] of granted) if (grant.until <= Date.now()) granted.delete(digest);
  granted.set(key, { user: who, until: Date.now() + GRANT_MS });
  return { ok: true, user: who };
}
