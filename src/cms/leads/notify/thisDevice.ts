/**
 * What the leads view needs to know of the device it runs on to offer notifications: whether the browser can take a
 * push at all, whether it is an iPhone or iPad (where web push needs the view added to the home screen, iOS 16.4 and
 * later), whether the view runs as that app, a name for the device staff recognise, and the id the server keeps the
 * device under (src/server/push/devices.ts: a digest of its push address).
 */

/** What the browser offers for notifications on this device. */
export type Support = { can: true } | { can: false; why: 'ios-not-installed' | 'ios-too-old' | 'no-push' | 'insecure' };

interface Navigatorish {
  userAgent: string;
  maxTouchPoints?: number;
  platform?: string;
  standalone?: boolean;
}

/** An iPhone, iPad or iPod touch: iPadOS says it is a Mac, but a Mac has no touch screen. */
export const isIos = (nav: Navigatorish = navigator) =>
  /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);

/** iOS's version from the browser's name of itself (`OS 16_4`), or null. */
function iosVersion(userAgent: string): number | null {
  const match = /OS (\d+)_(\d+)/.exec(userAgent);
  return match ? Number(match[1]) + Number(match[2]) / 100 : null;
}

/** Whether the view runs as the app added to the home screen, not in a browser's tab. */
export const isInstalled = (win: Pick<Window, 'matchMedia'> = window, nav: Navigatorish = navigator) =>
  win.matchMedia('(display-mode: standalone)').matches || nav.standalone === true;

/** Whether this device can be sent a push from the view, and if not, why. */
export function pushSupport(win: Window = window): Support {
  const nav = win.navigator as Navigator & Navigatorish;
  if (!win.isSecureContext) return { can: false, why: 'insecure' };
  if (isIos(nav)) {
    const version = iosVersion(nav.userAgent);
    if (version !== null && version < 16.04) return { can: false, why: 'ios-too-old' };
    if (!isInstalled(win, nav)) return { can: false, why: 'ios-not-installed' };
  }
  if (!('serviceWorker' in nav) || !('PushManager' in win) || !('Notification' in win)) return { can: false, why: 'no-push' };
  return { can: true };
}

/** A name for this device that its owner recognises in a list of theirs: "iPhone, Safari", "Android, Chrome". */
export function deviceName(nav: Navigatorish = navigator): string {
  const ua = nav.userAgent;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua) || isIos(nav)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'Chromebook'
              : /Linux/.test(ua)
                ? 'Linux'
                : 'A device';
  const browser = /SamsungBrowser/.test(ua)
    ? 'Samsung Internet'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Firefox|FxiOS/.test(ua)
        ? 'Firefox'
        : /Chrome|CriOS|Chromium/.test(ua)
          ? 'Chrome'
          : /Safari/.test(ua)
            ? 'Safari'
            : '';
  return browser ? `${system}, ${browser}` : system;
}

/** The id the server keeps a device under: the first 32 hex digits of the SHA-256 of its push address. */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
