/**
 * @jest-environment node
 *
 * The leads API (src/server/leadsApi/, src/server/leadsApi/access.ts) against a stand-in of each repository host's API
 * (testing/repositoryHost.ts): who gets in, and what staff can do with a lead once in. The leads are real
 * submissions in a real folder store; mail goes to a real SMTP server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLeadsHandler } from '../../src/server/leadsApi/handler';
import { GRANT_MS, REFUSAL_MS, STRANGER_LIMIT } from '../../src/server/leadsApi/access';
import { folderStore } from '../../src/server/store/folderStore';
import { serverState } from '../../src/server/state';
import { storeSubmission } from '../../src/server/store/ledger';
import { FOLLOW_UP_STATES } from '../../src/leads/states';
import { callFunction } from '../../testing/functionCall';
import { type HostName, RATE_LIMIT_WAIT_SECONDS, type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { VALID } from '../forms/fixtures';

const REPO = 'coastal/site';
const PUBLIC_REPO = 'coastal/open-site';
const ACCOUNTS = {
  'token-editor': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const, [PUBLIC_REPO]: 'push' as const } },
  'token-reader': { login: 'rob', name: 'Rob Reader', repos: { [REPO]: 'read' as const } },
  'token-elsewhere': { login: 'eve', name: 'Eve Elsewhere', repos: { 'someone/else': 'push' as const } },
};

/**
 * Tokens of the same account with push rights that other apps hold, or that cannot write, per host: each must be
 * refused (403) however much the account itself may do.
 */
const FOREIGN_TOKENS: Record<HostName, Record<string, string[] | null>> = {
  github: {
    'a "Sign in with GitHub" token (no scope)': [],
    'a token that may read the profile only': ['read:user', 'user:email'],
    'a fine-grained token (GitHub shows no scopes)': null,
    'a public_repo token, for a private repository': ['public_repo'],
  },
  gitlab: {
    'a "Sign in with GitLab" token (read_user, openid)': ['read_user', 'openid'],
    'a read-only API token': ['read_api', 'read_repository'],
    'a personal access token (no OAuth token information)': null,
  },
  gitea: {
    'a token that may read the profile only': ['read:user'],
  },
};
const foreignToken = (what: string) => `token-${what.replace(/\W+/g, '-')}`;
const foreignAccount = (scopes: string[] | null) => ({ login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const }, scopes });

let dir: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  const state = serverState();
  for (const remembered of [state.granted, state.refused, state.strangers]) remembered.clear();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Call {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}

/** Calls /api/leads as Gatsby does; the answer with its headers, `gatsby serve`'s open CORS header set before it runs. */
const call = ({ method = 'GET', query = {}, body, headers = {}, address = '198.51.100.7' }: Call) =>
  callFunction(
    createLeadsHandler({ env: () => env }),
    { method, query, body, headers: { 'content-type': 'application/json', ...headers }, address },
    { 'access-control-allow-origin': '*' },
  );

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function seed(count = 3) {
  const store = folderStore(dir);
  const kinds = ['quote', 'contact', 'community'] as const;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = kinds[i % 3];
    ids.push((await storeSubmission(store, kind, { ...VALID[kind], email: `lead${i}@example.com` })).record.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return ids;
}

/** No answer that refuses someone carries a lead: none of the seeded addresses appears in it. */
const expectNoLeadData = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/lead\d+@example\.com|Dana|Ortiz|Grant/);

