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
import { NUDGE_AFTER_MS } from '../../src/server/nudge/nudges';
import { addDevice } from '../../src/server/push/devices';
import { openMsBefore } from '../../testing/openingClock';
import { type PushService, startPushService } from '../../testing/pushService';
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
let push: PushService;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'round-unit-'));
  // A release's working directory, as far as the round needs one: the bundle `npm run build` makes (postbuild).
  release = path.join(tmp, 'current');
  const bundle = path.join(release, readUnit(SERVICE).settings.ExecStart.split(/\s+/)[1]);
  execFileSync('npm', ['run', '--silent', 'round:bundle', '--', `--outfile=${bundle}`], { cwd: ROOT, stdio: 'pipe' });
  mail = await startMailServer();
  push = await startPushService();
}, 60_000);

afterAll(async () => {
  await mail?.stop();
  await push?.stop();
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

  mail.received.length = 0;
  const [first, second] = await Promise.all([round(), round()]);
  const lines = [first.stdout, second.stdout].join('');
  expect(lines).toContain(`The lead round of the folder ${store}:`);
  expect(lines).toContain('1 lead(s) removed');
  expect(lines).toContain('today’s housekeeping is done');
  // The day's mail (the Held lead's nudge, in opening hours, is a mail of its own: __tests__/server/nudges.test.ts).
  const daily = () => mail.received.filter((message) => message.subject?.endsWith('on the website'));
  expect(daily()).toHaveLength(1);
  expect(daily()[0].subject).toBe('1 lead waits in Held on the website');

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
  expect(daily()).toHaveLength(1);
}, 30_000);

test('the service’s command nudges, at the real time of day, the lead nobody answered whose opening minutes have run out and the Held lead, once, and not the lead still in its time', async () => {
  const dir = path.join(tmp, 'nudges');
  const store = folderStore(dir);
  const device = push.subscription();
  await addDevice(store, device, { login: 'pat', name: 'Pat Owner' }, 'Android, Chrome');
  // Moments counted back from now in data/business.json's opening hours: due 30 s ago, due in a minute, and Held.
  const now = Date.now();
  const [due] = await arriveIn(store, 1, 'inbox', openMsBefore(now, NUDGE_AFTER_MS + 30_000));
  const [early] = await arriveIn(store, 1, 'inbox', openMsBefore(now, NUDGE_AFTER_MS - 60_000));
  const [held] = await arriveIn(store, 1, 'held', openMsBefore(now, 30_000));

  const { settings, environment } = readUnit(SERVICE);
  const [command, ...args] = settings.ExecStart.split(/\s+/);
  const env = { ...environment, SUBMISSIONS_DIR: dir, ...mail.env, ...push.env, PATH: process.env.PATH };
  const round = () => promisify(execFile)(command, args, { cwd: release, env, encoding: 'utf8' });
  mail.received.length = 0;
  const ran = await round();
  expect(ran.stdout).toContain(' 1 lead(s) nobody answered nudged to staff; 1 Held lead(s) shown to staff;');
  const nudges = () => push.to(device.endpoint).filter((message) => /^(Still waiting|Held for a look):/.test((message.payload as { title: string }).title));
  expect(nudges().map((message) => [(message.payload as { leadId: string }).leadId, (message.payload as { title: string }).title])).toEqual(
    expect.arrayContaining([
      [due, 'Still waiting: message'],
      [held, 'Held for a look: message'],
    ]),
  );
  expect(nudges()).toHaveLength(2);
  const [sent] = mail.received.filter((message) => /still waiting|held for a look/i.test(message.subject ?? ''));
  expect(sent.text).toContain(`/admin/leads/?lead=${due}`);
  expect(sent.text).toContain(`/admin/leads/?lead=${held}`);
  expect(sent.text).not.toContain(early);

  // The next minute's round, and one beside it, send nothing more.
  await Promise.all([round(), round()]);
  expect(nudges()).toHaveLength(2);
  expect(mail.received.filter((message) => /still waiting|held for a look/i.test(message.subject ?? ''))).toHaveLength(1);
  expect(fs.readdirSync(path.join(dir, 'nudge-pending'))).toEqual([`${early}.json`]);
}, 30_000);
