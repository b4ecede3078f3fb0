/**
 * @jest-environment node
 *
 * What the editor says of a published change (src/cms/publishStatus.ts),
 * against a served site whose /version.json names an older commit and then
 * the saved one, and a stand-in for the parts of GitHub's REST API the
 * editor reads (workflow runs, their jobs, check annotations, commit
 * comparison, a branch's head), answering in the shapes GitHub documents;
 * and the box in the editor's page that shows it (publishStatusBox.ts),
 * in a DOM of its own.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtVersion } from '../../src/build/version';
import { JSDOM } from 'jsdom';
import { NOTHING_TO_PUBLISH_TO, type RunJob, describe as describeState, observe } from '../../src/cms/publishStatus';
import { showPublishStatus } from '../../src/cms/publishStatusBox';

const SAVED = 'a'.repeat(40);
const OLDER = 'b'.repeat(40);
const LATER = 'c'.repeat(40);

let server: http.Server;
let base: string;
let publicDir: string;
/** What the stand-in API answers, changed by each test as the pipeline moves on. */
let runs: { id: number; name: string; html_url: string; status: string; head_sha: string }[];
let jobs: RunJob[];
const annotations: Record<string, unknown[]> = {};
const authorizations: string[] = [];

/** The host's build of `commit`: /version.json as the build writes it. */
const buildOf = (commit: string) =>
  fs.writeFileSync(path.join(publicDir, 'version.json'), JSON.stringify(builtVersion(publicDir, { COMMIT_REF: commit }, new Date('2026-11-27T15:04:00Z'))));

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-site-'));
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/version.json') return json(200, JSON.parse(fs.readFileSync(path.join(publicDir, 'version.json'), 'utf8')));
    authorizations.push(String(request.headers.authorization));
    const compare = url.pathname.match(/^\/repos\/coastal\/site\/compare\/(\w+)\.\.\.(\w+)$/);
    if (compare) return json(200, { status: compare[1] === SAVED && compare[2] === LATER ? 'ahead' : 'behind' });
    if (url.pathname === '/repos/coastal/site/actions/runs')
      return json(200, { workflow_runs: runs.filter((run) => run.head_sha === url.searchParams.get('head_sha')) });
    if (url.pathname === '/repos/coastal/site/actions/runs/7/jobs') return json(200, { jobs });
    if (url.pathname === '/repos/coastal/site/commits/main') return json(200, { sha: SAVED });
    const notes = url.pathname.match(/^\/check-runs\/(\d+)\/annotations$/);
    if (notes) return json(200, annotations[notes[1]] ?? []);
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const source = () => ({ repo: 'coastal/site', token: 'staff-token', api: base, site: base });
const run = (status: string) => [{ id: 7, name: 'Test and publish', html_url: `${base}/runs/7`, status, head_sha: SAVED }];
const lane = (conclusion: string | null, status = conclusion ? 'completed' : 'in_progress'): RunJob => ({
  name: 'Content lane (npm run test:content)',
  status,
  conclusion,
  check_run_url: `${base}/check-runs/11`,
});
const publishJob = (conclusion: string | null, steps?: RunJob['steps']): RunJob => ({
  name: 'Publish a content change / Publish main',
  status: conclusion ? 'completed' : 'queued',
  conclusion,
  steps,
});
const suite: RunJob = { name: 'Test (bash .ci/run)', status: 'in_progress', conclusion: null };

test('a content change from its save to the live site: waiting, checking, publishing, then live when the site reports its commit', async () => {
  buildOf(OLDER);
  runs = [];
  jobs = [];
  expect(await observe(source(), SAVED)).toEqual({ state: 'waiting' });

  runs = run('in_progress');
  jobs = [lane(null), suite];
  expect(await observe(source(), SAVED)).toEqual({ state: 'checking', runUrl: `${base}/runs/7` });

  // The whole suite is still running: the content lane does not wait for it.
  jobs = [lane('success'), publishJob('success'), suite];
  expect(await observe(source(), SAVED)).toEqual({ state: 'publishing', runUrl: `${base}/runs/7` });

  buildOf(SAVED);
  const live = await observe(source(), SAVED);
  expect(live).toEqual({ state: 'live', builtAt: '2026-11-27T15:04:00.000Z' });
  expect(describeState(live).text).toMatch(/^Your change is live \(site rebuilt .+\)\.$/);
  expect(authorizations.every((header) => header === 'Bearer staff-token')).toBe(true);
});

