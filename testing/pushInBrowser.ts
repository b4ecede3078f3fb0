/**
 * The leads view's push in Chromium, for the browser tests (e2e/leadsApp.spec.ts) and the bench (bench/push.ts).
 * A headless Chromium has no push service to subscribe with, and nobody to tap its notifications, so:
 *
 *   - `stubSubscribe` replaces only PushManager.prototype.subscribe and getSubscription in the page, before its script
 *     runs: subscribe gives back the subscription the stand-in push service made (testing/pushService.ts), whose keys
 *     the test holds, and records the options it was called with (the site's key). The real one fails here ("push
 *     service not available"); everything else (the permission, the view's service worker, the leads API) is real.
 *   - `deliverPush` hands the view's service worker a push message through the DevTools protocol
 *     (ServiceWorker.deliverPushMessage), as the browser does when its push service delivers one: the worker's own
 *     push handler shows it.
 *   - `tapNotification` dispatches the notification's click in the worker (a NotificationEvent made there for the
 *     notification the worker showed), which runs the worker's own click handler. Unlike a person's tap it gives the
 *     worker no right to focus a window or open one, so what it checks is the way to a window already open.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { TestSubscription } from './pushService';

/** Puts the stand-in's subscription where the browser's push service would be; `window.subscribedWith` records the call. */
export async function stubSubscribe(context: BrowserContext, subscription: TestSubscription) {
  // Run by tsx (bench/push.ts), this module's functions are compiled with esbuild's keepNames, which wraps each named
  // function in a call of its helper __name: sent to the page, such a function finds no __name there and throws.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript((given) => {
    const stubbed = window as unknown as { subscribedWith?: { applicationServerKey: unknown }; permissionAsked?: number };
    let current: object | null = null;
    const proto = PushManager.prototype as unknown as Record<string, unknown>;
    proto.subscribe = async function (options: { applicationServerKey: unknown }) {
      stubbed.subscribedWith = { applicationServerKey: options.applicationServerKey };
      current = { endpoint: given.endpoint, options, toJSON: () => given, unsubscribe: async () => ((current = null), true) };
      return current;
    };
    proto.getSubscription = async () => current;
  }, subscription);
}

/** Counts the view's calls of Notification.requestPermission (`window.permissionAsked`), which must wait for a tap. */
export async function countPermissionAsks(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { permissionAsked: number };
    counted.permissionAsked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      counted.permissionAsked += 1;
      return ask(...args);
    };
  });
}

/** The id the DevTools protocol gives the registration of the worker whose scope ends with `scopeEnd`. */
export async function registrationId(cdp: CDPSession, scopeEnd = '/admin/leads/'): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL.endsWith(scopeEnd) && !registration.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Delivers `text` (a push's decrypted payload) to the view's worker, as the browser does on a push. */
export async function deliverPush(page: Page, cdp: CDPSession, origin: string, text: string) {
  // The protocol names the registrations once, as the session enables it: a second push through the same session
  // asks the first answer again (waiting for another would wait for ever).
  let id = registrations.get(cdp);
  if (!id) registrations.set(cdp, (id = registrationId(cdp)));
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await id, data: text });
  return page;
}
const registrations = new WeakMap<CDPSession, Promise<string>>();

/** The leads view's service worker, running in `context`. */
function leadsWorker(context: BrowserContext) {
  const worker = context.serviceWorkers().find((one) => one.url().endsWith('/admin/leads/sw.js'));
  if (!worker) throw new Error('the leads view’s service worker is not running');
  return worker;
}

/**
 * From now on, records how each showNotification of the view's worker ends ("shown" once its promise resolved, or
 * its error), the worker's own push handler still calling it: what the returned function reads.
 */
export async function watchShowNotification(context: BrowserContext): Promise<() => Promise<string[]>> {
  const worker = leadsWorker(context);
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shownByWorker: string[] };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shownByWorker = [];
    scope.registration.showNotification = (...args) =>
      show(...args).then(
        () => void scope.shownByWorker.push('shown'),
        (error: unknown) => (scope.shownByWorker.push(String(error)), Promise.reject(error)),
      );
  });
  return () => worker.evaluate(() => (self as unknown as { shownByWorker: string[] }).shownByWorker);
}

/** The notifications the view's worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })),
  );

/** Taps the notification of `tag` as far as a headless browser can: the worker's click handler runs for it. */
export async function tapNotification(context: BrowserContext, tag: string) {
  await leadsWorker(context).evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    // The handler's waitUntil refuses an event the browser did not send (reported, not thrown here): its work has begun by then.
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}
