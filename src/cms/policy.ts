/**
 * The Content-Security-Policy of the content editor at /admin/ (the pages
 * have their own, src/build/securityHeaders.ts). Decap CMS compiles its
 * configuration's schema at run time, so its scripts need 'unsafe-eval'; the
 * page has no inline script, and nothing it loads comes from another host.
 * It talks to the backend's API (where saves go), to the local file proxy
 * when opened on the editing laptop, and shows photos it fetched as blobs.
 */
import { policyHeader } from '../build/securityHeaders';
import { LOCAL_PROXY_PORT, type BackendSettings } from '../settings/editorBackend';

/** The API origin the editor's backend talks to. */
export function backendApiOrigin(backend: BackendSettings): string {
  if (backend.apiRoot) return new URL(backend.apiRoot).origin;
  switch (backend.name) {
    case 'github':
      return 'https://api.github.com';
    case 'gitlab':
      return 'https://gitlab.com';
    case 'gitea':
      throw new Error('Content editor: a Gitea backend needs the address of its API (CMS_API_ROOT)');
  }
}

/** The editor's policy; `backend` is where the live editor saves (none: only the local file proxy). */
export function editorContentSecurityPolicy(backend?: BackendSettings): string {
  return policyHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos from the repository arrive as blobs; people's avatars come from the backend's host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(backend ? [backendApiOrigin(backend)] : []),
      ...(backend?.baseUrl ? [new URL(backend.baseUrl).origin] : []),
      `http://127.0.0.1:${LOCAL_PROXY_PORT}`,
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}
