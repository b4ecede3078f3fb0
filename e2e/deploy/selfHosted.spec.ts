/**
 * The self-hosted recipe of deploy/, started for real on this build: the
 * service's own command and environment from deploy/coastal-site.service
 * (its folders moved to temporary ones), Caddy with deploy/Caddyfile and
 * the headers cli/caddy-headers.ts writes from public/_headers, a form
 * posted through Caddy, the headers checked against _headers, the backup
 * script run over the store, and the faults a lead must survive (mail down,
 * the store unwritable, mail never set up).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { builtPages } from '../../src/build/builtPages';
import { parseHeadersFile } from '../../src/build/headersFile';
import { compiledFunctions } from '../../src/build/servedBuild.mjs';
import { MAX_API_BODY_BYTES, bodyLimitOf } from '../../src/server/bodyLimits.cjs';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES } from '../../src/forms/photos';
import { sendLargestSet } from '../../testing/photos';
import { expectEveryLeadMailedOnce, expectListedThenMailed, leadWithoutMail, mailOutage } from '../../testing/leadScenarios';
import { type Started, answers, freePort, startProcess } from '../../testing/processes';
import { TEST_PROOF_TRIES, proofFrom } from '../../testing/proof';
import { type Oversized, mostSentBeforeAnswer, postOversized, rawRequest } from '../../testing/rawRequest';
import { type CountingRelay, startCountingRelay } from '../../testing/countingRelay';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { type PushService, startPushService } from '../../testing/pushService';
import { REQUEST_PUSHING_MS } from '../../src/server/push/newLead';
import { folderStore } from '../../src/server/store/folderStore';
import { NOT_STORED } from '../../src/server/forms/answers';
import { readLead, readLeads } from '../../src/server/store/ledger';
import { shippedModel } from '../../src/server/spam';
import { landingOf } from '../../testing/spamCorpus/tables';
import { hostSample, sendCorpus } from '../../testing/corpusThroughApi';
import { VALID } from '../../__tests__/forms/fixtures';
import { business } from '../content';
import { expectHeadersOfRules } from '../helpers';
import { LEAD_READERS, expectDeletedWithItsPhotos, expectLeadsApi } from './leadsApi';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';

const ROOT = path.resolve(__dirname, '../..');
/** How long the service keeps an unused connection open: Node's default (`server.keepAliveTimeout`), which Gatsby keeps. */
const SERVICE_KEEP_ALIVE_MS = http.createServer().keepAliveTimeout;
const UNIT = path.join(ROOT, 'deploy/coastal-site.service');

/** `Key=value` settings of a systemd unit; Environment= lines gathered into one object. */
function readUnit(file: string) {
  const settings: Record<string, string> = {};
  const environment: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^(\w+)=(.*)$/);
    if (!match) continue;
    if (match[1] === 'Environment') {
      const [name, ...value] = match[2].split('=');
      environment[name] = value.join('=');
    } else settings[match[1]] = match[2];
  }
  return { settings, environment };
}

test.describe.configure({ mode: 'serial' });

let service: Started;
let repositoryHost: RepositoryHost;
let caddy: Started;
/** Between Caddy and the service: what Caddy passed on. */
let relay: CountingRelay;
let mail: TestMailServer;
let push: PushService;
let site: string;
let tmp: string;
let store: string;

