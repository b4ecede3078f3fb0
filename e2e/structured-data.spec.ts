import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { jsonLdBlocks, structuredDataProblems } from '../testing/quality/structuredData';
import { builtPages } from '../src/build/builtPages';
import { faq, featuredTestimonials, servicesWithBlock, servicesWithPage } from './content';
import { ROUTES, serverHtml } from './helpers';

type Thing = Record<string, any>;

const expectedTypes: Record<string, string[]> = {
  '/': ['LandscapingBusiness'],
  '/about': ['LandscapingBusiness'],
  // One offer for each service block.
  '/services': servicesWithBlock.map(() => 'Service'),
  // Each service page, those staff add included.
  ...Object.fromEntries(servicesWithPage.map((service) => [service.page.path, ['Service']])),
  '/testimonials': ['LandscapingBusiness'],
  '/contact': ['LandscapingBusiness', 'FAQPage'],
};

test.describe('structured data', { tag: '@content' }, () => {
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

  test('/testimonials lists the featured testimonials as reviews with author, rating and date', async ({ request }) => {
    const [business] = jsonLdBlocks(await serverHtml(request, '/testimonials'));
    expect(business.review).toEqual(
      featuredTestimonials.map((t) =>
        expect.objectContaining({
          '@type': 'Review',
          author: expect.objectContaining({ name: t.name }),
          reviewRating: expect.objectContaining({ ratingValue: t.rating }),
          datePublished: t.date,
        }),
      ),
    );
  });

  test('/contact publishes the questions with their answers', async ({ request }) => {
    const published = jsonLdBlocks(await serverHtml(request, '/contact')).find((b) => b['@type'] === 'FAQPage')!;
    expect(published.mainEntity.map((q: Thing) => [q.name, q.acceptedAnswer?.text])).toEqual(faq.questions.map((q) => [q.question, q.answer]));
  });
});
