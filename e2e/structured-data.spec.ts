import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { jsonLdBlocks, structuredDataProblems } from '../scripts/quality/structuredData';
import { builtPages } from '../src/build/builtPages';
import { ROUTES, serverHtml } from './helpers';

type Thing = Record<string, any>;

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
      const html = await serverHtml(request, path);
      expect(jsonLdBlocks(html).map((b) => b['@type'])).toEqual(expectedTypes[path] ?? []);
      expect(structuredDataProblems(html)).toEqual([]);
    });
  }

  test('every built page, the 404 page included, has only valid JSON-LD', () => {
    for (const page of builtPages('public')) expect(structuredDataProblems(fs.readFileSync(page.file, 'utf8')), page.route).toEqual([]);
  });

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