describe.each(['github', 'gitlab', 'gitea'] as HostName[])('access through %s', (name) => {
  let host: RepositoryHost;
  const foreign = Object.entries(FOREIGN_TOKENS[name]);
  beforeAll(async () => {
    const others = Object.fromEntries(foreign.map(([what, scopes]) => [foreignToken(what), foreignAccount(scopes)]));
    host = await startRepositoryHost(name, { ...ACCOUNTS, ...others }, { publicRepos: [PUBLIC_REPO] });
  });
  afterAll(() => host.close());
  beforeEach(() => {
    host.up();
    host.rateLimited(false);
    env = { SUBMISSIONS_DIR: dir, CMS_BACKEND: name, CMS_REPO: REPO, CMS_API_ROOT: host.api, CMS_AUTH_URL: 'https://auth.example.com', CMS_APP_ID: 'app' };
  });

  test.each<{ who: string; headers: Record<string, string>; query: Record<string, string>; status: number }>([
    { who: 'no token', headers: {}, query: {}, status: 401 },
    { who: 'a made-up token', headers: as('made-up'), query: {}, status: 401 },
    { who: 'a read-only collaborator', headers: as('token-reader'), query: {}, status: 403 },
    { who: 'a token for another repository', headers: as('token-elsewhere'), query: {}, status: 403 },
    { who: 'the token in the query string instead of the header', headers: {}, query: { token: 'token-editor', access_token: 'token-editor' }, status: 401 },
  ])('$who: $status, and no lead data', async ({ headers, query, status }) => {
    await seed();
    const response = await call({ headers, query });
    expect(response.status).toBe(status);
    expect(response.body.message).toEqual(expect.any(String));
    expectNoLeadData(response.body);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    // Nor can such a caller change a lead.
    const change = await call({ method: 'POST', headers, body: { action: 'state', id: 'anything', seen: 0, state: 'won' } });
    expect(change.status).toBe(status);
  });

  test('the host down: 503 and no lead data', async () => {
    await seed();
    host.down();
    const response = await call({ headers: as('token-editor') });
    expect(response.status).toBe(503);
    expectNoLeadData(response.body);
  });

  test('someone who may push reads every lead, newest first, by pages; the host is asked once for five minutes', async () => {
    const ids = await seed(5);
    const before = host.requests.length;
    const first = await call({ headers: as('token-editor'), query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.next).toBe(2);
    expect(first.body.user).toBe('Pat Owner (pat)');
    expect(first.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[4], ids[3]]);
    const rest = await call({ headers: as('token-editor'), query: { offset: String(first.body.next), limit: '10' } });
    expect(rest.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rest.body.next).toBeNull();
    // The repository and the user once (and GitLab's token information).
    expect(host.requests.length - before).toBe(name === 'gitlab' ? 3 : 2);
    expect(serverState().granted.size).toBe(1);
    expect([...serverState().granted.keys()].join()).not.toContain('token-editor');
    expect(Math.max(...[...serverState().granted.values()].map((grant) => grant.until)) - Date.now()).toBeLessThanOrEqual(GRANT_MS);
  });

  test.each(foreign)('%s, of an account that may push: 403 in words, and no lead data', async (what) => {
    await seed();
    const response = await call({ headers: as(foreignToken(what)) });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/may not see the leads\. Sign in through the content editor/);
    expectNoLeadData(response.body);
    const change = await call({ method: 'POST', headers: as(foreignToken(what)), body: { action: 'state', id: 'anything', seen: 0, state: 'won' } });
    expect(change.status).toBe(403);
  });

  test('the editor’s own login of an account that may push is let in', async () => {
    await seed(1);
    expect((await call({ headers: as('token-editor') })).status).toBe(200);
  });

  test('the host rate-limited: 503 with Retry-After, not "your login may not publish"', async () => {
    await seed();
    host.rateLimited(true);
    const response = await call({ headers: as('token-editor') });
    expect(response.status).toBe(503);
    expect(response.body.message).toContain('turning requests away');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(RATE_LIMIT_WAIT_SECONDS - 5);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMIT_WAIT_SECONDS);
    expectNoLeadData(response.body);
    // Not remembered as a refusal: once the host answers again, the login is let in.
    host.rateLimited(false);
    expect((await call({ headers: as('token-editor') })).status).toBe(200);
  });

  test('a refused token is remembered for a minute: the host is asked once per token and window', async () => {
    const before = host.requests.length;
    for (let i = 0; i < 5; i += 1) expect((await call({ headers: as('made-up') })).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await call({ headers: as('token-reader') })).status).toBe(403);
    const perToken = name === 'gitlab' ? 3 : 2;
    expect(host.requests.length - before).toBe(2 * perToken);
    expect([...serverState().refused.values()].every((refusal) => refusal.until - Date.now() <= REFUSAL_MS)).toBe(true);
  });

  test(`calls without a login are limited per address: ${STRANGER_LIMIT} in ten minutes, then 429 with Retry-After, the host not asked`, async () => {
    for (let i = 0; i < STRANGER_LIMIT; i += 1) expect((await call({ headers: as(`made-up-${i}`), address: '203.0.113.50' })).status).toBe(401);
    const asked = host.requests.length;
    const over = await call({ headers: as('made-up-again'), address: '203.0.113.50' });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(host.requests.length).toBe(asked);
    // Another address is not held up by it.
    expect((await call({ headers: as('made-up'), address: '203.0.113.51' })).status).toBe(401);
  });
});

