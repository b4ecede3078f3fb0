import crypto from 'node:crypto';
import { parse } from 'node-html-parser';
import type { HeaderRule } from './headersFile';

/** Inline scripts the browser runs (not JSON-LD or other data blocks), which the policy allows by hash. */
const isExecutable = (type: string | undefined) => !type || type === 'module' || /^(text|application)\/(javascript|ecmascript)$/i.test(type);

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const parsed = (html: string) => parse(html, { blockTextElements: { script: true, style: true, noscript: true } });

/** The origins of every frame the pages embed; a frame that loads as the visitor nears it (NearbyFrame) is until then a box carrying its address in data-frame-src. */
export const embeddedFrameOrigins = (pagesHtml: readonly string[]): string[] => [
  ...new Set(
    pagesHtml.flatMap((html) =>
      parsed(html)
        .querySelectorAll('iframe[src], [data-frame-src]')
        .map((frame) => new URL(frame.getAttribute('src') ?? frame.getAttribute('data-frame-src')!).origin),
    ),
  ),
];

/**
 * The Content-Security-Policy a built page satisfies: everything from the
 * site itself; inline scripts only by the hash of those the build wrote into
 * this page (Gatsby's page loader, the loader of the held start-up scripts,
 * the hero's element timing), since moving to another page in the browser
 * runs none of that page's inline scripts; frames only from the origins the
 * site's pages embed (`frameOrigins`: the map on /contact), all of them, since a visitor can
 * reach /contact from any page without loading a new document. One policy
 * holding every page's hashes would send all of them with every page.
 * Styles allow 'unsafe-inline': styled-components writes its rules into
 * <style> elements and Photo sets style attributes, and neither can run
 * script.
 */
export function contentSecurityPolicy(pageHtml: string, frameOrigins: readonly string[]): string {
  const hashes = new Set<string>();
  for (const script of parsed(pageHtml).querySelectorAll('script')) {
    if (!script.hasAttribute('src') && isExecutable(script.getAttribute('type'))) hashes.add(sha256(script.rawText));
  }
  return policyHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...hashes].sort()],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': frameOrigins.length ? [...frameOrigins].sort() : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** A Content-Security-Policy header value from its directives, in the order given. */
export const policyHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A built page as the headers need it: the path visitors ask for, and its HTML. */
export interface PageForHeaders {
  route: string;
  html: string;
}

/**
 * The paths a page's rule is written for: its address, and the file a host may serve it from. Gatsby writes
 * `about/index.html`; Netlify's adapter moves it to `about.html`. Netlify's own local runtime (`netlify serve`)
 * matches header rules against that file, not the address asked for (e2e/deploy/netlify.spec.ts showed every page
 * but the home page without its policy), while the stand-ins here match the address. A rule for each covers both;
 * no request matches the two at once, so no value is sent twice.
 */
const pagePaths = (route: string) => (route === '/' ? ['/'] : [route, `${route}.html`]);

/**
 * Every response header the site asks its host for, by path (written to public/_headers by the build).
 *
 * The policy goes on each page's own path rather than on "/*": the content editor at /admin/ needs a policy
 * of its own (src/cms/policy.ts), and hosts join the values of every rule that matches a path, so a
 * site-wide policy would also bind the editor. An address no page has is answered with the 404 page without
 * its policy; that page runs no script of its own beyond Gatsby's.
 *
 * The pages send no Cross-Origin-Opener-Policy. With `same-origin`, a page reached from one without it (a
 * search result, another site, Lighthouse's blank start page) must start a browsing context group of its own,
 * and Chromium then sets up its window afresh: a longer task to commit the navigation, which a phone's slower
 * CPU turns into blocking time (figures: docs/gatsby-defaults.md, "Where the site departs from Gatsby's defaults",
 * No Cross-Origin-Opener-Policy on pages).
 * What the header guards against, a page that opened this one reaching into it, finds nothing here: the
 * public pages hold no visitor's data and open no windows, and framing is already refused (X-Frame-Options,
 * frame-ancestors). The editor, which logs in through a window of its own, keeps it.
 */
export function securityHeaderRules(pages: readonly PageForHeaders[], editor: { policy: string }): HeaderRule[] {
  const frameOrigins = embeddedFrameOrigins(pages.map((page) => page.html));
  const pageRules = pages.flatMap((page) => {
    const headers = { 'Content-Security-Policy': contentSecurityPolicy(page.html, frameOrigins) };
    return pagePaths(page.route).map((path) => ({ path, headers }));
  });
  return [
    {
      path: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        // The phone link writes to the clipboard, so clipboard-write stays allowed for the site itself.
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
        'X-Frame-Options': 'DENY',
        'Strict-Transport-Security': 'max-age=31536000',
      },
    },
    ...pageRules,
    // The editor logs in through a window of the login service, which must be able to answer its opener.
    { path: '/admin/*', headers: { 'Content-Security-Policy': editor.policy, 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } },
    // Gatsby's caching rules: hashed file names never change, pages and page data always revalidate.
    { path: '/static/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/*.js', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/*.css', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/page-data/*', headers: { 'Cache-Control': REVALIDATE } },
    // Which commit is live: always asked of the server (src/build/version.ts).
    { path: '/version.json', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/*.avif', headers: { 'Content-Type': 'image/avif' } },
  ];
}
