/**
 * @jest-environment node
 *
 * The laptop's development server (`npm run cms` runs it with LEADS_WITHOUT_LOGIN=loopback) tried from outside, as a
 * web page the person visits while it runs would try it: a real `gatsby develop` of a throwaway copy of the project,
 * asked with the Host and Origin headers a cross-origin page and a DNS-rebinding page send (src/build/developGuard.ts,
 * src/server/localGuard.ts), and with bodies far over the API's limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LINGER_BYTES, MAX_API_BODY_BYTES, MAX_PHOTO_REQUEST_BYTES } from '../../src/server/bodyLimits.cjs';
import { folderStore } from '../../src/server/store/folderStore';
import { storeSubmission } from '../../src/server/store/ledger';
import { type Started, freePort, startProcess } from '../../testing/processes';
import { mostSentBeforeAnswer, postOversized, rawRequest } from '../../testing/rawRequest';
import { type ThrowawayProject, throwawayProject } from '../../testing/throwawayProject';
import { VALID } from '../forms/fixtures';

// The development server compiles a page when it is first asked for, beside the production build that npm test runs.
jest.setTimeout(60_000);

let project: ThrowawayProject;
let develop: Started;
let port: number;
let store: string;
let leadId: string;

const url = (pathAndQuery: string) => `http://127.0.0.1:${port}${pathAndQuery}`;
const own = () => `localhost:${port}`;
const followUps = () => (fs.existsSync(path.join(store, 'followup', leadId)) ? fs.readdirSync(path.join(store, 'followup', leadId)) : []);

/**
 * Whether the API routes the tests call answer, each once. The launcher has `gatsby develop` compile every function
 * as it starts (docs/gatsby-defaults.md); without that, each route's first request compiled it and restarted the
 * watcher, and a request meanwhile could read a function file half written and be answered 500. Asked here first, one
 * at a time, so the tests start once the API answers; a first request that hangs is asked again.
 */
async function functionsCompiled() {
  for (const route of ['/api/leads', '/api/quote']) {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 15_000)));
    const answer = await Promise.race([rawRequest({ url: url(route), headers: { host: own() } }), hung]);
    clearTimeout(timer);
    if (!answer || answer.status >= 500) return false;
  }
  return true;
}

beforeAll(async () => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-leads-'));
  leadId = (await storeSubmission(folderStore(store), 'contact', VALID.contact)).record.id;
  project = await throwawayProject({ slot: 'develop' });
  port = await freePort();
  develop = await startProcess('gatsby develop', process.execPath, ['src/build/runGatsby.mjs', 'develop', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: project.dir,
    // Jest sets NODE_ENV=test, under which Gatsby's babel loader knows no "develop" stage.
    env: { CI: 'true', NO_COLOR: '1', NODE_ENV: 'development', SUBMISSIONS_DIR: store, LEADS_WITHOUT_LOGIN: 'loopback' },
    ready: async () => (await rawRequest({ url: url('/'), headers: { host: own() } })).status === 200 && (await functionsCompiled()),
    // A limit for a hang, not a measure: a fresh copy is ready in about 40 s alone, and took 175 s beside the rest of
    // npm test (fresh-clone run 51, its bundle built beside the production build and the browser tests).
    timeoutMs: 300_000,
  });
}, 360_000);

afterAll(async () => {
  await develop?.stop();
  project?.remove();
  if (store) fs.rmSync(store, { recursive: true, force: true });
});

test('its own pages are answered: the site, GraphiQL and the leads, under each name of this computer', async () => {
  for (const host of [own(), `127.0.0.1:${port}`, `[::1]:${port}`]) {
    const page = await rawRequest({ url: url('/'), headers: { host } });
    expect({ host, status: page.status }).toEqual({ host, status: 200 });
  }
  const leads = await rawRequest({ url: url('/api/leads'), headers: { host: own() } });
  expect(leads.status).toBe(200);
  expect(leads.text).toContain(leadId);
  const ownPreflight = await rawRequest({
    url: url('/api/leads'),
    method: 'OPTIONS',
    headers: { host: own(), origin: `http://${own()}`, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(ownPreflight.status).toBeLessThan(300);
  // The API was compiled as the server started (the launcher's setting): no first request touched a function's file.
  expect(develop.output()).not.toContain('Restarting function watcher');
});

test('a page of another site: its preflight is refused (403, no CORS header) and its request too; the lead is unchanged', async () => {
  const before = followUps();
  for (const route of ['/api/leads', '/api/quote', '/___graphql', '/']) {
    const preflight = await rawRequest({
      url: url(route),
      method: 'OPTIONS',
      headers: { host: own(), origin: 'http://evil.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect({ route, status: preflight.status, allowed: preflight.headers['access-control-allow-origin'] }).toEqual({ route, status: 403, allowed: undefined });
  }
  for (const origin of ['http://evil.test', `http://localhost:${port + 1}`, 'null']) {
    const post = await rawRequest({
      url: url('/api/leads'),
      method: 'POST',
      headers: { host: own(), origin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'state', id: leadId, seen: before.length, state: 'won' }),
    });
    expect({ origin, status: post.status }).toEqual({ origin, status: 403 });
    expect(post.text).toContain('answers only its own pages');
  }
  expect(followUps()).toEqual(before);
});

test('a hostile name resolving to this computer (DNS rebinding) reads nothing: no lead, no page, no GraphQL', async () => {
  for (const route of ['/api/leads', '/', '/___graphql?query=%7Bsite%7Bid%7D%7D']) {
    const answer = await rawRequest({ url: url(route), headers: { host: `evil.test:${port}` } });
    expect({ route, status: answer.status }).toEqual({ route, status: 403 });
    expect(answer.text).not.toContain(leadId);
  }
});

test('a body over the limit is refused (413) before it is read, with a length or without one', async () => {
  for (const route of ['/api/leads', '/api/quote']) {
    const { declared, chunked } = await postOversized(url(route), { host: own() });
    expect({ route, declared: declared.status, chunked: chunked.status }).toEqual({ route, declared: 413, chunked: 413 });
    expect(declared.text).toContain(`${MAX_API_BODY_BYTES / 1024} KB`);
    expect(Math.max(declared.sent, chunked.sent)).toBeLessThan(mostSentBeforeAnswer(MAX_PHOTO_REQUEST_BYTES + LINGER_BYTES));
  }
});
