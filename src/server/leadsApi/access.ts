/**
 * Who may read and follow up the leads (/api/leads, src/server/leadsApi/): the people who may publish the site,
 * through the login the editor gave them. Each request carries the token the editor got at login
 * (`Authorization: Bearer <token>`), and the repository host is asked two things about it:
 *
 *   - that the account may push to the repository the live editor saves to:
 *       github  GET {api}/repos/{owner}/{repo} → permissions.push
 *       gitea   GET {api}/repos/{owner}/{repo} → permissions.push
 *       gitlab  GET {api}/projects/{owner%2Frepo} → permissions.project_access or group_access, access_level 30 (Developer) or more
 *   - that the token itself may write there, not only the account: a token another app holds for the same person
 *     ("Sign in with GitHub" asks for no scope) or a read-only token must not open the leads.
 *       github  the X-OAuth-Scopes header of those answers: `repo`, or `public_repo` for a public repository (the
 *               editor's login asks for `repo`). A token whose scopes GitHub does not show (fine-grained and app
 *               tokens) is refused, since nothing shows it may write.
 *       gitlab  GET {host}/oauth/token/info → scope: `api` (the editor's login asks for it) or `write_repository`.
 *               A token that is not an OAuth token (a personal access token) answers 401 there and is refused.
 *       gitea   Gitea shows a token's scopes nowhere, but refuses (403, "required scope") a request they do not
 *               cover: a token that may not read the repository is refused so. The editor's login (an OAuth token)
 *               carries every scope. A read-only token that may read the repository cannot be told from it
 *               (docs/forms.md, "Who gets in", says what that leaves open).
 *
 * and `GET {api}/user` gives the login and the name the history shows. The host and repository are the live editor's
 * settings (src/settings/editorBackend.ts), read when the request arrives; CMS_API_ROOT sets the API address for any backend.
 *
 * No token, or one the host refuses: 401. A token without write rights, or for another repository: 403. The host not
 * answering, or answering that it is rate-limited: 503, with Retry-After when the host says when. A grant is
 * remembered for five minutes at most and a refusal for one, keyed by a digest of the token; the token itself is
 * never kept or logged. Calls let in by no login are limited per address (429), so a loop of made-up tokens costs
 * the host at most STRANGER_LIMIT calls per address and window.
 *
 * On a laptop (`npm run cms`, which sets LEADS_WITHOUT_LOGIN=loopback) a request from this computer needs no login:
 * the leads are the laptop's own store. Never in a Netlify function, never for the live Netlify store (NETLIFY_SITE_ID
 * and NETLIFY_AUTH_TOKEN in the shell), and never for a request a proxy forwarded (Caddy sets X-Forwarded-For), so
 * the server recipe, whose Caddy talks to the service over loopback, always asks for the login. The requests such a
 * laptop answers must come from its own pages (localGuard.ts).
 */
import { createHash } from 'node:crypto';
import type { GatsbyFunctionRequest } from 'gatsby';
import { type BackendSettings, editorRepository } from '../../settings/editorBackend';
import type { Staff } from '../../leads/staff';
import { clientAddress } from '../defences/clientAddress';
import { formSettings, storeSettings } from '../settings';
import { overLimit, serverState } from '../state';

export type Access = { ok: true; user: Staff } | { ok: false; status: 401 | 403 | 429 | 503; message: string; retryAfter?: number };

export const GRANT_MS = 5 * 60_000;
export const REFUSAL_MS = 60_000;
/** Calls let in by no login that one address may make per window before 429. */
export const STRANGER_LIMIT = 30;
export const STRANGER_WINDOW_MS = 10 * 60_000;

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
const OTHER_APP =
  'This login was given to another app and may not change the site’s repository, so it may not see the leads. Sign in through the content editor (/admin/).';
const SCOPE_UNKNOWN =
  'The repository host does not say that this login may change the site’s repository (it does not for fine-grained, app or personal tokens), so it may not see the leads. Sign in through the content editor (/admin/).';