test('a repository that names no host to publish to says so, once the checks have passed, and stops there', async () => {
  buildOf(OLDER);
  runs = run('completed');
  jobs = [lane('success'), publishJob('success', [{ name: NOTHING_TO_PUBLISH_TO, conclusion: 'success' }]), suite];
  const state = await observe(source(), SAVED);
  expect(state).toEqual({ state: 'not-set-up', runUrl: `${base}/runs/7` });
  expect(describeState(state).text).toMatch(/^Your change is saved and passed the checks, but this site is not set up to publish/);

  // With a host named, that step is skipped and the change is on its way.
  jobs = [lane('success'), publishJob('success', [{ name: NOTHING_TO_PUBLISH_TO, conclusion: 'skipped' }]), suite];
  expect((await observe(source(), SAVED)).state).toBe('publishing');
});

test('a later change that is live carries the saved one with it', async () => {
  buildOf(LATER);
  runs = [];
  expect((await observe(source(), SAVED)).state).toBe('live');
});

test('a failed content check names the file, record and field, and links to the summary', async () => {
  buildOf(OLDER);
  runs = run('in_progress');
  jobs = [lane('failure'), publishJob(null), suite];
  annotations['11'] = [
    {
      path: 'data/testimonials/sarah-mitchell.json',
      message: 'record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7',
      annotation_level: 'failure',
    },
    { path: '.github', message: 'Process completed with exit code 1.', annotation_level: 'failure' },
  ];
  const failed = await observe(source(), SAVED);
  expect(failed).toEqual({
    state: 'failed',
    runUrl: `${base}/runs/7`,
    problems: ['data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7'],
  });
  expect(describeState(failed)).toEqual({
    text: 'Your change was not published. Fix this and publish again:',
    problems: failed.state === 'failed' ? failed.problems : [],
    link: { href: `${base}/runs/7`, label: 'See the summary' },
  });
});

describe('the box in the editor', () => {
  let dom: JSDOM;
  let handlers: Record<string, () => unknown>;
  const cms = { registerEventListener: ({ name, handler }: { name: string; handler: () => unknown }) => void (handlers[name] = handler) };
  const box = () => dom.window.document.querySelector<HTMLElement>('[role="status"][aria-label="Publishing"]')!;

  beforeEach(() => {
    dom = new JSDOM('<!doctype html><body></body>', { url: base });
    handlers = {};
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    buildOf(OLDER);
    runs = run('in_progress');
    jobs = [lane(null), suite];
  });

  afterEach(() => {
    dom.window.close();
    Object.assign(globalThis, { window: undefined, document: undefined });
  });

  const login = (backendName: string) => dom.window.localStorage.setItem('decap-cms-user', JSON.stringify({ backendName, token: 'staff-token' }));
  const settings = () => ({ repo: 'coastal/site', branch: 'main', site: base, api: base, fetch });

  test('after Publish it follows the commit the editor just made, and says so in words', async () => {
    login('github');
    showPublishStatus(cms, settings(), dom.window.localStorage);
    expect(box().hidden).toBe(true);
    await handlers.postPublish();
    await waitFor(() => box().dataset.state === 'checking');
    expect(box().textContent).toContain('Checking your change before it goes live');
    expect(box().querySelector('a')?.href).toBe(`${base}/runs/7`);
    expect(JSON.parse(dom.window.localStorage.getItem('publish-status')!).commit).toBe(SAVED);
  });

  test('a change still on its way when the editor is reloaded is followed to the live site', async () => {
    login('github');
    dom.window.localStorage.setItem('publish-status', JSON.stringify({ commit: SAVED, since: Date.now() }));
    buildOf(SAVED);
    showPublishStatus(cms, settings(), dom.window.localStorage);
    await waitFor(() => box().dataset.state === 'live');
    expect(box().textContent).toMatch(/^Your change is live/);
    expect(dom.window.localStorage.getItem('publish-status')).toBeNull();
  });

  test('the laptop editor (saved to the files on disk, nothing published) shows nothing and asks nothing', async () => {
    login('proxy');
    const asked = authorizations.length;
    showPublishStatus(cms, settings(), dom.window.localStorage);
    await handlers.postPublish();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(box().hidden).toBe(true);
    expect(authorizations.length).toBe(asked);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the box');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
