/**
 * The self-hosted recipe of deploy/, started for real on this build: the
 * service's own command and environment from deploy/coastal-site.service
 * (its folders moved to temporary ones), Caddy with deploy/Caddyfile and
 * the headers scripts/caddy-headers.ts writes from public/_headers, a form
 * posted through Caddy, the headers checked against _headers, and the
 * backup script run over the store.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages } from '../../src/build/builtPages';
import { headersFor, parseHeadersFile } from '../../src/build/headersFile';
import { type Started, answers, freePort, startProcess } from '../../scripts/testing/processes';
import { VALID } from '../../__tests__/forms/fixtures';

const ROOT = path.resolve(__dirname, '../..');
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
let caddy: Started;
let site: string;
let tmp: string;
let store: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'self-hosted-'));
  store = path.join(tmp, 'submissions');
  const { settings, environment } = readUnit(UNIT);
  const servicePort = String(await freePort());
  // The unit's environment, with the store and the port moved for the test; its command as systemd expands it.
  const env = { ...environment, PORT: servicePort, SUBMISSIONS_DIR: store, FORM_RATE_LIMIT: '1000' };
  const [command, ...args] = settings.ExecStart.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name as keyof typeof env]).split(/\s+/);
  service = await startProcess('the service', command, args, { cwd: ROOT, env, ready: answers(`http://127.0.0.1:${servicePort}/`) });

  // What deploy/release.sh does after the build, into the folder Caddy imports from.
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/caddy-headers.ts', '--out', path.join(tmp, 'headers.caddy')], {
    cwd: ROOT,
  });
  const caddyPort = await freePort();
  site = `http://127.0.0.1:${caddyPort}`;
  caddy = await startProcess('Caddy', 'caddy', ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: { SITE_ADDRESS: site, SITE_ROOT: tmp, SITE_PORT: servicePort, CADDY_ADMIN: 'off', HOME: tmp, XDG_DATA_HOME: tmp, XDG_CONFIG_HOME: tmp },
    ready: answers(`${site}/robots.txt`),
  });
});

test.afterAll(async () => {
  await caddy?.stop();
  await service?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the unit files are valid systemd units', () => {
  const result = spawnSync(
    'systemd-analyze',
    ['verify', UNIT, path.join(ROOT, 'deploy/coastal-site-backup.service'), path.join(ROOT, 'deploy/coastal-site-backup.timer')],
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
    const served = response.headers();
    const expected = Object.entries(headersFor(rules, pathname)).map(([name, value]) => [name.toLowerCase(), value]);
    expect(expected.length, pathname).toBeGreaterThan(0);
    expect(Object.fromEntries(expected.map(([name]) => [name, served[name]])), pathname).toEqual(Object.fromEntries(expected));
  }
});

test('pages come compressed', async ({ request }) => {
  const response = await request.get(`${site}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('a quote posted through Caddy is stored on the service’s disk, and the backup script archives it', async ({ request }) => {
  const response = await request.post(`${site}/api/quote`, { headers: { accept: 'application/json' }, data: { ...VALID.quote, elapsedMs: '12000' } });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  const stored = fs.readFileSync(path.join(store, 'submissions.jsonl'), 'utf8');
  expect(stored).toContain(`"id":"${id}"`);

  const bad = await request.post(`${site}/api/quote`, {
    headers: { accept: 'application/json' },
    data: { ...VALID.quote, email: 'not-an-address', elapsedMs: '12000' },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors).toEqual([expect.objectContaining({ field: 'email' })]);

  const backups = path.join(tmp, 'backups');
  const archive = execFileSync('bash', [path.join(ROOT, 'deploy/backup-submissions.sh'), store, backups], { encoding: 'utf8' }).trim();
  expect(path.dirname(archive)).toBe(backups);
  const listed = execFileSync('tar', ['-xzOf', archive, 'submissions/submissions.jsonl'], { encoding: 'utf8' });
  expect(listed).toContain(`"id":"${id}"`);
});