const HOST_DOWN = 'The repository host could not be asked whether your login may see the leads. Try again in a minute.';
const HOST_BUSY = 'The repository host is turning requests away for a while, so it cannot be asked whether your login may see the leads. Try again later.';

/** The person whose laptop this is. */
export const THIS_COMPUTER: Staff = { login: 'this computer', name: '' };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether this request is answered as the laptop's own, without a login. */
export function onThisComputer(req: GatsbyFunctionRequest, env: NodeJS.ProcessEnv): boolean {
  if (env.LEADS_WITHOUT_LOGIN !== 'loopback' || 'netlifyFunctionParams' in req) return false;
  if (storeSettings(env).kind !== 'files') return false;
  if (req.headers['x-forwarded-for'] || req.headers.forwarded) return false;
  return LOOPBACK.test(req.socket?.remoteAddress ?? '');
}

/** The bearer token of the request's Authorization header; a token anywhere else (a query string) does not count. */
const bearerToken = (req: GatsbyFunctionRequest) => /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];

interface HostAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

async function ask(fetchImpl: typeof fetch, url: string, token: string): Promise<HostAnswer> {
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'User-Agent': 'coastal-landscaping-site leads' },
    signal: AbortSignal.timeout(8_000),
  });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json().catch(() => null)) as Record<string, unknown> | null) : null;
  return { status: response.status, headers: response.headers, body };
}

/**
 * The seconds to wait when the host answered that it is rate-limited (GitHub: 403 or 429 with no requests left,
 * or with Retry-After for its secondary limits; GitLab and Gitea: 429), else null.
 */
export function rateLimited({ status, headers }: Pick<HostAnswer, 'status' | 'headers'>, now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after');
  const exhausted = headers.get('x-ratelimit-remaining') === '0';
  if (status !== 429 && !(status === 403 && (exhausted || retryAfter))) return null;
  const reset = Number(headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset'));
  const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : reset > 0 ? Math.ceil(reset - now / 1000) : 60;
  return Math.min(Math.max(seconds, 1), 3600);
}

/** Whether the host's answer about the repository gives the account push rights. */
function mayPush(backend: Host, repository: Record<string, unknown>): boolean {
  const permissions = (repository.permissions ?? {}) as Record<string, unknown>;
  if (backend !== 'gitlab') return permissions.push === true;
  const levels = [permissions.project_access, permissions.group_access].map((access) =>
    Number((access as { access_level?: unknown } | null)?.access_level ?? 0),
  );
  return Math.max(...levels) >= 30;
}

const words = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[\s,]+/) : []).filter(Boolean);

/** Whether the token may write the repository, as the host shows it: null when it shows it, else the refusal. */
function tokenRefusal(backend: Host, repository: HostAnswer, tokenInfo: HostAnswer | undefined): string | null {
  if (backend === 'github') {
    const header = repository.headers.get('x-oauth-scopes');
    if (header === null) return SCOPE_UNKNOWN;
    const scopes = words(header);
    const writes = scopes.includes('repo') || (scopes.includes('public_repo') && repository.body?.private === false);
    return writes ? null : OTHER_APP;
  }
  if (backend === 'gitlab') {
    if (tokenInfo?.status !== 200 || !tokenInfo.body) return SCOPE_UNKNOWN;
    const scopes = words(tokenInfo.body.scope ?? tokenInfo.body.scopes);
    return scopes.includes('api') || scopes.includes('write_repository') ? null : OTHER_APP;
  }
  return null;
}

