/**
 * Starts the leads view's service worker (serviceWorker.ts, written to /admin/leads/sw.js by src/cms/leadsApp.ts),
 * which keeps the view's shell on the device and shows its pushes. Registered once the page has loaded, so that its
 * download of the shell does not share the connection with the view's first requests. Its scope is the view.
 */
export const LEADS_WORKER = '/admin/leads/sw.js';

/** Registers the worker where the browser has them; a failure is logged, and the view works without it. */
export function registerShell() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(LEADS_WORKER, { scope: '/admin/leads/' })
      .catch((error: unknown) => console.error('The leads view could not start its service worker:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
