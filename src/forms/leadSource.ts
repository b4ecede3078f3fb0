/**
 * Where a lead came from, first-party and without cookies (issue 59): the page the visitor first landed on in this
 * visit, the site that sent them there, the campaign of the link (`utm_source`, `utm_medium`, `utm_campaign`) and
 * an ad's click id (`gclid`, `fbclid`). The browser notes them in the tab's sessionStorage on the visit's first page
 * (`rememberVisit`): no cookie, nothing sent anywhere but with a form the visitor sends, and gone when the tab closes.
 * The form sends them (`visitSource`), and the form API keeps each field only if it is what it should be
 * (`checkSource`); a form posted without scripts has only the page it was posted from. How staff read a source is
 * src/leads/sources.ts.
 */

export interface LeadSource {
  /** The path of the visit's first page on this site, with its query ("/?utm_source=truck"). */
  landing?: string;
  /** The host of the site that sent the visitor ("www.google.com"), if another. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Which ad network's click id the landing address carried. */
  adClick?: 'google' | 'facebook';
  /** Without scripts: the path of the page the form was posted from (its Referer). */
  postedFrom?: string;
}

const TEXT = /^[\w .:/?&=%+#@,;~-]{1,300}$/;
const WORD = /^[\w .+-]{1,100}$/;
const HOST = /^[a-z0-9.-]{1,253}$/;

const text = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined);

/** What the browser sent, kept only where it is what it should be; undefined when nothing is. */
export function checkSource(raw: unknown): LeadSource | undefined {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const landing = text(given.landing, TEXT);
  const source: LeadSource = {
    ...(landing?.startsWith('/') ? { landing } : {}),
    ...(text(given.referrer, HOST) ? { referrer: String(given.referrer).trim().toLowerCase() } : {}),
    ...(text(given.utmSource, WORD) ? { utmSource: text(given.utmSource, WORD) } : {}),
    ...(text(given.utmMedium, WORD) ? { utmMedium: text(given.utmMedium, WORD) } : {}),
    ...(text(given.utmCampaign, WORD) ? { utmCampaign: text(given.utmCampaign, WORD) } : {}),
    ...(given.adClick === 'google' || given.adClick === 'facebook' ? { adClick: given.adClick } : {}),
  };
  return Object.keys(source).length ? source : undefined;
}

/** The source of a lead read from the landing address and the referrer, as the browser records it. */
export function sourceOf(landing: URL, referrer: string, site: string): LeadSource {
  const query = landing.searchParams;
  let from: string | undefined;
  try {
    from = referrer ? new URL(referrer).hostname.toLowerCase() : undefined;
  } catch {
    from = undefined;
  }
  const pick = (name: string) => query.get(name)?.slice(0, 100) || undefined;
  return (
    checkSource({
      landing: `${landing.pathname}${landing.search}`.slice(0, 300),
      referrer: from && from !== site ? from : undefined,
      utmSource: pick('utm_source'),
      utmMedium: pick('utm_medium'),
      utmCampaign: pick('utm_campaign'),
      adClick: query.has('gclid') ? 'google' : query.has('fbclid') ? 'facebook' : undefined,
    }) ?? { landing: '/' }
  );
}

const KEY = 'coastal-landscaping.visit-source';

/** Notes where this visit began, once a visit: on its first page, before any navigation within the site. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, JSON.stringify(sourceOf(new URL(window.location.href), document.referrer, window.location.hostname)));
  } catch {
    // Storage turned off: the form is sent without a source.
  }
}

/** Where this visit began, if it was noted. */
export function visitSource(): LeadSource | undefined {
  try {
    return checkSource(sessionStorage.getItem(KEY) ?? undefined);
  } catch {
    return undefined;
  }
}
