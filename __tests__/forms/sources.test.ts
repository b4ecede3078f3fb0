/**
 * Where a lead came from (src/leads/sources.ts): what the browser notes from the visit's first page, what the form
 * API keeps of what arrives, and how staff read it.
 */
import { checkSource, describeSource, sourceOf } from '../../src/leads/sources';

const SITE = 'coastalcarolinalandscaping.example';
const landing = (address: string) => new URL(address, `https://${SITE}`);

test.each([
  { visit: '/?utm_source=truck&utm_campaign=spring', referrer: '', says: 'Truck QR code (spring)' },
  { visit: '/services', referrer: 'https://www.google.com/', says: 'Google search' },
  { visit: '/quote?gclid=Cj0KCQiA', referrer: 'https://www.google.com/', says: 'Google Ads' },
  { visit: '/?fbclid=IwAR3x', referrer: 'https://l.facebook.com/', says: 'Facebook ad' },
  { visit: '/?utm_source=facebook&utm_medium=cpc&utm_campaign=fall-cleanup', referrer: '', says: 'Facebook ad (fall-cleanup)' },
  { visit: '/?utm_source=gbp', referrer: '', says: 'Google Business listing' },
  { visit: '/about', referrer: 'https://www.yelp.com/biz/x', says: 'Yelp' },
  { visit: '/about', referrer: 'https://wilmingtonbiz.example.net/list', says: 'wilmingtonbiz.example.net' },
  { visit: '/gallery', referrer: `https://${SITE}/`, says: 'direct' },
  { visit: '/', referrer: '', says: 'direct' },
])('a visit to $visit from "$referrer" reads "$says"', ({ visit, referrer, says }) => {
  const source = sourceOf(landing(visit), referrer, SITE);
  expect(source.landing).toBe(visit);
  // What the browser sends survives the API's check unchanged.
  expect(checkSource(JSON.stringify(source))).toEqual(source);
  expect(describeSource(source)).toBe(says);
});

test('the API keeps only what a source should hold, and nothing of something else', () => {
  expect(checkSource(JSON.stringify({ landing: '/', utmSource: '<script>', referrer: 'evil host', utmCampaign: 'x'.repeat(500) }))).toEqual({ landing: '/' });
  expect(checkSource({ landing: 'https://evil.example/', utmSource: '<b>', adClick: 'tiktok', extra: 'kept?' })).toBeUndefined();
  expect(checkSource({ landing: '/contact', utmSource: 'truck', adClick: 'google', extra: 'x' })).toEqual({
    landing: '/contact',
    utmSource: 'truck',
    adClick: 'google',
  });
  expect(checkSource('not json')).toBeUndefined();
  expect(checkSource(['/'])).toBeUndefined();
});

test('a lead without a source, or posted without scripts, says so', () => {
  expect(describeSource(undefined)).toBe('not recorded');
  expect(describeSource({ postedFrom: '/contact' })).toBe('not known (sent without scripts, from /contact)');
});