/** The service as the unit starts it, with the store and the port moved for the test and `extra` settings (mail). */
async function startService(extra: Record<string, string>) {
  const { settings, environment } = readUnit(UNIT);
  const port = String(await freePort());
  const env = { ...environment, PORT: port, SUBMISSIONS_DIR: store, FORM_RATE_LIMIT: '1000', PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES, ...extra };
  const [command, ...args] = settings.ExecStart.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name as keyof typeof env]).split(/\s+/);
  return { port, started: await startProcess('the service', command, args, { cwd: ROOT, env, ready: answers(`http://127.0.0.1:${port}/`) }) };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'self-hosted-'));
  store = path.join(tmp, 'submissions');
  mail = await startMailServer();
  repositoryHost = await startRepositoryHost('gitea', LEAD_READERS);
  // The laptop's setting turned on by mistake: requests that Caddy forwards must still need the login.
  const leadsAccess = { CMS_BACKEND: 'gitea', CMS_REPO: 'coastal/site', CMS_API_ROOT: repositoryHost.api, CMS_APP_ID: 'app', LEADS_WITHOUT_LOGIN: 'loopback' };
  // Pushes go to the stand-in push service (its certificate trusted, its origin let in).
  push = await startPushService();
  const { port: servicePort, started } = await startService({ ...mail.env, ...leadsAccess, ...push.env });
  service = started;
  relay = await startCountingRelay(Number(servicePort));

  // What deploy/release.sh does after the build, into the folder Caddy imports from.
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'cli/caddy-headers.ts', '--out', path.join(tmp, 'headers.caddy')], {
    cwd: ROOT,
  });
  const caddyPort = await freePort();
  site = `http://127.0.0.1:${caddyPort}`;
  caddy = await startProcess('Caddy', 'caddy', ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: { SITE_ADDRESS: site, SITE_ROOT: tmp, SITE_PORT: String(relay.port), CADDY_ADMIN: 'off', HOME: tmp, XDG_DATA_HOME: tmp, XDG_CONFIG_HOME: tmp },
    ready: answers(`${site}/robots.txt`),
  });
});

test.afterAll(async () => {
  await caddy?.stop();
  await relay?.close();
  await service?.stop();
  await mail?.stop();
  await push?.stop();
  await repositoryHost?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the unit files are valid systemd units', () => {
  const result = spawnSync(
    'systemd-analyze',
    [
      'verify',
      UNIT,
      ...['coastal-site-backup.service', 'coastal-site-backup.timer', 'coastal-site-round.service', 'coastal-site-round.timer'].map((unit) =>
        path.join(ROOT, 'deploy', unit),
      ),
    ],
    { encoding: 'utf8' },
  );
  // Only the backup script's installed path is unknown here.
  const problems = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !line.includes('/srv/coastal-site/current/deploy/backup-submissions.sh'));
  expect(problems).toEqual([]);
});

test('every page and kind of file comes through Caddy with the headers of public/_headers', async ({ request }) => {
  const publicDir = path.join(ROOT, 'public');
  const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8'));
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' });
  const firstOf = (pattern: RegExp) =>
    `/${files
      .find((file) => pattern.test(file))!
      .split(path.sep)
      .join('/')}`;
  const paths = [
    ...builtPages(publicDir).map((page) => page.route),
    firstOf(/^app-.*\.js$/),
    firstOf(/^static\/.*\.woff2$/),
    firstOf(/\.avif$/),
    '/page-data/index/page-data.json',
    '/admin/',
    '/sitemap.xml',
    '/no-such-page',
  ];
  for (const pathname of paths) {
    const response = await request.get(`${site}${pathname}`, { maxRedirects: 0 });
    expect(response.status(), pathname).toBeLessThan(pathname === '/no-such-page' ? 500 : 400);
    expectHeadersOfRules(response, rules, pathname);
  }
});

test('Caddy lets a connection to the service go before the service would (no post meets a closing connection)', async ({ request }) => {
  // Connections Caddy opened to the service for this test and the ones before it, then left unused past the service's
  // keep-alive (Node's 5 s): each must have been let go by Caddy. One the service closed first is one on which Caddy
  // could have sent a post as it closed, and the visitor got a 502 with no body (deploy/Caddyfile).
  const before = relay.endedBy();
  expect((await request.get(`${site}/robots.txt`)).ok()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, SERVICE_KEEP_ALIVE_MS + 1_500));
  const after = relay.endedBy();
  expect({ byCaddy: after.proxy - before.proxy > 0, byTheService: after.upstream - before.upstream }).toEqual({ byCaddy: true, byTheService: 0 });
});