test('GitHub: a public_repo token opens the leads of a public repository, not of a private one', async () => {
  const host = await startRepositoryHost(
    'github',
    { 'token-public': { ...foreignAccount(['public_repo']), repos: { [REPO]: 'push', [PUBLIC_REPO]: 'push' } } },
    { publicRepos: [PUBLIC_REPO] },
  );
  try {
    const settings = { SUBMISSIONS_DIR: dir, CMS_BACKEND: 'github', CMS_API_ROOT: host.api, CMS_AUTH_URL: 'https://auth.example.com' };
    env = { ...settings, CMS_REPO: PUBLIC_REPO };
    expect((await call({ headers: as('token-public') })).status).toBe(200);
    env = { ...settings, CMS_REPO: REPO };
    expect((await call({ headers: as('token-public') })).status).toBe(403);
  } finally {
    await host.close();
  }
});

describe('following up', () => {
  let host: RepositoryHost;
  let mail: TestMailServer;
  beforeAll(async () => {
    host = await startRepositoryHost('github', ACCOUNTS);
    mail = await startMailServer();
  });
  afterAll(async () => {
    await host.close();
    await mail.stop();
  });
  beforeEach(() => {
    env = { SUBMISSIONS_DIR: dir, CMS_BACKEND: 'github', CMS_REPO: REPO, CMS_API_ROOT: host.api, CMS_AUTH_URL: 'https://auth.example.com' };
  });
  const editor = as('token-editor');

  test('a state and a note are kept beside the submission, each with who and when; every state can be set', async () => {
    const [id] = await seed(1);
    const submission = fs.readFileSync(path.join(dir, 'submission', `${id}.json`), 'utf8');
    let seen = 0;
    for (const state of FOLLOW_UP_STATES) {
      const answer = await call({ method: 'POST', headers: editor, body: { action: 'state', id, seen, state } });
      expect(answer.status).toBe(200);
      expect(answer.body.lead.followUp.state).toBe(state);
      seen = answer.body.lead.followUp.version;
    }
    const noted = await call({ method: 'POST', headers: editor, body: { action: 'note', id, seen, note: '  Called back, wants a visit Tuesday.  ' } });
    expect(noted.body.lead.followUp.history.at(-1)).toEqual({
      kind: 'note',
      text: 'Called back, wants a visit Tuesday.',
      n: seen + 1,
      at: expect.any(String),
      by: 'pat',
      byName: 'Pat Owner',
    });
    const one = await call({ headers: editor, query: { id } });
    expect(one.body.lead.followUp.history).toHaveLength(FOLLOW_UP_STATES.length + 1);
    expect(fs.readFileSync(path.join(dir, 'submission', `${id}.json`), 'utf8')).toBe(submission);
  });

  test('two people changing a lead at once: one change is kept, the other is told it changed meanwhile, and nothing is lost silently', async () => {
    const [id] = await seed(1);
    const [first, second] = await Promise.all([
      call({ method: 'POST', headers: editor, body: { action: 'state', id, seen: 0, state: 'contacted' } }),
      call({ method: 'POST', headers: editor, body: { action: 'note', id, seen: 0, note: 'Left a voicemail.' } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toContain('Someone else changed this lead meanwhile');
    expect(refused.body.lead.followUp.version).toBe(1);
    const now = await call({ headers: editor, query: { id } });
    expect(now.body.lead.followUp.history).toHaveLength(1);
  });

  test('a change that says it saw more changes than there are is refused (409), and a stale change after it too', async () => {
    const [id] = await seed(1);
    expect((await call({ method: 'POST', headers: editor, body: { action: 'state', id, seen: 0, state: 'contacted' } })).status).toBe(200);
    const ahead = await call({ method: 'POST', headers: editor, body: { action: 'note', id, seen: 5, note: 'Written ahead.' } });
    expect(ahead.status).toBe(409);
    expect(ahead.body.lead.followUp.version).toBe(1);
    const stale = await call({ method: 'POST', headers: editor, body: { action: 'note', id, seen: 0, note: 'Saw nothing yet.' } });
    expect(stale.status).toBe(409);
    const current = await call({ method: 'POST', headers: editor, body: { action: 'note', id, seen: 1, note: 'Saw the first change.' } });
    expect(current.status).toBe(200);
    expect(current.body.lead.followUp.history.map((entry: { n: number }) => entry.n)).toEqual([1, 2]);
    expect(fs.readdirSync(path.join(dir, 'followup', id)).sort()).toEqual(['1.json', '2.json']);
  });

  test('bad changes are refused in staff’s words', async () => {
    const [id] = await seed(1);
    expect((await call({ method: 'POST', headers: editor, body: { action: 'state', id, seen: 0, state: 'maybe' } })).body.message).toBe(
      "A lead's state is one of New, Contacted, Quoted, Won, Lost.",
    );
    expect((await call({ method: 'POST', headers: editor, body: { action: 'note', id, seen: 0, note: '   ' } })).body.message).toBe(
      'Write the note before adding it.',
    );
    expect((await call({ method: 'POST', headers: editor, body: { action: 'note', id, note: 'x' } })).status).toBe(400);
    expect((await call({ method: 'POST', headers: editor, body: { action: 'note', id: 'no-such-lead', seen: 0, note: 'x' } })).status).toBe(404);
  });

  test('a change must name its action: a body in the shape of a page of the view from before, or an unknown action, is refused in staff’s words and changes nothing', async () => {
    const [id] = await seed(1);
    for (const body of [
      { id, seen: 0, state: 'won' },
      { id, seen: 0, place: 'spam' },
      { id, send: true },
      { id, seen: 0, delete: true },
    ]) {
      const answer = await call({ method: 'POST', headers: editor, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('This page of the leads view is older than the site, so nothing was changed. Reload the page, then do it again.');
    }
    const unknown = await call({ method: 'POST', headers: editor, body: { action: 'archive', id, seen: 0 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no action "archive" for a lead: state, note, move, send, delete, answer.');
    const { lead } = (await call({ headers: editor, query: { id } })).body;
    expect(lead.followUp.version).toBe(0);
    expect(lead.place).toBe('inbox');
  });

  test('send again: a lead whose mail failed is mailed once, through the ledger, however often it is asked', async () => {
    const [id] = await seed(1);
    env = { ...env, ...mail.env };
    const before = mail.received.length;
    const answers = await Promise.all([1, 2, 3].map(() => call({ method: 'POST', headers: editor, body: { action: 'send', id } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(mail.received.length - before).toBe(1);
    const again = await call({ method: 'POST', headers: editor, body: { action: 'send', id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This lead was mailed already.');
  });

  test('without mail set up, send again says so and sends nothing', async () => {
    const [id] = await seed(1);
    const answer = await call({ method: 'POST', headers: editor, body: { action: 'send', id } });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toContain('Mail is not set up');
  });
});

describe('on a laptop (npm run cms)', () => {
  beforeEach(() => {
    env = { SUBMISSIONS_DIR: dir, LEADS_WITHOUT_LOGIN: 'loopback' };
  });
  const local = { host: 'localhost:8000' };

  test('a request from this computer needs no login', async () => {
    await seed(1);
    const answer = await call({ address: '127.0.0.1', headers: local });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toBe('this computer');
    expect((await call({ address: '::1', headers: { host: '[::1]:8000', origin: 'http://[::1]:8000' } })).status).toBe(200);
  });

  test('one from elsewhere, or forwarded by a proxy on this computer, still needs the login', async () => {
    await seed(1);
    expect((await call({ address: '198.51.100.7', headers: local })).status).toBe(401);
    expect((await call({ address: '127.0.0.1', headers: { ...local, 'x-forwarded-for': '203.0.113.9' } })).status).toBe(401);
  });

  test('the live Netlify store in the shell: the login is asked, even from this computer', async () => {
    env = { ...env, NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'secret' };
    const answer = await call({ address: '127.0.0.1', headers: local });
    expect(answer.status).toBe(401);
    expectNoLeadData(answer.body);
  });

  test.each<{ what: string; headers: Record<string, string> }>([
    { what: 'a page of another site (cross-origin)', headers: { ...local, origin: 'https://evil.test' } },
    { what: 'another page on this computer', headers: { ...local, origin: 'http://localhost:3000' } },
    { what: 'a sandboxed page (Origin: null)', headers: { ...local, origin: 'null' } },
    { what: 'a hostile name resolving here (DNS rebinding)', headers: { host: 'evil.test:8000' } },
    { what: 'no Host at all', headers: {} },
  ])('$what: 403 in a plain sentence, with or without a token, and no lead data', async ({ headers }) => {
    await seed(1);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await call({
        method,
        address: '127.0.0.1',
        headers,
        body: method === 'POST' ? { action: 'state', id: 'x', seen: 0, state: 'won' } : undefined,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain('answers only its own pages');
      expectNoLeadData(answer.body);
    }
  });
});
