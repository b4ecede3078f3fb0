/**
 * Where a published change is on its way to the live site, for the editor
 * (src/cms/admin.ts shows it). Every Publish in the live editor is a commit;
 * the pipeline (.github/workflows/site.yml) checks it and its publish job
 * hands it to the host; the host's build serves /version.json naming its
 * commit (src/build/version.ts). So the state of a saved commit is read
 * from three places: the workflow run for that commit (GitHub's REST API,
 * with the editor's own login), the annotations of a failed check (the
 * content check writes one a problem, naming file, record and field), and
 * the live site's /version.json, compared with the commit.
 */

export type PublishState =
  | { state: 'waiting' }
  | { state: 'checking'; runUrl: string }
  | { state: 'publishing'; runUrl: string }
  | { state: 'not-set-up'; runUrl: string }
  | { state: 'live'; builtAt: string }
  | { state: 'failed'; runUrl: string; problems: string[] };

/** A job of the workflow run, as GitHub's API lists it. */
export interface RunJob {
  name: string;
  status: string;
  conclusion: string | null;
  check_run_url?: string;
  steps?: { name: string; conclusion: string | null }[];
}

/**
 * The step of the publish job (.github/workflows/publish.yml) that runs when the repository names no host to publish
 * to (DEPLOY_TARGET unset): the checks passed, and nothing will ever be published.
 */
export const NOTHING_TO_PUBLISH_TO = 'Nothing to publish to';

export interface Observation {
  /** The workflow run for the saved commit, or null before it starts. */
  run: { html_url: string; status: string; jobs: RunJob[] } | null;
  /** What the failed checks said (annotations), when the run failed. */
  problems: string[];
  /** Whether the live site was built from the saved commit or a later one. */
  liveIncludesSave: boolean;
  builtAt?: string;
}

/** Jobs of .github/workflows/site.yml, by the start of their names (a called workflow's job is "caller / called"). */
const job = (jobs: readonly RunJob[], start: string) => jobs.filter((each) => each.name.startsWith(start));

export function publishState(observed: Observation): PublishState {
  if (observed.liveIncludesSave) return { state: 'live', builtAt: observed.builtAt ?? '' };
  const { run } = observed;
  if (!run) return { state: 'waiting' };
  const url = run.html_url;
  // Either lane's publish job succeeding means the host has the change, unless the repository names no host.
  const published = job(run.jobs, 'Publish').filter((each) => each.conclusion === 'success');
  if (published.some((each) => each.steps?.some((step) => step.name === NOTHING_TO_PUBLISH_TO && step.conclusion === 'success')))
    return { state: 'not-set-up', runUrl: url };
  if (published.length) return { state: 'publishing', runUrl: url };
  // The content lane's checks, or the whole suite, failed; or the run ended without publishing.
  const failed = [...job(run.jobs, 'Content lane'), ...job(run.jobs, 'Test')].some((each) => each.conclusion === 'failure');
  if (failed || run.status === 'completed') return { state: 'failed', runUrl: url, problems: observed.problems };
  return { state: 'checking', runUrl: url };
}

/** What the editor needs to ask: the repository on GitHub, the login's token, and the site's own address. */
export interface StatusSource {
  repo: string;
  token: string;
  /** GitHub's API (its public address unless a test serves another). */
  api: string;
  /** The live site, where /version.json is. */
  site: string;
  fetch?: typeof fetch;
}

async function getJson<T>(source: StatusSource, url: string, github = true): Promise<T | null> {
  const response = await (source.fetch ?? fetch)(url, {
    headers: github ? { accept: 'application/vnd.github+json', authorization: `Bearer ${source.token}` } : { 'cache-control': 'no-cache' },
    cache: 'no-store',
  });
  return response.ok ? ((await response.json()) as T) : null;
}

/** The latest commit on `branch`: after a Publish, the one the editor just made. */
export async function branchHead(source: StatusSource, branch: string): Promise<string | null> {
  return (await getJson<{ sha: string }>(source, `${source.api}/repos/${source.repo}/commits/${encodeURIComponent(branch)}`))?.sha ?? null;
}

/** Reads the three places and says where the saved commit is. */
export async function observe(source: StatusSource, commit: string): Promise<PublishState> {
  const live = await getJson<{ commit: string | null; builtAt: string }>(source, `${source.site.replace(/\/$/, '')}/version.json`, false);
  let liveIncludesSave = false;
  if (live?.commit === commit) liveIncludesSave = true;
  else if (live?.commit) {
    const comparison = await getJson<{ status: string }>(source, `${source.api}/repos/${source.repo}/compare/${commit}...${live.commit}`);
    liveIncludesSave = comparison?.status === 'ahead' || comparison?.status === 'identical';
  }
  if (liveIncludesSave) return publishState({ run: null, problems: [], liveIncludesSave, builtAt: live?.builtAt });

  const runs = await getJson<{ workflow_runs: { id: number; html_url: string; status: string; name: string }[] }>(
    source,
    `${source.api}/repos/${source.repo}/actions/runs?head_sha=${commit}&event=push`,
  );
  const found = runs?.workflow_runs.find((run) => run.name === 'Test and publish');
  if (!found) return publishState({ run: null, problems: [], liveIncludesSave });
  const jobs = (await getJson<{ jobs: RunJob[] }>(source, `${source.api}/repos/${source.repo}/actions/runs/${found.id}/jobs`))?.jobs ?? [];
  const problems: string[] = [];
  for (const job of jobs.filter((each) => each.conclusion === 'failure' && each.check_run_url)) {
    const annotations = (await getJson<{ path: string; message: string; annotation_level: string }[]>(source, `${job.check_run_url}/annotations`)) ?? [];
    for (const note of annotations) if (note.annotation_level === 'failure' && note.path.startsWith('data/')) problems.push(`${note.path}: ${note.message}`);
  }
  return publishState({ run: { html_url: found.html_url, status: found.status, jobs }, problems: [...new Set(problems)], liveIncludesSave });
}

/** The sentence staff read for each state. */
export function describe(state: PublishState): { text: string; link?: { href: string; label: string }; problems?: string[] } {
  switch (state.state) {
    case 'waiting':
      return { text: 'Your change is saved. Waiting for the checks to start…' };
    case 'checking':
      return { text: 'Checking your change before it goes live (usually a few minutes)…', link: { href: state.runUrl, label: 'See the checks' } };
    case 'publishing':
      return { text: 'Checks passed. The live site is being rebuilt with your change…', link: { href: state.runUrl, label: 'See the checks' } };
    case 'not-set-up':
      return {
        text: 'Your change is saved and passed the checks, but this site is not set up to publish changes on its own yet. Ask your developer to name the host (docs/deploy.md, “Repository settings”).',
        link: { href: state.runUrl, label: 'See the checks' },
      };
    case 'live':
      return {
        text: `Your change is live${state.builtAt ? ` (site rebuilt ${new Date(state.builtAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })})` : ''}.`,
      };
    case 'failed':
      return {
        text: state.problems.length
          ? 'Your change was not published. Fix this and publish again:'
          : 'Your change was not published: a check failed. The summary says what to fix.',
        problems: state.problems,
        link: { href: state.runUrl, label: 'See the summary' },
      };
  }
}
