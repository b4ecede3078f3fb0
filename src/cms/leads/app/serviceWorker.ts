/**
 * The leads view's service worker, /admin/leads/sw.js (bundled on its own by src/cms/leadsApp.ts, scoped to the
 * view): what makes the view an app on staff's phones.
 *
 *   the shell   the view's page, script and icons, kept in a cache named by the build's digest of them, so that the
 *               view opens at once, also offline (it then says so: notify/OnThisPhone.tsx), and a new build replaces
 *               them: its worker has another digest, caches the new files, and deletes the old cache
 *   lead data   never: a request to /api/ is not answered here, cached or kept, so it goes to the network with the
 *               login as it always did (and the leads API answers `Cache-Control: no-store`)
 *   a push      shown as a notification (src/server/push/payload.ts says what it holds), one per lead
 *   a tap       opens that lead in the view: an open window of the view is focused and shown the lead, else a new one
 */
declare const SHELL_VERSION: string;
declare const SHELL_FILES: string[];

/** The parts of a service worker's world this one uses (TypeScript's DOM types have none of them). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface Worker {
  registration: ServiceWorkerRegistration;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as Worker;
const PREFIX = 'leads-shell-';
const CACHE = `${PREFIX}${SHELL_VERSION}`;
const scope = new URL(worker.registration.scope);
const shell = new Set(SHELL_FILES.map((file) => new URL(file, scope).href));

worker.addEventListener('install', (event) => {
  // Asked of the server itself, not a copy in the browser's HTTP cache: the cache is to hold this build's files.
  const files = [...shell].map((url) => new Request(url, { cache: 'reload', credentials: 'omit' }));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(files))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  const old = caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))));
  event.waitUntil(old.then(() => worker.clients.claim()));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Lead data is never answered from, or put into, a cache: /api/ goes to the network, untouched.
  if (request.method !== 'GET' || url.origin !== scope.origin || url.pathname.startsWith('/api/')) return;
  // The view, whatever its query (?lead=…, ?app=1): the page of the shell.
  const page = request.mode === 'navigate' && url.pathname === scope.pathname;
  const key = page ? scope.href : url.origin + url.pathname;
  if (!page && !shell.has(key)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((kept) => kept ?? fetch(request)),
  );
});

/** The push's message, as src/server/push/payload.ts writes it; anything else reads as a plain new lead. */
function messageOf(event: PushEvent) {
  let data: Record<string, unknown> = {};
  try {
    data = (event.data?.json() ?? {}) as Record<string, unknown>;
  } catch {
    // Not JSON: shown as a new lead, since a push must show something.
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return {
    title: text(data.title, 'New lead'),
    body: text(data.body, ''),
    leadId: text(data.leadId, ''),
    url: text(data.url, scope.pathname),
    quiet: data.quiet === true,
  };
}

worker.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      // One notification a lead: a push of it again replaces it rather than adding another.
      tag: message.leadId || undefined,
      icon: new URL('icon-192.png', scope).href,
      badge: new URL('icon-192.png', scope).href,
      silent: message.quiet,
      data: { url: message.url },
    }),
  );
});

/** The address a notification opens: in the view, on this site, or the view itself. */
function viewAddress(data: unknown): string {
  const asked = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  const url = new URL(typeof asked === 'string' ? asked : scope.pathname, scope);
  return url.origin === scope.origin && url.pathname === scope.pathname ? url.href : scope.href;
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const address = viewAddress(event.notification.data);
  const opening = worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
    const open = windows.find((client) => client.url.startsWith(scope.href));
    // A window of the view is shown the lead (from the cached shell, at once), then brought to the front, which the
    // tap allows for a few seconds; a window this worker does not control cannot be steered, so a new one opens.
    const shown = open ? await open.navigate(address).catch(() => null) : null;
    if (!shown) return worker.clients.openWindow(address);
    return shown.focus().catch(() => shown);
  });
  event.waitUntil(opening);
});