test('pages come compressed', async ({ request }) => {
  const response = await request.get(`${site}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

const leads = () => readLeads(folderStore(store));

/** Posts a quote as a visitor's browser with scripts does, with a proof of work solved for the site at `at` (unless told not to). */
const postQuote = async (request: APIRequestContext, data: Record<string, unknown>, at = site, { proof = true } = {}) =>
  request.post(`${at}/api/quote`, {
    headers: { accept: 'application/json' },
    data: { ...data, elapsedMs: '12000', ...(proof ? { altcha: await proofFrom(at) } : {}) },
  });

test('a quote posted through Caddy is stored on the service’s disk and mailed, and the backup script archives it', async ({ request }) => {
  const response = await postQuote(request, VALID.quote);
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  expect(await leads()).toContainEqual(expect.objectContaining({ id, values: VALID.quote, mailed: expect.any(Object) }));
  expect(mail.received.map((message) => message.headers.get('x-submission-id'))).toContain(id);

  const bad = await postQuote(request, { ...VALID.quote, email: 'not-an-address' });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors).toEqual([expect.objectContaining({ field: 'email' })]);

  const backups = path.join(tmp, 'backups');
  const archive = execFileSync('bash', [path.join(ROOT, 'deploy/backup-submissions.sh'), store, backups], { encoding: 'utf8' }).trim();
  expect(path.dirname(archive)).toBe(backups);
  const archived = JSON.parse(execFileSync('tar', ['-xzOf', archive, `submissions/submission/${id}.json`], { encoding: 'utf8' }));
  expect(archived).toMatchObject({ id, values: VALID.quote });
});

test('the leads API through Caddy lists every lead on the service’s disk for a login that may publish, and nothing without one', async ({ request }) => {
  await expectLeadsApi(request, site, { token: 'token-owner', ids: (await leads()).map((lead) => lead.id) });
});

test('a quote through Caddy is pushed, from the service’s request, to a device subscribed through Caddy; one whose push service was down is pushed by the unit’s minute round', async ({
  request,
}) => {
  const owner = { authorization: 'Bearer token-owner' };
  const device = push.subscription();
  const subscribed = await request.post(`${site}/api/leads`, { headers: owner, data: { action: 'subscribe', subscription: device, label: 'Android, Chrome' } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const { id } = await (await postQuote(request, VALID.quote)).json();
  expect(push.to(device.endpoint).map((message) => message.payload)).toEqual([
    expect.objectContaining({ leadId: id, title: 'New quote request', body: 'Dana, Carolina Beach' }),
  ]);
  expect(push.to(device.endpoint)[0].text).not.toMatch(/Whitfield|dana@example\.com|555-0142|Lake Park/);

  // The push service down as the next quote comes: the unit's round, its own command, pushes it once it is back.
  push.answer(device.endpoint, 503);
  const later = (await (await postQuote(request, { ...VALID.quote, firstName: 'Lee' })).json()).id;
  push.answer(device.endpoint, 0);
  expect(fs.existsSync(path.join(store, `push-pending/${later}.json`))).toBe(true);
  // A marker is the form request's own for its first seconds (src/server/push/newLead.ts, REQUEST_PUSHING_MS).
  await new Promise((resolve) => setTimeout(resolve, REQUEST_PUSHING_MS));
  const round = readUnit(path.join(ROOT, 'deploy/coastal-site-round.service'));
  const [command, ...args] = round.settings.ExecStart.split(/\s+/);
  // Run apart from this process, whose stand-in push service must answer the round meanwhile (spawnSync would block it).
  const ran = await promisify(execFile)(command, args, { cwd: ROOT, env: { ...process.env, ...round.environment, SUBMISSIONS_DIR: store, ...push.env } });
  expect(ran.stdout, ran.stderr).toContain('1 new lead(s) pushed to staff’s phones');
  expect(push.to(device.endpoint).map((message) => (message.payload as { leadId: string }).leadId)).toEqual([id, later]);
  expect(fs.existsSync(path.join(store, `push-pending/${later}.json`))).toBe(false);

  const removed = await request.post(`${site}/api/leads`, { headers: owner, data: { action: 'unsubscribe', device: (await subscribed.json()).device } });
  expect((await removed.json()).devices).toEqual([]);
});

test('Caddy refuses a body over the API’s limit on every route before the service reads it (413); one at the limit reaches the service', async () => {
  test.setTimeout(120_000);
  for (const { route } of compiledFunctions(ROOT) ?? []) {
    // What Caddy passed on of each request, counted by the relay for that request alone (testing/countingRelay.ts),
    // once the relay is quiet: the end of a request can still be on its way to the service when the client has its
    // answer. (Caddy refuses a declared length over its limit before passing on any of the body.)
    const target = (which: Oversized) => `${route}?oversized=${which}`;
    const { declared, chunked } = await postOversized(`${site}${route}`, {}, { urlOf: (which) => `${site}${target(which)}` });
    await relay.settled();
    const passed = { declared: relay.passedFor(target('declared')), chunked: relay.passedFor(target('chunked')) };
    expect({ route, declared: declared.status, chunked: chunked.status }).toEqual({ route, declared: 413, chunked: 413 });
    // The service was passed no more than Caddy's limit for the route (and a request's head and chunk lines), per request.
    const { bytes } = bodyLimitOf(route, 'multipart/form-data; boundary=b');
    for (const which of ['declared', 'chunked'] as const) expect(passed[which], `${route}, ${which}`).toBeLessThan(bytes + 16 * 1024);
    // Counted under its own name: Caddy passes on the start of a body without a length before it knows it is too long.
    expect(passed.chunked, `${route}, chunked`).toBeGreaterThan(0);
    expect(Math.max(declared.sent, chunked.sent), route).toBeLessThan(mostSentBeforeAnswer(bytes));
  }
  // Caddy's limit is the service's own (src/server/bodyLimits.cjs): a body of exactly that length is the service's to judge.
  const atLimit = await rawRequest({
    url: `${site}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ message: 'x'.repeat(MAX_API_BODY_BYTES - 14) }),
  });
  expect(Buffer.byteLength(JSON.stringify({ message: 'x'.repeat(MAX_API_BODY_BYTES - 14) }))).toBe(MAX_API_BODY_BYTES);
  expect(atLimit.status).toBe(400);
  const over = await rawRequest({
    url: `${site}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: 'x'.repeat(MAX_API_BODY_BYTES + 1),
  });
  expect(over.status).toBe(413);
});

test(`the largest set of photos (${MAX_PHOTOS}, each a request just under ${MAX_PHOTO_REQUEST_BYTES / 1024 / 1024} MB) goes through Caddy with its quote, and goes with it when staff delete it; one over is refused in the form's words`, async ({
  request,
}) => {
  test.setTimeout(90_000);
  const { answers, over, names, fields } = await sendLargestSet(request, site);
  expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
  const sent = await postQuote(request, { ...VALID.quote, ...fields });
  expect(sent.status()).toBe(201);
  const lead = await readLead(folderStore(store), (await sent.json()).id);
  expect(lead?.photos?.map((photo) => photo.name)).toEqual(names);
  expect(over.status).toBe(413);

  // Deleted at the customer's request: nothing of the lead is left on the service's disk but its line.
  await expectDeletedWithItsPhotos(request, site, lead!.id);
  const left = fs.readdirSync(store, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(lead!.id) && !file.startsWith('removed'));
  expect(left).toEqual([]);
});

