/**
 * Where a lead came from, first-party and without cookies (issue 59): the page the visitor first landed on in this
 * visit, the site that sent them there, the campaign of the link (`utm_source`, `utm_medium`, `utm_campaign`) and
 * an ad's click id (`gclid`, `fbclid`). The browser keeps them in the tab's sessionStorage from the visit's first
 * page (src/forms/leadSource.ts) and sends them with the form; a form posted without scripts has only the page it was
 * posted from. Shared by the form API, which checks what arrives (`checkSource`), and by staff's views of a lead
 * (`describeSource`: the leads view, its CSV and `npm run leads`).
 *
 * What staff call the sources of their own links and QR codes (`utm_source=truck` → "Truck QR code") is theirs to
 * change: data/lead-sources.json, read by `campaignNames` (campaignNames.ts) and handed in here. The names the site
 * gives by itself stay here: search engines and social sites by the referring host, ad clicks, and "direct".
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

/** The names staff gave their campaigns' sources, by the source word of the link (data/lead-sources.json). */
export type CampaignNames = ReadonlyMap<string, string>;

/** Referring sites by their host, as staff say them. */
const REFERRERS: Array<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, 'Google search'],
  [/(^|\.)bing\.com$/, 'Bing search'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo search'],
  [/(^|\.)yahoo\.com$/, 'Yahoo search'],
  [/(^|\.)(facebook\.com|fb\.com)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)nextdoor\.com$/, 'Nextdoor'],
  [/(^|\.)yelp\.com$/, 'Yelp'],
];

const PAID = /^(cpc|ppc|paid|paidsocial|paid-social|ads?)$/i;

/** Where a lead came from, in plain words: "Truck QR code (spring)", "Google search", "Google Ads", "direct". */
export function describeSource(source: LeadSource | undefined, campaigns: CampaignNames): string {
  if (!source) return 'not recorded';
  if (source.postedFrom && !source.landing) return `not known (sent without scripts, from ${source.postedFrom})`;
  const campaign = source.utmCampaign ? ` (${source.utmCampaign})` : '';
  if (source.adClick === 'google') return `Google Ads${campaign}`;
  if (source.adClick === 'facebook') return `Facebook ad${campaign}`;
  if (source.utmSource) {
    const name = campaigns.get(source.utmSource.toLowerCase()) ?? source.utmSource;
    return `${name}${source.utmMedium && PAID.test(source.utmMedium) ? ' ad' : ''}${campaign}`;
  }
  if (source.referrer) return REFERRERS.find(([host]) => host.test(source.referrer!))?.[1] ?? source.referrer;
  return 'direct';
}
