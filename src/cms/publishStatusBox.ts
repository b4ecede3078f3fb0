/**
 * The box in the live editor that follows a published change to the live
 * site (states and sources: publishStatus.ts). It appears after Publish
 * and after a reload while a change is on its way, polls every 15 seconds,
 * and stops once the change is live or after half an hour. It needs the
 * GitHub login the editor already has; with any other backend, and in the
 * laptop editor (which saves to the files on disk and publishes nothing),
 * it shows nothing.
 */
import { theme } from '../theme/theme';
import type { Decap } from './previews';
import { type PublishState, branchHead, describe, observe } from './publishStatus';

export interface PublishStatusSettings {
  repo: string;
  branch: string;
  /** The live site's address (the editor runs on it, so normally its own origin). */
  site: string;
  api?: string;
  /** The browser's own unless a test passes another. */
  fetch?: typeof fetch;
}

const SAVED_KEY = 'publish-status';
const POLL_MS = 15_000;
const GIVE_UP_MS = 30 * 60_000;

/** The token of the editor's GitHub login, as Decap keeps it; null for any other login (the laptop's local proxy too). */
function githubToken(storage: Storage): string | null {
  try {
    const user = JSON.parse(storage.getItem('decap-cms-user') ?? 'null') as { backendName?: string; token?: string } | null;
    return user?.backendName === 'github' && user.token ? user.token : null;
  } catch {
    return null;
  }
}

function render(box: HTMLElement, state: PublishState) {
  const { text, link, problems } = describe(state);
  box.replaceChildren();
  const line = document.createElement('p');
  line.textContent = text;
  box.append(line);
  if (problems?.length) {
    const list = document.createElement('ul');
    for (const problem of problems) list.append(Object.assign(document.createElement('li'), { textContent: problem }));
    box.append(list);
  }
  if (link) box.append(Object.assign(document.createElement('a'), { href: link.href, textContent: link.label, target: '_blank', rel: 'noopener' }));
  box.dataset.state = state.state;
  box.hidden = false;
}

function statusBox(): HTMLElement {
  const box = document.createElement('aside');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', 'Publishing');
  box.hidden = true;
  box.style.cssText = `position:fixed;left:16px;bottom:16px;z-index:1000;max-width:28rem;padding:12px 16px;border-radius:6px;background:${theme.colors.white};color:${theme.colors.ink};border-left:4px solid ${theme.colors.ocean};box-shadow:0 2px 12px rgba(0,0,0,.25);font:14px/1.5 system-ui,sans-serif`;
  document.body.append(box);
  return box;
}

export function showPublishStatus(cms: Pick<Decap, 'registerEventListener'>, settings: PublishStatusSettings, storage: Storage = window.localStorage) {
  const box = statusBox();
  let timer: number | undefined;
  const source = (token: string) => ({ repo: settings.repo, token, api: settings.api ?? 'https://api.github.com', site: settings.site, fetch: settings.fetch });

  const follow = async (commit: string, since: number) => {
    window.clearTimeout(timer);
    const token = githubToken(storage);
    if (!token) return;
    const state = await observe(source(token), commit).catch(() => null);
    if (state) render(box, state);
    // Live, or never going to be: nothing more to follow.
    if (state?.state === 'live' || state?.state === 'not-set-up') storage.removeItem(SAVED_KEY);
    else if (Date.now() - since < GIVE_UP_MS) timer = window.setTimeout(() => follow(commit, since), POLL_MS);
  };

  cms.registerEventListener({
    name: 'postPublish',
    handler: async () => {
      const token = githubToken(storage);
      if (!token) return;
      const commit = await branchHead(source(token), settings.branch).catch(() => null);
      if (!commit) return;
      const since = Date.now();
      storage.setItem(SAVED_KEY, JSON.stringify({ commit, since }));
      render(box, { state: 'waiting' });
      void follow(commit, since);
    },
  });

  // A change still on its way when the editor was reloaded.
  try {
    const saved = JSON.parse(storage.getItem(SAVED_KEY) ?? 'null') as { commit: string; since: number } | null;
    if (saved && Date.now() - saved.since < GIVE_UP_MS) void follow(saved.commit, saved.since);
  } catch {
    storage.removeItem(SAVED_KEY);
  }
}
