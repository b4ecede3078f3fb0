/**
 * What the site was built from: `public/version.json`, served with every
 * build, `{ "commit": "<sha>", "builtAt": "<ISO time>" }`. The publish lane
 * (cli/lane.ts) counts changes from the live site's commit, and staff
 * can see which of their saves is live.
 */
import { spawnSync } from 'node:child_process';

export const VERSION_FILE = 'version.json';

export interface BuiltVersion {
  /** The commit, or null when the build was not made from one (a copy outside git). */
  commit: string | null;
  builtAt: string;
}

/** Netlify names the commit it builds (COMMIT_REF), GitHub Actions too (GITHUB_SHA); a release on a server is a git checkout. */
export function builtVersion(projectDir: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): BuiltVersion {
  const named = env.COMMIT_REF || env.GITHUB_SHA;
  const git = named ? undefined : spawnSync('git', ['rev-parse', 'HEAD'], { cwd: projectDir, encoding: 'utf8' });
  const commit = named || (git?.status === 0 ? git.stdout.trim() : null);
  return { commit, builtAt: now.toISOString() };
}
