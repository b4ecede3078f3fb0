/**
 * @jest-environment node
 *
 * What the editor says of a published change (src/cms/publishStatus.ts),
 * against a served site whose /version.json names an older commit and then
 * the saved one, and a stand-in for the parts of GitHub's REST API the
 * editor reads (workflow runs, their jobs, check annotations, commit
 * comparison), answering in the shapes GitHub documents.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtVersion } from '../../src/build/version';
import { type RunJob, describe as describeState, observe } from '../../src/cms/publishStatus';

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
const publishJob = (conclusion: string | null): RunJob => ({
  name: 'Publish a content change / Publish main',
  status: conclusion ? 'completed' : 'queued',
  conclusion,
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
