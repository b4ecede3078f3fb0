/**
 * @jest-environment node
 *
 * deploy/release.sh on a self-hosted server: `deploy` clones the commit
 * into a new release folder, builds it, switches and restarts, and goes
 * back when the new release does not answer; `rollback` points `current`
 * at the release before the live one. A real git repository; `npm`, `npx`,
 * `chown`, `systemctl` and `curl` are stand-ins on PATH that record their
 * calls (no systemd here, and the build itself is tested elsewhere).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RELEASE = path.resolve(__dirname, '../../deploy/release.sh');
let home: string;
let bin: string;

beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'site-home-'));
  bin = path.join(home, 'bin');
  fs.mkdirSync(bin);
  for (const command of ['systemctl', 'curl', 'npm', 'npx', 'chown']) {
    // curl fails while the file "down" exists, as when the new release does not start.
    const fail = command === 'curl' ? `[ -e "${home}/down" ] && exit 7\n` : '';
    fs.writeFileSync(path.join(bin, command), `#!/bin/sh\necho "${command} $*" >> "${home}/calls"\n${fail}exit 0\n`, { mode: 0o755 });
  }
  for (const name of ['20261101T090000Z-aaaaaaaaaaaa', '20261110T090000Z-bbbbbbbbbbbb', '20261120T090000Z-cccccccccccc']) {
    fs.mkdirSync(path.join(home, 'releases', name), { recursive: true });
  }
});

afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

const release = (...args: string[]) =>
  spawnSync('bash', [RELEASE, ...args], { encoding: 'utf8', env: { ...process.env, SITE_HOME: home, PATH: `${bin}:${process.env.PATH}`, CHECK_SECONDS: '2' } });
const calls = () => fs.readFileSync(path.join(home, 'calls'), 'utf8').trim().split('\n');
const live = () => path.basename(fs.realpathSync(path.join(home, 'current')));
const goLive = (name: string) => fs.symlinkSync(path.join(home, 'releases', name), path.join(home, 'current'));

test('rollback goes back one release, restarts the site, reloads Caddy and checks the site answers', () => {
  goLive('20261120T090000Z-cccccccccccc');
  const result = release('rollback');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(live()).toBe('20261110T090000Z-bbbbbbbbbbbb');
  expect(calls()).toEqual(['systemctl restart coastal-site', 'systemctl reload caddy', expect.stringMatching(/^curl .*http:\/\/127\.0\.0\.1:9000\/$/)]);
  expect(release('rollback').status).toBe(0);
  expect(live()).toBe('20261101T090000Z-aaaaaaaaaaaa');
});

test('with no older release, rollback says so and changes nothing', () => {
  goLive('20261101T090000Z-aaaaaaaaaaaa');
  const result = release('rollback');
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('there is no release before 20261101T090000Z-aaaaaaaaaaaa');
  expect(live()).toBe('20261101T090000Z-aaaaaaaaaaaa');
  expect(fs.existsSync(path.join(home, 'calls'))).toBe(false);
});

test('list marks the live release', () => {
  goLive('20261110T090000Z-bbbbbbbbbbbb');
  expect(release('list').stdout).toBe('  20261120T090000Z-cccccccccccc\n* 20261110T090000Z-bbbbbbbbbbbb\n  20261101T090000Z-aaaaaaaaaaaa\n');
});

/** The part of the project's package.json a release reads before it installs anything. */
const PACKAGE_JSON = JSON.stringify({ engines: JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).engines });

describe('deploy', () => {
  let commit: string;

  beforeEach(() => {
    const repo = path.join(home, 'repo');
    fs.mkdirSync(repo);
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 't@example.com' },
      });
    git('init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(repo, 'package.json'), PACKAGE_JSON);
    // The release installs with the project's own install script (npm is the stand-in), and checks the Node.js that
    // will build and serve it with the project's own check.
    for (const file of ['.ci/npm-ci', '.nvmrc', 'src/build/nodeSupport.mjs']) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.copyFileSync(path.resolve(__dirname, '../..', file), path.join(repo, file));
    }
    git('add', '.');
    git('commit', '-qm', 'first');
    commit = git('rev-parse', 'HEAD').stdout.trim();
    fs.writeFileSync(path.join(home, 'repo-url'), repo);
    goLive('20261120T090000Z-cccccccccccc');
  });

  test('builds the commit in a new release, switches to it and restarts, never handing the release to the service', () => {
    const result = release('deploy', commit);
    expect(result.status).toBe(0);
    expect(live()).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${commit.slice(0, 12)}$`));
    expect(fs.readFileSync(path.join(home, 'current', 'package.json'), 'utf8')).toBe(PACKAGE_JSON);
    expect(calls()).toEqual([
      `chown -R root: ${path.join(home, 'releases')}`,
      'npm ci --prefer-offline --no-audit --no-fund',
      'npm run build',
      'npx tsx cli/caddy-headers.ts',
      'systemctl restart coastal-site',
      'systemctl reload caddy',
      expect.stringMatching(/^curl /),
    ]);
  });

  test('a release that does not answer is switched back to the previous one, and the deploy fails', () => {
    fs.writeFileSync(path.join(home, 'down'), '');
    const result = release('deploy', commit);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('the new release failed; back to 20261120T090000Z-cccccccccccc');
    expect(live()).toBe('20261120T090000Z-cccccccccccc');
  });

  test('on a Node.js older than the site supports, it builds nothing, says which version to install, and the live release stays', () => {
    // A `node` first on PATH that says it is 20, the version past its end of life.
    fs.writeFileSync(
      path.join(bin, 'node'),
      `#!/bin/sh\nexec "${process.execPath}" --import "data:text/javascript,Object.defineProperty(process,'version',{value:'v20.20.2'})" "$@"\n`,
      { mode: 0o755 },
    );
    const result = release('deploy', commit);
    expect(result.status).toBe(1);
    const supported = fs.readFileSync(path.resolve(__dirname, '../../.nvmrc'), 'utf8').trim();
    expect(result.stderr).toContain(`Node.js v20.20.2 is older than this site supports`);
    expect(result.stderr).toContain(`install Node.js ${supported} LTS`);
    expect(live()).toBe('20261120T090000Z-cccccccccccc');
    expect(fs.readdirSync(path.join(home, 'releases'))).toHaveLength(3);
    expect(calls()).toEqual([`chown -R root: ${path.join(home, 'releases')}`]);
  });

  test('keeps the newest five releases', () => {
    for (const name of ['20261102T090000Z-d', '20261103T090000Z-e', '20261104T090000Z-f']) fs.mkdirSync(path.join(home, 'releases', name));
    expect(release('deploy', commit).status).toBe(0);
    const left = fs.readdirSync(path.join(home, 'releases')).sort();
    expect(left).toHaveLength(5);
    expect(left).not.toContain('20261101T090000Z-aaaaaaaaaaaa');
    expect(left.at(-1)).toBe(live());
  });
});
