/**
 * Whether a form or photo post came from a page of this site (issue 64, item 5). Any web page can make its
 * visitors' browsers post to this site: a form that submits itself, a fetch in `no-cors` mode. Each such post comes
 * from a real visitor's own address, so neither the per-address limit nor a proof of work solved elsewhere stops a
 * page with many visitors. What the browser says about where a request came from, a page cannot change:
 *
 *   Sec-Fetch-Site  Chrome 76, Firefox 90, Safari 16.4 and later, on every request
 *                   `cross-site` and `same-site` are refused; `same-origin` and `none` (typed, bookmarked) let in
 *   Origin          every browser on a POST, the plain HTML form's included
 *                   without Sec-Fetch-Site, an Origin that is not this site's is refused (`null` too: a sandboxed
 *                   frame, a data: page)
 *
 * A request with neither is let in: the no-script form in an older browser, a script of the sender's own. Those
 * are no worse than before: they come from the sender's own address and are held to its limit, and without a
 * proof of work their leads wait in Held.
 *
 * `same-site` is refused too: a page on another subdomain or port of this site's domain is not one of this site's
 * pages (the forms post to their own origin), and on a shared domain it may be anyone's (a shop, a status page, an
 * app on a subdomain that serves its users' content). Netlify's own names need no rule: `netlify.app` is a public
 * suffix, so a deploy preview (`deploy-preview-12--site.netlify.app`) is another site to the live one and each
 * preview's pages are same-origin to its own functions.
 *
 * "This site", when only the Origin can tell, is the request's own Host (what the browser asked for: on a deploy
 * preview the preview's name) or the site's address in data/business.json (`url`). A Host is not checked against a
 * list: a page under a hostile name that resolves to this server (DNS rebinding) is same-origin to the browser. On
 * both hosts such a name never reaches the function: Netlify answers only the site's own domains, Caddy only its
 * SITE_ADDRESS, and over HTTPS neither has a certificate for the hostile name. (The laptop's servers check Host
 * themselves: localGuard.ts.)
 */
import type { IncomingHttpHeaders } from 'node:http';
import business from '../../../data/business.json';

/** The sentence a refused form shows, as the visitor reads it (JSON or the handler's small page). */
export const FORM_FROM_ANOTHER_SITE = `This form came from another website, so it was not sent. Please fill it in on our own website, ${business.url}.`;

/** The same for a photo of a quote (the photo API answers JSON only). */
export const PHOTO_FROM_ANOTHER_SITE = `This photo came from another website, so it was not kept. Please add it on the quote form of our own website, ${business.url}.`;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
};

/** The host (name and port, a scheme's default port left out) of `host` as a browser of `protocol` would name it. */
function hostAs(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/** Whether `origin` names this site: the Host the request was sent to, or the site's address. */
function isThisSite(origin: string, host: string | undefined): boolean {
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'https:' && from.protocol !== 'http:') return false;
  if (from.origin === new URL(business.url).origin) return true;
  // The scheme is not compared: behind Caddy or Netlify's edge the request reaches Node over plain HTTP.
  return Boolean(host) && hostAs(from.protocol, host!) === from.host;
}

/**
 * True when the browser that sent this request says it came from a page of another site: by Sec-Fetch-Site, or,
 * when the browser sends none, by an Origin that is not this site's. A request that says nothing is not refused.
 */
export function fromAnotherSite(headers: IncomingHttpHeaders): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  // The browser vouches for the page: also behind a proxy that passes the service another Host (testing/staticHost.ts).
  if (site === 'same-origin' || site === 'none') return false;
  const origin = header(headers, 'origin');
  if (origin === undefined || origin === '') return false;
  return !isThisSite(origin, header(headers, 'host'));
}
