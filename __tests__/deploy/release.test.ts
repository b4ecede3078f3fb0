/**
 * @jest-environment node
 *
 * deploy/release.sh's switching between releases on a self-hosted server:
 * `rollback` points `current` at the release before the live one and
 * restarts the services. `systemctl` and `curl` are stand-ins on PATH that
 * record their calls (no systemd here); the folders are real.
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
  for (const command of ['systemctl', 'curl']) {
    fs.writeFileSync(path.join(bin, command), `#!/bin/sh\necho "${command} $*" >> "${home}/calls"\n`, { mode: 0o755 });
  }
  for (const name of ['20261101T090000Z-aaaaaaaaaaaa', '20261110T090000Z-bbbbbbbbbbbb', '20261120T090000Z-cccccccccccc']) {
    fs.mkdirSync(path.join(home, 'releases', name), { recursive: true });
  }
});

afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

const release = (...args: string[]) =>
  spawnSync('bash', [RELEASE, ...args], { encoding: 'utf8', env: { ...process.env, SITE_HOME: home, PATH: `${bin}:${process.env.PATH}` } });
const live = () => path.basename(fs.realpathSync(path.join(home, 'current')));
const goLive = (name: string) => fs.symlinkSync(path.join(home, 'releases', name), path.join(home, 'current'));

test('rollback goes back one release, restarts the site, reloads Caddy and checks the site answers', () => {
  goLive('20261120T090000Z-cccccccccccc');
  const result = release('rollback');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(live()).toBe('20261110T090000Z-bbbbbbbbbbbb');
  expect(fs.readFileSync(path.join(home, 'calls'), 'utf8').split('\n')).toEqual(['systemctl restart coastal-site', 'systemctl reload caddy', expect.stringMatching(/^curl .*http:\/\/127\.0\.0\.1:9000\/$/), '']);
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
