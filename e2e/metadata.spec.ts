import { expect, test } from '@playwright/test';
import { jsonLdBlocks, serverHtml } from './helpers';

/** The value of `attribute` on the first `tag` whose `key` attribute equals `value`, in whatever order Helmet wrote them. */
function tagAttr(html: string, tag: string, key: string, value: string, attribute: string): string | undefined {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    if (element.includes(`${key}="${value}"`)) return element.match(new RegExp(`${attribute}="([^"]*)"`))?.[1];
  }
  return undefined;
}
const meta = (html: string, key: string, value: string) => tagAttr(html, 'meta', key, value, 'content');

test('the home page carries title, description, canonical, Open Graph, Twitter and LocalBusiness data in its HTML', async ({ request }) => {
  const html = await serverHtml(request, '/');
  expect(html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1]).toContain('Coastal Carolina Landscaping');
  expect(meta(html, 'name', 'description')).toMatch(/Carolina Beach/);
  expect(tagAttr(html, 'link', 'rel', 'canonical', 'href')).toBe('https://www.coastalcarolinalandscaping.com/');
  expect(meta(html, 'property', 'og:title')).toContain('Coastal Carolina Landscaping');
  expect(meta(html, 'property', 'og:url')).toBe('https://www.coastalcarolinalandscaping.com/');
  expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/www\.coastalcarolinalandscaping\.com\/static\/.+\.jpg$/);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'twitter:title')).toContain('Coastal Carolina Landscaping');

  const business = jsonLdBlocks(html).find((b) => b['@type'] === 'LandscapingBusiness');
  expect(business).toMatchObject({
    name: 'Coastal Carolina Landscaping',
    telephone: '+19108334777',
    priceRange: '$$',
    address: { addressLocality: 'Carolina Beach', addressRegion: 'NC', addressCountry: 'US' },
    aggregateRating: { ratingValue: 5, reviewCount: 40, bestRating: 5, worstRating: 1 },
    openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
  });
});
