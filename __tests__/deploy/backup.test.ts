/**
 * @jest-environment node
 *
 * deploy/backup-submissions.sh, run as the backup unit runs it, in a temporary folder: the archives hold every
 * lead, so they and their folder are the owner's alone whatever umask the caller has (the unit's is systemd's 022),
 * a folder an older run left open to others is closed, and the last 30 archives are kept.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BACKUP = path.resolve(__dirname, '../../deploy/backup-submissions.sh');
let tmp: string;
let store: string;
let backups: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  store = path.join(tmp, 'submissions');
  fs.mkdirSync(path.join(store, 'submission'), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(store, 'submission', 'lead-1.json'), '{"id":"lead-1"}\n', { mode: 0o600 });
  backups = path.join(tmp, 'backups');
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The script under umask 022, as systemd starts a unit; returns the archive it printed. */
function backUp() {
  const result = spawnSync('bash', ['-c', 'umask 022 && exec bash "$0" "$1" "$2"', BACKUP, store, backups], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

test('the archive is readable by its owner alone, in a folder of its own that others cannot open', () => {
  const archive = backUp();
  expect(path.dirname(archive)).toBe(backups);
  expect(mode(backups)).toBe('700');
  expect(mode(archive)).toBe('600');
  const listed = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
  expect(listed).toContain('submissions/submission/lead-1.json');
});

test('a backup folder and archives an older run left readable to others are closed', () => {
  fs.mkdirSync(backups, { mode: 0o755 });
  fs.chmodSync(backups, 0o755);
  const older = path.join(backups, 'submissions-2026-11-01T030000Z.tar.gz');
  fs.writeFileSync(older, 'an older archive');
  fs.chmodSync(older, 0o644);

  const archive = backUp();
  expect(mode(backups)).toBe('700');
  expect(mode(older)).toBe('600');
  expect(mode(archive)).toBe('600');
});

test('the 30 newest archives are kept', () => {
  fs.mkdirSync(backups);
  const day = (n: number) => path.join(backups, `submissions-2026-10-${String(n).padStart(2, '0')}T030000Z.tar.gz`);
  for (let n = 1; n <= 30; n += 1) {
    fs.writeFileSync(day(n), 'older');
    fs.utimesSync(day(n), new Date(2026, 9, n), new Date(2026, 9, n));
  }
  const archive = backUp();
  const kept = fs.readdirSync(backups).sort();
  expect(kept).toHaveLength(30);
  expect(kept).not.toContain(path.basename(day(1)));
  expect(kept).toContain(path.basename(day(2)));
  expect(kept).toContain(path.basename(archive));
});
