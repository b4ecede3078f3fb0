/**
 * @jest-environment node
 */
import { parse } from 'yaml';
import { liveEditor } from '../../src/settings/editorBackend';
import { editorContentSecurityPolicy } from '../../src/cms/policy';
import { configFile } from '../../src/cms/writeAdmin';

/** The variables Netlify's build sets for a site linked to a GitHub repository. */
const NETLIFY = { NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/acme-landscaping/website', BRANCH: 'main', URL: 'https://www.acme-landscaping.com' };

const backendOf = (env: NodeJS.ProcessEnv) => parse(configFile({ backend: liveEditor(env).settings })).backend;
const connectSources = (env: NodeJS.ProcessEnv) => /connect-src ([^;]*)/.exec(editorContentSecurityPolicy(liveEditor(env).settings))![1].split(' ');

describe("the live editor's settings come from the build's environment", () => {
  it("on Netlify, from what Netlify's build knows: GitHub, logging in through Netlify's OAuth provider (no proxy)", () => {
    expect(liveEditor(NETLIFY)).toEqual({
      settings: { name: 'github', repo: 'acme-landscaping/website', branch: 'main', reviewBeforePublish: false, siteUrl: 'https://www.acme-landscaping.com' },
      missing: [],
    });
    const backend = backendOf(NETLIFY);
    expect(backend).toMatchObject({ name: 'github', repo: 'acme-landscaping/website', branch: 'main' });
    expect(backend.base_url).toBeUndefined();
    expect(liveEditor({ ...NETLIFY, REPOSITORY_URL: 'git@github.com:acme-landscaping/website.git', BRANCH: 'live' }).settings).toMatchObject({
      repo: 'acme-landscaping/website',
      branch: 'live',
    });
    expect(connectSources(NETLIFY)).toContain('https://api.github.com');
  });

  it('on a server of its own, from the CMS_ variables: a GitHub login proxy, or GitLab/Gitea with PKCE', () => {
    const selfHosted = { CMS_BACKEND: 'github', CMS_REPO: 'acme-landscaping/website', CMS_BRANCH: 'main', CMS_AUTH_URL: 'https://login.acme-landscaping.com' };
    expect(backendOf(selfHosted)).toMatchObject({ name: 'github', repo: 'acme-landscaping/website', base_url: 'https://login.acme-landscaping.com' });
    expect(connectSources(selfHosted)).toEqual(expect.arrayContaining(['https://api.github.com', 'https://login.acme-landscaping.com']));
    const gitea = {
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'acme/website',
      CMS_APP_ID: 'abc123',
      CMS_API_ROOT: 'https://git.acme-landscaping.com/api/v1',
      CMS_REVIEW_BEFORE_PUBLISH: 'true',
    };
    expect(backendOf(gitea)).toMatchObject({ name: 'gitea', app_id: 'abc123', auth_type: 'pkce', api_root: 'https://git.acme-landscaping.com/api/v1' });
    expect(parse(configFile({ backend: liveEditor(gitea).settings })).publish_mode).toBe('editorial_workflow');
    // A GitHub repository outside Netlify cannot log anyone in without the proxy: that is named, not guessed.
    expect(liveEditor({ CMS_BACKEND: 'github', CMS_REPO: 'acme/website' }).missing).toEqual([expect.stringContaining('CMS_AUTH_URL')]);
  });

  it('with none, names what is missing, and the editor saves only through the local file proxy on a laptop', () => {
    const none = liveEditor({});
    expect(none.settings).toBeUndefined();
    expect(none.missing).toEqual([expect.stringContaining('CMS_BACKEND'), expect.stringContaining('CMS_REPO')]);
    const text = configFile({ backend: none.settings });
    expect(parse(text).backend).toEqual({ name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1' });
    // No placeholder address or repository ships: the only host named is this computer.
    expect(new Set([...text.matchAll(/https?:\/\/([a-z0-9.-]+)/g)].map((m) => m[1]))).toEqual(new Set(['127.0.0.1']));
    expect(connectSources({})).toEqual(["'self'", 'http://127.0.0.1:8081']);
  });
});