test('no stored lead can be reached through the site, nor sits in the published folder', async ({ request }) => {
  const [lead] = await leads();
  const keys = [`submission/${lead.id}`, `unsent/${lead.id}`, `sent/${lead.id}`];
  const addresses = [...keys.flatMap((key) => [`/${key}`, `/${key}.json`, `/submissions/${key}.json`, `/.submissions/${key}.json`]), `/${lead.id}`];
  for (const address of addresses) {
    const response = await request.get(`${site}${address}`);
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).not.toContain(lead.values.email as string);
  }
  const published = fs.readdirSync(path.join(ROOT, 'public'), { recursive: true, encoding: 'utf8' });
  expect(published.filter((file) => file.includes(lead.id))).toEqual([]);
});

test('with the store unwritable the answer is 503, the form was not sent, and the page offers the phone', async ({ request }) => {
  const moved = `${store}.away`;
  fs.mkdirSync(store, { recursive: true });
  fs.renameSync(store, moved);
  fs.writeFileSync(store, 'not a folder');
  try {
    // No challenge can be had either (the site's secret is in the store): the form sends without a proof.
    const response = await postQuote(request, VALID.quote, site, { proof: false });
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ ok: false, message: NOT_STORED, errors: [] });
    const page = await request.post(`${site}/api/quote`, {
      headers: { accept: 'text/html' },
      form: { ...VALID.quote, services: 'lighting', elapsedMs: '12000' },
    });
    expect(page.status()).toBe(503);
    const text = await page.text();
    expect(text).toContain('Your form was not sent');
    expect(text).toContain(`href="tel:${business.phone.dial}"`);
  } finally {
    fs.rmSync(store);
    fs.renameSync(moved, store);
  }
});

