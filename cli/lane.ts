/**
 * Says which lane a push to main takes (src/build/publishLane.ts): `content`
 * when every file changed since the live site's commit is under data/,
 * `full` otherwise or when the live commit cannot be known. The live commit
 * comes from the live site's /version.json (or `--live-commit`). Prints
 * `lane=…` and `reason=…` lines, the form GitHub Actions reads as a step's
 * outputs.
 *
 *   npm run lane                                  against the site address in data/business.json
 *   npm run lane -- --site https://www.example.com
 *   npm run lane -- --live-commit <sha>
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Lane, laneFor, parseNameStatus } from '../src/build/publishLane';
import { VERSION_FILE } from '../src/build/version';

const ROOT = path.resolve(__dirname, '..');

const git = (repo: string, args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });

/** The lane of `head` (HEAD by default) in `repo`, counted from the live commit. */
export function laneSince(repo: string, liveCommit: string | null, head = 'HEAD'): Lane {
  if (!liveCommit) return { lane: 'full', reason: 'the live site’s commit is not known' };
  if (git(repo, ['merge-base', '--is-ancestor', liveCommit, head]).status !== 0) {
    return { lane: 'full', reason: `the live commit ${liveCommit.slice(0, 12)} is not an ancestor of ${head}` };
  }
  const diff = git(repo, ['diff', '--name-status', '-M', liveCommit, head]);
  if (diff.status !== 0) return { lane: 'full', reason: `git diff failed: ${diff.stderr.trim()}` };
  return laneFor(parseNameStatus(diff.stdout));
}

/** The commit the site at `site` was built from, or null (with why) when it cannot be read. */
export async function liveCommit(site: string): Promise<{ commit: string | null; why?: string }> {
  try {
    const response = await fetch(new URL(`/${VERSION_FILE}`, site), { signal: AbortSignal.timeout(10_000), headers: { 'cache-control': 'no-cache' } });
    if (!response.ok) return { commit: null, why: `${site}/${VERSION_FILE} answered ${response.status}` };
    const { commit } = (await response.json()) as { commit?: unknown };
    return typeof commit === 'string' && /^[0-9a-f]{7,40}$/.test(commit) ? { commit } : { commit: null, why: `${site}/${VERSION_FILE} names no commit` };
  } catch (error) {
    return { commit: null, why: `${site}/${VERSION_FILE} could not be read (${error instanceof Error ? error.message : error})` };
  }
}

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' }, 'live-commit': { type: 'string' } } });
  const site = values.site || (JSON.parse(fs.readFileSync(path.join(ROOT, 'data/business.json'), 'utf8')) as { url: string }).url;
  const live = values['live-commit'] ? { commit: values['live-commit'] } : await liveCommit(site);
  const result = live.commit ? laneSince(ROOT, live.commit) : { lane: 'full' as const, reason: live.why ?? 'the live commit is not known' };
  console.log(`lane=${result.lane}`);
  console.log(`reason=${result.reason}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
