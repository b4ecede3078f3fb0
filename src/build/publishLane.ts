/**
 * Which way a push to main goes live (.github/workflows/site.yml):
 *
 *   content  every file changed since the commit the live site was built
 *            from is under data/: checked by what content can break
 *            (`npm run test:content`) and published as soon as that passes
 *   full     anything else: published only after the whole suite
 *
 * Changes are counted from the live site's commit, not from the previous
 * push, so a code change that is not live yet rides along with the next
 * content save and sends it down the full lane. When the live commit is not
 * known, or is not an ancestor of the push, the lane is full.
 */
export interface ChangedFile {
  /** git's status letter: A, M, D, R (renamed), C (copied), T. */
  status: string;
  path: string;
  /** For a rename or copy, where it came from. */
  from?: string;
}

export type Lane = { lane: 'content' | 'full'; reason: string };

/** The files of `git diff --name-status -M` output (tab-separated; a rename lists both paths). */
export function parseNameStatus(output: string): ChangedFile[] {
  return output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [status, first, second] = line.split('\t');
      return second === undefined ? { status: status[0], path: first } : { status: status[0], path: second, from: first };
    });
}

const isContent = (file: string) => file.startsWith('data/');

export function laneFor(changes: readonly ChangedFile[]): Lane {
  if (changes.length === 0) return { lane: 'full', reason: 'nothing changed since the live commit' };
  const code = changes.flatMap((change) => [change.path, ...(change.from ? [change.from] : [])]).filter((file) => !isContent(file));
  if (code.length)
    return { lane: 'full', reason: `changes outside data/: ${code.slice(0, 5).join(', ')}${code.length > 5 ? ` and ${code.length - 5} more` : ''}` };
  return { lane: 'content', reason: `${changes.length} file(s) changed, all under data/` };
}