test('mail down: every acknowledged quote is on disk, and once mail is back each is mailed exactly once', async ({ request }) => {
  test.setTimeout(180_000);
  await mail.stop();
  const report = await mailOutage({
    send: (index) => postQuote(request, { ...VALID.quote, email: `outage-${index}@example.com` }).then(toResponse),
    laterRequest: async (index) =>
      request
        .post(`${site}/api/contact`, {
          headers: { accept: 'application/json' },
          data: { ...VALID.contact, email: `later-${index}@example.com`, elapsedMs: '12000', altcha: await proofFrom(site) },
        })
        .then(toResponse),
    restartMail: async () => (mail = await startMailServer(mail.port)),
    storeEnv: { SUBMISSIONS_DIR: store },
    leads,
  });
  // A refusal names its cause in the service's log: shown with the failure.
  expect(
    report.refused,
    service
      .output()
      .split('\n')
      .filter((line) => line.includes('[forms]'))
      .join('\n'),
  ).toEqual([]);
  expectEveryLeadMailedOnce(expect, report);
});

test('mail never set up: the quote is stored, listed by npm run leads, and mailed once mail is set up', async ({ request }) => {
  const { port, started } = await startService({ SMTP_HOST: '' });
  try {
    const quote = { ...VALID.quote, email: 'no-mail-yet@example.com' };
    const report = await leadWithoutMail({
      send: () => postQuote(request, quote, `http://127.0.0.1:${port}`).then(toResponse),
      mail,
      storeEnv: { SUBMISSIONS_DIR: store },
    });
    expectListedThenMailed(expect, report, quote);
  } finally {
    await started.stop();
  }
});

test('the spam corpus sent to the service lands in each lead’s place, as the shipped model scores it', async ({ request }) => {
  test.setTimeout(120_000);
  const { port, started } = await startService({ SMTP_HOST: '' });
  try {
    const at = `http://127.0.0.1:${port}`;
    const report = await sendCorpus(hostSample(), {
      send: async (item) => {
        const response = await request.post(`${at}/api/${item.kind}`, {
          headers: { accept: 'application/json' },
          data: { ...item.values, elapsedMs: '12000', altcha: await proofFrom(at) },
        });
        expect(response.status()).toBe(201);
        return ((await response.json()) as { id: string }).id;
      },
      placeOf: async (id) => (await readLead(folderStore(store), id))!.place,
    });
    const model = shippedModel();
    for (const { item, place } of report.landed) expect({ id: item.id, place }).toEqual({ id: item.id, place: landingOf(model, item.kind, item.values) });
  } finally {
    await started.stop();
  }
});

/** Playwright's answer as a fetch Response, the form the lead scenarios take. */
async function toResponse(answer: APIResponse) {
  return new Response(await answer.text(), { status: answer.status(), headers: answer.headers() });
}
