import { expect, test } from '@playwright/test';
import { ROUTES, jsonLdBlocks, serverHtml } from './helpers';

type Thing = Record<string, any>;

/** What each schema.org type must carry to be useful to search engines; returns the missing properties. */
export function missingProperties(thing: Thing): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) missing.push(`${thing['@type']}: ${what}`);
  };
  switch (thing['@type']) {
    case 'LandscapingBusiness':
      need(thing.name, 'name');
      need(thing.telephone, 'telephone');
      need(thing.address?.addressLocality && thing.address?.addressRegion, 'address');
      need(thing.priceRange, 'priceRange');
      need(thing.aggregateRating?.ratingValue && thing.aggregateRating?.reviewCount, 'aggregateRating');
      for (const review of thing.review ?? []) {
        need(review.author?.name, 'review author');
        need(review.reviewRating?.ratingValue, 'review rating');
        need(/^\d{4}-\d{2}-\d{2}$/.test(review.datePublished ?? ''), 'review datePublished');
      }
      break;
    case 'Service':
      need(thing.name, 'name');
      need(thing.provider?.name, 'provider');
      need(thing.areaServed?.length, 'areaServed');
      break;
    case 'FAQPage':
      need(thing.mainEntity?.length, 'mainEntity');
      for (const question of thing.mainEntity ?? []) need(question.name && question.acceptedAnswer?.text, `accepted answer for "${question.name}"`);
      break;
    default:
      missing.push(`unexpected type ${thing['@type']}`);
  }
  return missing;
}

const expectedTypes: Record<string, string[]> = {
  '/': ['LandscapingBusiness'],
  '/about': ['LandscapingBusiness'],
  '/services': ['Service', 'Service', 'Service', 'Service', 'Service'],
  '/services/synthetic-turf': ['Service'],
  '/services/hardscaping': ['Service'],
  '/services/outdoor-lighting': ['Service'],
  '/services/pool-landscapes': ['Service'],
  '/testimonials': ['LandscapingBusiness'],
  '/contact': ['LandscapingBusiness', 'FAQPage'],
};

test.describe('structured data', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same for every viewport');
  for (const path of ROUTES) {
    test(`${path} publishes valid JSON-LD with the properties its types need`, async ({ request }) => {
      const blocks = jsonLdBlocks(await serverHtml(request, path));
      expect(blocks.map((b) => b['@type'])).toEqual(expectedTypes[path] ?? []);
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        expect(missingProperties(block)).toEqual([]);
      }
    });
  }

  test('/testimonials lists three reviews with author, rating and date', async ({ request }) => {
    const [business] = jsonLdBlocks(await serverHtml(request, '/testimonials'));
    expect(business.review).toHaveLength(3);
    expect(business.review[0]).toMatchObject({ '@type': 'Review', author: { name: 'Sarah Mitchell' }, reviewRating: { ratingValue: 5 }, datePublished: '2024-05-14' });
  });

  test('/contact publishes the four questions with their answers', async ({ request }) => {
    const faq = jsonLdBlocks(await serverHtml(request, '/contact')).find((b) => b['@type'] === 'FAQPage')!;
    expect(faq.mainEntity.map((q: Thing) => q.name)).toEqual([
      'How quickly can I get a quote?',
      'Do you offer free consultations?',
      'What areas do you serve?',
      'How long does a typical project take?',
    ]);
  });
});
