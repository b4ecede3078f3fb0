/**
 * A stand-in for a repository host's API (GitHub, GitLab or Gitea), answering the few requests the leads API makes
 * (src/server/leadsAccess.ts) in each host's documented shapes, for tokens the test hands out:
 *
 *   GET /repos/{owner}/{repo}   GitHub, Gitea: { full_name, permissions: { admin, push, pull } }; 404 when the token cannot see it
 *   GET /projects/{id}          GitLab (id: "owner%2Frepo"): { path_with_namespace, permissions: { project_access: { access_level }, group_access } }
 *   GET /user                   GitHub { login, name }, Gitea { login, full_name }, GitLab { username, name }
 *
 * An unknown token is answered 401, as the hosts answer a bad one. `down()` makes every request fail at the socket.
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
}

export interface RepositoryHost {
  api: string;
  /** Requests answered so far, as "METHOD path". */
  requests: string[];
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startRepositoryHost(name: HostName, accounts: Record<string, Account>): Promise<RepositoryHost> {
  const requests: string[] = [];
  let isDown = false;
  const server = http.createServer((req, res) => {
    if (isDown) return req.socket.destroy();
    const url = new URL(req.url ?? '/', 'http://host');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const token = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const account = token ? accounts[token] : undefined;
    if (!account) return send(401, { message: name === 'gitlab' ? '401 Unauthorized' : 'Bad credentials' });
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
    return send(200, { full_name: repo, permissions: { admin: false, push: right === 'push', pull: true } });
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
    close: () => closeServer(server),
  };
}
