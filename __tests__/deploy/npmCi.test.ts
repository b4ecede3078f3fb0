/**
 * @jest-environment node
 *
 * .ci/npm-ci, the install of CI, the content lane, the benches and the server's releases: real npm against a
 * registry of its own on loopback, with a lock that records no download addresses, as on these machines. With npm's
 * cache warm it installs without asking the registry anything; when the cache's copy of a package's document is
 * older than the lock, npm fails and the script asks the registry once more; a lock naming a version that does not
 * exist still fails.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../.ci/npm-ci');

type Published = { version: string; integrity: string; shasum: string; tarball: Buffer };

let work: string;
let server: http.Server;
let base: string;
const published = new Map<string, Published>();
let requests: string[] = [];

/** npm, with nothing of this machine's or the calling npm's settings but the certificate file, and the cache in `work`. */
function npmEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  fs.writeFileSync(path.join(work, 'npmrc'), '');
  return {
    ...env,
    npm_config_userconfig: path.join(work, 'npmrc'),
    npm_config_cache: path.join(work, 'cache'),
    npm_config_registry: `${base}/`,
    npm_config_omit_lockfile_registry_resolved: 'true',
    npm_config_fetch_retries: '0',
    npm_config_update_notifier: 'false',
  };
}

async function publish(version: string) {
  const source = path.join(work, `tiny-${version}`);
  fs.mkdirSync(source, { recursive: true });
  fs.writeFileSync(path.join(source, 'package.json'), JSON.stringify({ name: 'tiny', version }));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: source, env: npmEnv() });
  const [packed] = JSON.parse(stdout);
  published.set(version, { version, integrity: packed.integrity, shasum: packed.shasum, tarball: fs.readFileSync(path.join(work, packed.filename)) });
}

/** The app's package.json and a lock as npm writes it here: version and integrity, no address. */
function appNeeds(version: string, integrity = published.get(version)?.integrity ?? 'sha512-AAAA') {
  const app = path.join(work, 'app');
  fs.mkdirSync(app, { recursive: true });
  const root = { name: 'app', version: '1.0.0', dependencies: { tiny: version } };
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify(root, null, 2));
  const lock = { name: 'app', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': root, 'node_modules/tiny': { version, integrity } } };
  fs.writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(lock, null, 2));
  return app;
}

const installed = (app: string) => JSON.parse(fs.readFileSync(path.join(app, 'node_modules/tiny/package.json'), 'utf8')).version;

async function npmCi(app: string) {
  try {
    const { stdout, stderr } = await run('bash', [SCRIPT], { cwd: app, env: npmEnv() });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-ci-'));
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const tarball = request.url?.match(/^\/tiny\/-\/tiny-(.+)\.tgz$/);
    if (tarball && published.has(tarball[1])) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(published.get(tarball[1])!.tarball);
    } else if (request.url === '/tiny') {
      const versions = Object.fromEntries(
        [...published.values()].map(({ version, integrity, shasum }) => [
          version,
          { name: 'tiny', version, dist: { tarball: `${base}/tiny/-/tiny-${version}.tgz`, integrity, shasum } },
        ]),
      );
      const latest = [...published.keys()].at(-1);
      // As the public registry answers: a document that may be cached for five minutes.
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
      response.end(JSON.stringify({ name: 'tiny', 'dist-tags': { latest }, versions }));
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await publish('1.0.0');
  // A first install fills npm's cache, as the run before does.
  const app = appNeeds('1.0.0');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: app, env: npmEnv() });
  expect(installed(app)).toBe('1.0.0');
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  requests = [];
  fs.rmSync(path.join(work, 'app'), { recursive: true, force: true });
});

test('with the cache warm, it installs the lock without asking the registry anything', async () => {
  const app = appNeeds('1.0.0');
  const result = await npmCi(app);
  expect(result.status).toBe(0);
  expect(installed(app)).toBe('1.0.0');
  expect(requests).toEqual([]);
  expect(result.output).not.toContain('once more');
}, 60_000);

test('when the lock names a version newer than the cached document, it asks the registry once more and installs it', async () => {
  await publish('1.1.0');
  const app = appNeeds('1.1.0');
  const result = await npmCi(app);
  expect(result.output).toMatch(/ETARGET|No matching version/);
  expect(result.output).toContain("npm ci from npm's cache failed (above); once more, asking the registry for everything.");
  expect(result.status).toBe(0);
  expect(installed(app)).toBe('1.1.0');
  expect(requests).toEqual(expect.arrayContaining(['/tiny', '/tiny/-/tiny-1.1.0.tgz']));
}, 60_000);

test('a lock naming a version the registry does not have still fails', async () => {
  const app = appNeeds('9.9.9');
  const result = await npmCi(app);
  expect(result.status).not.toBe(0);
  expect(result.output.match(/No matching version found for tiny@9\.9\.9/g)?.length).toBe(2);
  expect(fs.existsSync(path.join(app, 'node_modules/tiny'))).toBe(false);
}, 60_000);

test('every dependency’s install script of the project’s own lock is decided in allowScripts, so none is skipped unseen', async () => {
  // What npm ci ends its output with when one is not: "N packages have install scripts not yet covered by allowScripts".
  const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { cwd: path.resolve(__dirname, '../..') });
  expect(JSON.parse(stdout)).toEqual({ allowScripts: [] });
}, 60_000);