/** Asks the host about the token: who it is, or why it is not let in. */
async function askHost(backend: { name: Host; repo: string }, api: string, token: string, fetchImpl: typeof fetch): Promise<Access> {
  const repositoryUrl = backend.name === 'gitlab' ? `${api}/projects/${encodeURIComponent(backend.repo)}` : `${api}/repos/${backend.repo}`;
  // GitLab's OAuth token information sits beside its API, not under it.
  const tokenInfoUrl = backend.name === 'gitlab' ? `${api.replace(/\/api\/v4$/, '')}/oauth/token/info` : undefined;
  let answers: HostAnswer[];
  try {
    answers = await Promise.all([repositoryUrl, `${api}/user`, ...(tokenInfoUrl ? [tokenInfoUrl] : [])].map((url) => ask(fetchImpl, url, token)));
  } catch {
    return { ok: false, status: 503, message: HOST_DOWN };
  }
  const [repository, user, tokenInfo] = answers;
  const wait = answers.map((answer) => rateLimited(answer)).find((seconds) => seconds !== null);
  if (wait) return { ok: false, status: 503, message: HOST_BUSY, retryAfter: wait };
  if (repository.status === 401 || user.status === 401) return { ok: false, status: 401, message: SIGN_IN };
  if (answers.some((answer) => answer.status >= 500)) return { ok: false, status: 503, message: HOST_DOWN };
  // Gitea refuses a request the token's scopes do not cover before anything else, and says so.
  if (answers.some((answer) => answer.status === 403 && /required scope/.test(String(answer.body?.message ?? ''))))
    return { ok: false, status: 403, message: OTHER_APP };
  // A repository the token cannot see answers 404 (GitHub, Gitea, GitLab alike): no access to it.
  if (repository.status !== 200 || !repository.body || !mayPush(backend.name, repository.body)) return { ok: false, status: 403, message: NOT_ALLOWED };
  const refusal = tokenRefusal(backend.name, repository, tokenInfo);
  if (refusal) return { ok: false, status: 403, message: refusal };
  const profile = user.body ?? {};
  const login = String(profile.login || profile.username || '');
  if (user.status !== 200 || !login) return { ok: false, status: 503, message: HOST_DOWN };
  return { ok: true, user: { login, name: String(profile.name || profile.full_name || '') } };
}

/** Forgets what expired once a map grows large. */
function prune<V extends { until: number }>(map: Map<string, V>) {
  if (map.size > 1000) for (const [key, value] of map) if (value.until <= Date.now()) map.delete(key);
}

/** Decides whether the request may read and change leads, asking the repository host when it must. */
export async function leadsAccess(req: GatsbyFunctionRequest, env: NodeJS.ProcessEnv, fetchImpl: typeof fetch = fetch): Promise<Access> {
  if (onThisComputer(req, env)) return { ok: true, user: THIS_COMPUTER };
  const { name, repo, apiRoot } = editorRepository(env);
  const backend = name && HOST_NAMES.includes(name) && repo ? { name: name as Host, repo } : undefined;
  const api = backend && hostApiRoot({ name: backend.name, apiRoot });
  const token = bearerToken(req);
  const key = token && api && createHash('sha256').update(`${api}\n${backend.repo}\n${token}`).digest('hex');
  const { granted, refused, strangers } = serverState();
  const grant = key ? granted.get(key) : undefined;
  if (grant && grant.until > Date.now()) return { ok: true, user: grant.user };

  const wait = overLimit(strangers, clientAddress(req, formSettings(env).trustProxy), STRANGER_LIMIT, STRANGER_WINDOW_MS);
  if (wait !== null)
    return {
      ok: false,
      status: 429,
      message: `Too many requests without a login came from your connection. Try again in ${Math.ceil(wait / 60)} minutes.`,
      retryAfter: wait,
    };
  if (!token) return { ok: false, status: 401, message: SIGN_IN };
  if (!backend || !api || !key)
    return {
      ok: false,
      status: 503,
      message: 'The site does not know which repository the editor saves to (docs/editor.md), so nobody can be let in to see the leads.',
    };
  const refusal = refused.get(key);
  if (refusal && refusal.until > Date.now()) return { ok: false, status: refusal.status, message: refusal.message };

  const access = await askHost(backend, api, token, fetchImpl);
  if (access.ok) {
    prune(granted);
    granted.set(key, { user: access.user, until: Date.now() + GRANT_MS });
  } else if (access.status === 401 || access.status === 403) {
    prune(refused);
    refused.set(key, { status: access.status, message: access.message, until: Date.now() + REFUSAL_MS });
  }
  return access;
}
