/**
 * Where the content editor saves on the live site: the one place to set it.
 * Every save is a commit to `branch` of `repo`; the host rebuilds the site
 * from it. README.md ("Editing on the live site") explains each setting and
 * how a company sets up the login.
 *
 * Locally (`npm run cms`) none of this is used: the editor saves straight to
 * data/ on the laptop through the local file proxy.
 */
export interface BackendSettings {
  /** Where the repository is hosted: "github" (needs an OAuth proxy, `baseUrl`), "gitea" or "gitlab" (log in with PKCE, no proxy). */
  name: 'github' | 'gitea' | 'gitlab';
  /** The repository, "owner/name". */
  repo: string;
  /** The branch the live site is built from. */
  branch: string;
  /** GitHub: the address of the OAuth proxy that lets staff log in with their GitHub account. */
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

export const backend: BackendSettings = {
  name: 'github',
  repo: 'coastal-carolina-landscaping/website',
  branch: 'main',
  baseUrl: 'https://cms-auth.example.com',
  reviewBeforePublish: false,
};

/** Where the editor's local file proxy listens on a laptop (`npm run cms`, scripts/cms.ts); the editor looks for it there. */
export const LOCAL_PROXY_PORT = 8081;
