/**
 * Where a lead came from (src/leads/sources.ts): what the browser notes from the visit's first page, what the form
 * API keeps of what arrives, and how staff read it, with the names they gave their own links in the editor
 * (data/lead-sources.json, src/leads/campaignNames.ts).
 */
import { campaignNames } from '../../src/leads/campaignNames';
import { formatProblem, validateContent } from '../../src/content/validate';
import { checkSource, sourceOf } from '../../src/forms/leadSource';
import { describeSource } from '../../src/leads/sources';
import { makeDataFixture } from '../content/fixture';

const campaigns = campaignNames();
const named = (source: string) => campaigns.get(source)!;

const SITE = 'coastalcarolinalandscaping.example';
const landing = (address: string) => new URL(address, `https://${SITE}`);

test.each([
  { visit: '/?utm_source=truck&utm_campaign=spring', referrer: '', says: `${named('truck')} (spring)` },
  { visit: '/services', referrer: 'https://www.google.com/', says: 'Google search' },
  { visit: '/quote?gclid=Cj0KCQiA', referrer: 'https://www.google.com/', says: 'Google Ads' },
  { visit: '/?fbclid=IwAR3x', referrer: 'https://l.facebook.com/', says: 'Facebook ad' },
  { visit: '/?utm_source=facebook&utm_medium=cpc&utm_campaign=fall-cleanup', referrer: '', says: `${named('facebook')} ad (fall-cleanup)` },
  { visit: '/?utm_source=GBP', referrer: '', says: named('gbp') },
  { visit: '/?utm_source=doorhanger', referrer: '', says: 'doorhanger' },
  { visit: '/about', referrer: 'https://www.yelp.com/biz/x', says: 'Yelp' },
  { visit: '/about', referrer: 'https://wilmingtonbiz.example.net/list', says: 'wilmingtonbiz.example.net' },
  { visit: '/gallery', referrer: `https://${SITE}/`, says: 'direct' },
  { visit: '/', referrer: '', says: 'direct' },
])('a visit to $visit from "$referrer" reads "$says"', ({ visit, referrer, says }) => {
  const source = sourceOf(landing(visit), referrer, SITE);
  expect(source.landing).toBe(visit);
  // What the browser sends survives the API's check unchanged.
  expect(checkSource(JSON.stringify(source))).toEqual(source);
  expect(describeSource(source, campaigns)).toBe(says);
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
  expect(describeSource(undefined, campaigns)).toBe('not recorded');
  expect(describeSource({ postedFrom: '/contact' }, campaigns)).toBe('not known (sent without scripts, from /contact)');
});

describe('the names of staff’s own links, in the editor’s data', () => {
  let fixture: ReturnType<typeof makeDataFixture>;
  beforeEach(() => {
    fixture = makeDataFixture();
  });
  afterEach(() => fixture.cleanup());

  test('a name staff add is what the lead reads', () => {
    fixture.edit('lead-sources.json', (data) => data.campaigns.push({ source: 'door-hanger_2', name: 'Door hangers' }));
    expect(validateContent(fixture.dataDir, fixture.root)).toEqual([]);
    const source = sourceOf(landing('/?utm_source=door-hanger_2&utm_campaign=may'), '', SITE);
    expect(describeSource(source, campaignNames(fixture.dataDir))).toBe('Door hangers (may)');
  });

  test.each(['Door Hanger', 'door hanger', 'flyer!', ''])('a source word "%s" is refused, naming the file, the line and the field, in words', (word) => {
    fixture.edit('lead-sources.json', (data) => data.campaigns.push({ source: word, name: 'Flyers' }));
    const [problem, ...more] = validateContent(fixture.dataDir, fixture.root).map(formatProblem);
    expect(more).toEqual([]);
    expect(problem).toContain('data/lead-sources.json: record campaigns[');
    expect(problem).toContain('field "source": expected a source word of lowercase letters, digits, - or _ only');
    expect(() => campaignNames(fixture.dataDir)).toThrow(/lead-sources\.json is not valid: run npm run check-content/);
  });

  test('a source word listed twice is refused', () => {
    fixture.edit('lead-sources.json', (data) => data.campaigns.push({ source: 'truck', name: 'Old truck' }));
    expect(validateContent(fixture.dataDir, fixture.root).map(formatProblem)).toEqual([
      expect.stringMatching(/data\/lead-sources\.json: record campaigns\[\d+\] \("truck"\).*an id not used earlier in the same list/),
    ]);
  });
});
