/**
 * Where a lead came from, in staff's words (issue 59): the leads view, its CSV and `npm run leads` describe a lead's
 * source (`describeSource`). What a source holds, how the browser notes it and how the form API checks it are the
 * form's: src/forms/leadSource.ts.
 *
 * What staff call the sources of their own links and QR codes (`utm_source=truck` → "Truck QR code") is theirs to
 * change: data/lead-sources.json, read by `campaignNames` (campaignNames.ts) and handed in here. The names the site
 * gives by itself stay here: search engines and social sites by the referring host, ad clicks, and "direct".
 */
import type { LeadSource } from '../forms/leadSource';

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
