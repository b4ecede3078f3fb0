/**
 * @jest-environment node
 *
 * The server recipe's lead round (deploy/coastal-site-round.timer and .service): valid units, a timer that fires
 * every minute, and the service's own command and environment (its store moved to a temporary folder, its working
 * directory to one holding what `npm run build` bundles for it) run over a folder store: old Spam removed with its
 * line, the day marked done, the day's mail sent once though two rounds ran at once, and the next round doing
 * nothing. The round itself is tested in __tests__/server/round.test.ts; Netlify's schedule in
 * e2e/deploy/netlify.spec.ts.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SPAM_KEPT_DAYS } from '../../src/leads/places';
import { easternDate } from '../../src/leads/rows';
import { folderStore } from '../../src/server/store/folderStore';
import { countPlaces } from '../../src/server/followUp/places';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { arriveIn } from '../server/arriving';

const ROOT = path.resolve(__dirname, '../..');
const SERVICE = path.join(ROOT, 'deploy/coastal-site-round.service');
const TIMER = path.join(ROOT, 'deploy/coastal-site-round.timer');
const DAY_MS = 86_400_000;

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

let tmp: string;
let release: string;
let mail: TestMailServer;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'round-unit-'));
  // A release's working directory, as far as the round needs one: the bundle `npm run build` makes (postbuild).
  release = path.join(tmp, 'current');
  const bundle = path.join(release, readUnit(SERVICE).settings.ExecStart.split(/\s+/)[1]);
  execFileSync('npm', ['run', '--silent', 'round:bundle', '--', `--outfile=${bundle}`], { cwd: ROOT, stdio: 'pipe' });
  mail = await startMailServer();
}, 60_000);

afterAll(async () => {
  await mail?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the timer and the service are valid systemd units, and the timer starts the round every minute, on the minute', () => {
  const verified = spawnSync('systemd-analyze', ['verify', SERVICE, TIMER], { encoding: 'utf8' });
  expect(`${verified.stdout}${verified.stderr}`.trim()).toBe('');
  expect(verified.status).toBe(0);

  const { settings } = readUnit(TIMER);
  const calendar = spawnSync('systemd-analyze', ['calendar', '--iterations=3', settings.OnCalendar], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
  const elapses = [...calendar.stdout.matchAll(/(?:Next elapse|Iter\. #\d): \w{3} (\S+ \S+)/g)].map((match) => Date.parse(`${match[1]}Z`.replace(' ', 'T')));
  expect(elapses).toHaveLength(3);
  expect([elapses[1] - elapses[0], elapses[2] - elapses[1]]).toEqual([60_000, 60_000]);
  expect(new Date(elapses[0]).getUTCSeconds()).toBe(0);
  // systemd's default accuracy would let a run start up to a minute late.
  expect(settings.AccuracySec).toBe('1s');
});

test('the service’s command removes old Spam with its line and marks the day done, mails the day once though two rounds run at once, and the next round does nothing', async () => {
  const store = path.join(tmp, 'submissions');
  const old = await arriveIn(folderStore(store), 1, 'spam', Date.now() - (SPAM_KEPT_DAYS + 5) * DAY_MS);
  await arriveIn(folderStore(store), 1, 'held', Date.now() - 3_600_000);

  const { settings, environment } = readUnit(SERVICE);
  const [command, ...args] = settings.ExecStart.split(/\s+/);
  const env = { ...environment, SUBMISSIONS_DIR: store, ...mail.env, PATH: process.env.PATH };
  const round = () => promisify(execFile)(command, args, { cwd: release, env, encoding: 'utf8' });

  const before = mail.received.length;
  const [first, second] = await Promise.all([round(), round()]);
  const lines = [first.stdout, second.stdout].join('');
  expect(lines).toContain(`The lead round of the folder ${store}:`);
  expect(lines).toContain('1 lead(s) removed');
  expect(lines).toContain('today’s housekeeping is done');
  expect(mail.received.length - before).toBe(1);
  expect(mail.received.at(-1)!.subject).toBe('1 lead waits in Held on the website');

  expect(await countPlaces(folderStore(store))).toEqual({ inbox: 0, held: 1, spam: 0 });
  expect(fs.existsSync(path.join(store, 'submission', `${old[0]}.json`))).toBe(false);
  const [line] = fs.readdirSync(path.join(store, 'removed')).filter((name) => name.endsWith(`-${old[0]}.json`));
  expect(JSON.parse(fs.readFileSync(path.join(store, 'removed', line), 'utf8'))).toMatchObject({
    why: `in Spam for more than ${SPAM_KEPT_DAYS} days`,
    kind: 'contact',
  });
  expect(fs.existsSync(path.join(store, 'housekeeping', `${easternDate(Date.now())}.json`))).toBe(true);

  const files = () => fs.readdirSync(store, { recursive: true, encoding: 'utf8' }).sort();
  const kept = files();
  const next = await round();
  expect(next.stdout).toContain('today’s housekeeping was done already');
  expect(files()).toEqual(kept);
  expect(mail.received.length - before).toBe(1);
}, 30_000);
