/**
 * A stand-in for a repository host's API (GitHub, GitLab or Gitea), answering the few requests the leads API makes
 * (src/server/leadsApi/access.ts) in each host's documented shapes, for tokens the test hands out:
 *
 *   GET /repos/{owner}/{repo}   GitHub, Gitea: { full_name, permissions: { admin, push, pull } }; 404 when the token cannot see it
 *   GET /projects/{id}          GitLab (id: "owner%2Frepo"): { path_with_namespace, permissions: { project_access: { access_level }, group_access } }
 *   GET /user                   GitHub { login, name }, Gitea { login, full_name }, GitLab { username, name }
 *   GET /oauth/token/info       GitLab: { scope, scopes, application } for an OAuth token; 401 for any other token
 *
 * and what each host shows of a token's own rights (`scopes`): GitHub an X-OAuth-Scopes header on every answer (none
 * for a fine-grained or app token: `scopes: null`); GitLab its token information; Gitea nothing, but it refuses a
 * request the token's scopes do not cover (403, in its words). An account's token has the editor login's scopes
 * unless the test gives others.
 *
 * An unknown token is answered 401, as the hosts answer a bad one. `down()` makes every request fail at the socket;
 * `rateLimited()` answers every request as each host answers once its rate limit is spent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../src/server/closeServer';

export type HostName = 'github' | 'gitlab' | 'gitea';
export type Right = 'push' | 'read';

export interface Account {
  login: string;
  name: string;
  /** What the account may do in each repository ("owner/name"); a repository not named is one it cannot see. */
  repos: Record<string, Right>;
  /**
   * The token's own scopes (GitHub: `repo`, `public_repo`, `read:user`…; GitLab: `api`, `read_api`, `read_user`…;
   * Gitea: `all`, `read:repository`, `write:repository`, `read:user`…), or null for a token whose host shows none
   * (a GitHub fine-grained token; for GitLab, a personal access token). Unset: the editor's own login.
   */
  scopes?: string[] | null;
}

/** The scopes the content editor's login asks each host for (Decap: `repo` on GitHub, `api` on GitLab; Gitea's OAuth tokens carry every scope). */
export const EDITOR_SCOPES: Record<HostName, string[]> = { github: ['repo'], gitlab: ['api'], gitea: ['all'] };

/** The rate limit's reset, for a host answering rate-limited: two minutes ahead. */
export const RATE_LIMIT_WAIT_SECONDS = 120;

export interface RepositoryHost {
  api: string;
  /** Requests answered so far, as "METHOD path". */
  requests: string[];
  down(): void;
  up(): void;
  rateLimited(on: boolean): void;
  close(): Promise<void>;
}

export async function startRepositoryHost(
  name: HostName,
  accounts: Record<string, Account>,
  { publicRepos = [] }: { publicRepos?: string[] } = {},
): Promise<RepositoryHost> {
  const requests: string[] = [];
  let isDown = false;
  let isRateLimited = false;
  const server = http.createServer((req, res) => {
    if (isDown) return req.socket.destroy();
    const url = new URL(req.url ?? '/', 'http://host');
    requests.push(`${req.method} ${url.pathname}`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const send = (status: number, body: unknown) => res.writeHead(status, headers).end(JSON.stringify(body));
    if (isRateLimited) {
      if (name === 'github') {
        Object.assign(headers, {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + RATE_LIMIT_WAIT_SECONDS),
        });
        return send(403, { message: 'API rate limit exceeded for user ID 1.' });
      }
      headers['retry-after'] = String(RATE_LIMIT_WAIT_SECONDS);
      return send(429, { message: name === 'gitlab' ? 'Retry later' : 'Too Many Requests' });
    }
    const token = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const account = token ? accounts[token] : undefined;
    if (!account) return send(401, { message: name === 'gitlab' ? '401 Unauthorized' : 'Bad credentials' });
    const scopes = account.scopes === undefined ? EDITOR_SCOPES[name] : account.scopes;
    if (name === 'github' && scopes) headers['x-oauth-scopes'] = scopes.join(', ');
    if (name === 'gitlab' && url.pathname === '/oauth/token/info') {
      if (!scopes) return send(401, { error: 'invalid_token', error_description: 'The access token is invalid' });
      return send(200, { resource_owner_id: 1, scope: scopes, scopes, expires_in: 7200, application: { uid: 'app' }, created_at: 0 });
    }
    if (name === 'gitea') {
      // Gitea checks a token's scope by the route's category before anything else (GET needs read, the rest write).
      const category = url.pathname === '/user' ? 'user' : 'repository';
      const covered = (scopes ?? []).some((scope) => scope === 'all' || scope === `read:${category}` || scope === `write:${category}`);
      if (!covered) return send(403, { message: `token does not have at least one of required scope(s), required=[read:${category}]` });
    }
    if (url.pathname === '/user') {
      if (name === 'github') return send(200, { login: account.login, name: account.name });
      if (name === 'gitea') return send(200, { login: account.login, full_name: account.name });
      return send(200, { username: account.login, name: account.name });
    }
    const github = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname);
    const gitlab = /^\/projects\/([^/]+)$/.exec(url.pathname);
    const repo = name === 'gitlab' ? gitlab && decodeURIComponent(gitlab[1]) : github?.[1];
    const right = repo ? account.repos[repo] : undefined;
    if (!repo || !right) return send(404, { message: 'Not Found' });
    if (name === 'gitlab')
      return send(200, { path_with_namespace: repo, permissions: { project_access: { access_level: right === 'push' ? 30 : 20 }, group_access: null } });
    return send(200, { full_name: repo, private: !publicRepos.includes(repo), permissions: { admin: false, push: right === 'push', pull: true } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    rateLimited: (on) => {
      isRateLimited = on;
    },
    close: () => closeServer(server),
  };
}
