/**
 * Where the content editor saves on the live site, read from the build's
 * environment: a company sets it in its host's build settings, not in code.
 * Every save is a commit to `branch` of `repo`; the host rebuilds the site
 * from it. docs/editor.md ("Settings of the live editor") explains each setting.
 *
 * Read by both sides of the site, so it lives in neither: the editor's build
 * writes it into the editor's config.yml (src/cms/, gatsby-node.ts), and the
 * leads API checks each login against the repository it names
 * (src/server/leadsApi/access.ts). src/settings/ imports nothing of src/cms/ or
 * src/server/, so the server never reaches into the editor's code for it.
 *
 * On Netlify nothing needs setting: its build names the repository
 * (REPOSITORY_URL), the branch (BRANCH) and the site's address (URL), and
 * Decap logs staff in through Netlify's own OAuth provider when the GitHub
 * backend has no `base_url`. Elsewhere the CMS_* variables below say it.
 *
 * Locally (`npm run cms`) none of this is used: the editor saves straight to
 * data/ on the laptop through the local file proxy.
 */
export interface BackendSettings {
  /** Where the repository is hosted: "github" (Netlify's OAuth provider, or an OAuth proxy at `baseUrl`), "gitea" or "gitlab" (log in with PKCE, no proxy). */
  name: 'github' | 'gitea' | 'gitlab';
  /** The repository, "owner/name". */
  repo: string;
  /** The branch the live site is built from. */
  branch: string;
  /** GitHub outside Netlify: the address of the OAuth proxy that lets staff log in with their GitHub account. */
  baseUrl?: string;
  /** GitHub: the proxy's login path, when it is not "auth". */
  authEndpoint?: string;
  /** Gitea or GitLab: the id of the OAuth application (PKCE login). */
  appId?: string;
  /** Gitea or a self-hosted GitLab: the API address of the server. */
  apiRoot?: string;
  /** Saves become change requests that someone publishes after review (Decap's editorial workflow), instead of going live at once. */
  reviewBeforePublish: boolean;
  /** The live site's address, linked from the editor ("View site"). */
  siteUrl?: string;
}

/** The live editor's settings, or what is missing for them (each item names the variable that sets it). */
export type LiveEditor = { settings: BackendSettings; missing: [] } | { settings?: undefined; missing: string[] };

const HOSTS: Record<string, BackendSettings['name']> = { 'github.com': 'github', 'gitlab.com': 'gitlab' };
const NAMES: readonly string[] = ['github', 'gitlab', 'gitea'];

/** "https://github.com/owner/name(.git)" or "git@github.com:owner/name.git" → host and "owner/name". */
function repositoryOf(url: string | undefined): { host: string; repo: string } | undefined {
  const match = url && /^(?:https?:\/\/|git@)([^/:]+)[/:](.+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? { host: match[1].toLowerCase(), repo: match[2] } : undefined;
}

/**
 * Where the live editor saves, and nothing else: the host ("github", "gitlab", "gitea"; or what CMS_BACKEND says),
 * the repository and the API address if set. The leads API checks logins against it (src/server/leadsApi/access.ts).
 */
export function editorRepository(env: NodeJS.ProcessEnv = process.env): { name: string | undefined; repo: string | undefined; apiRoot?: string } {
  const repository = repositoryOf(env.REPOSITORY_URL);
  return {
    name: env.CMS_BACKEND?.trim() || (repository ? HOSTS[repository.host] : undefined),
    repo: env.CMS_REPO?.trim() || repository?.repo,
    ...(env.CMS_API_ROOT?.trim() ? { apiRoot: env.CMS_API_ROOT.trim() } : {}),
  };
}

/** The live editor's settings from the build's environment: CMS_* variables where set, otherwise what Netlify's build knows. */
export function liveEditor(env: NodeJS.ProcessEnv = process.env): LiveEditor {
  const onNetlify = env.NETLIFY === 'true';
  const { name, repo } = editorRepository(env);
  const missing: string[] = [];
  if (!name || !NAMES.includes(name)) missing.push('where the repository is hosted (CMS_BACKEND: github, gitlab or gitea)');
  if (!repo) missing.push('the repository (CMS_REPO, "owner/name"; Netlify sets REPOSITORY_URL)');
  if (name === 'github' && !onNetlify && !env.CMS_AUTH_URL)
    missing.push('the address of the GitHub login proxy (CMS_AUTH_URL; not needed on Netlify, which logs staff in through its own OAuth provider)');
  if ((name === 'gitlab' || name === 'gitea') && !env.CMS_APP_ID) missing.push(`the id of the ${name} OAuth application (CMS_APP_ID)`);
  if (name === 'gitea' && !env.CMS_API_ROOT) missing.push("the address of the Gitea server's API (CMS_API_ROOT)");
  if (missing.length > 0) return { missing };
  return {
    settings: {
      name: name as BackendSettings['name'],
      repo: repo!,
      branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || 'main',
      ...(env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL.trim() } : {}),
      ...(env.CMS_AUTH_ENDPOINT ? { authEndpoint: env.CMS_AUTH_ENDPOINT.trim() } : {}),
      ...(env.CMS_APP_ID ? { appId: env.CMS_APP_ID.trim() } : {}),
      ...(env.CMS_API_ROOT ? { apiRoot: env.CMS_API_ROOT.trim() } : {}),
      reviewBeforePublish: env.CMS_REVIEW_BEFORE_PUBLISH === 'true',
      ...(env.URL || env.CMS_SITE_URL ? { siteUrl: (env.CMS_SITE_URL || env.URL)!.trim() } : {}),
    },
    missing: [],
  };
}

/** Where the editor's local file proxy listens on a laptop (`npm run cms`, cli/cms.ts); the editor looks for it there. */
export const LOCAL_PROXY_PORT = 8081;

/** The local file proxy's API, which the editor uses on a laptop (and, with no live settings, is its only backend). */
export const LOCAL_PROXY_URL = `http://127.0.0.1:${LOCAL_PROXY_PORT}/api/v1`;
