import { structuredDataProblems } from '../../testing/quality/structuredData';

const page = (...blocks: string[]) => `<html><head>${blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join('')}</head></html>`;
const business = {
  '@context': 'https://schema.org',
  '@type': 'LandscapingBusiness',
  name: 'Coastal',
  telephone: '+19105550100',
  priceRange: '$$',
  address: { addressLocality: 'Carolina Beach', addressRegion: 'NC' },
  aggregateRating: { ratingValue: 5, reviewCount: 40 },
  review: [{ '@type': 'Review', author: { name: 'Sam' }, reviewRating: { ratingValue: 5 }, datePublished: '2024-05-14' }],
};

describe('the structured data check', () => {
  test('passes complete LocalBusiness, Service, FAQPage and Review data', () => {
    const service = { '@context': 'https://schema.org', '@type': 'Service', name: 'Turf', provider: { name: 'Coastal' }, areaServed: [{ name: 'Wilmington' }] };
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }] };
    expect(structuredDataProblems(page(JSON.stringify(business), JSON.stringify(service), JSON.stringify(faq)))).toEqual([]);
  });

  test('names what each block lacks, and a block that is not JSON (broken fixture)', () => {
    const { telephone, ...noPhone } = business;
    const badReview = { ...business, review: [{ '@type': 'Review', author: { name: 'Sam' }, reviewRating: { ratingValue: 5 }, datePublished: 'last May' }] };
    const service = { '@context': 'https://schema.org', '@type': 'Service', name: 'Turf', areaServed: [] };
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ name: 'Q?' }] };
    expect(structuredDataProblems(page(JSON.stringify(noPhone), JSON.stringify(badReview), JSON.stringify(service), JSON.stringify(faq)))).toEqual([
      'LandscapingBusiness: telephone',
      'Review: datePublished',
      'Service: provider',
      'Service: areaServed',
      'FAQPage: accepted answer for "Q?"',
    ]);
    expect(structuredDataProblems(page('{"@type": "Service",}'))).toEqual([expect.stringMatching(/^JSON-LD block 1 is not valid JSON/)]);
  });
});
