/** Builders of schema.org structured data from the same records the pages show. */
import type { Business } from '../../queries/useBusiness';

type Thing = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

export function businessId(business: Business): string {
  return `${absolute(business.url, '/')}#business`;
}

/** The company as a LandscapingBusiness (a LocalBusiness subtype) with its address, hours and rating. */
export function localBusiness(business: Business, towns: readonly string[] = []): Thing {
  const image = business.image?.childImageSharp?.resize?.src ?? business.image?.publicURL;
  return {
    '@context': 'https://schema.org',
    '@type': 'LandscapingBusiness',
    '@id': businessId(business),
    name: business.name,
    description: business.description,
    url: absolute(business.url, '/'),
    ...(image ? { image: absolute(business.url, image) } : {}),
    telephone: business.phone.dial,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: towns.length ? towns.map((name) => ({ '@type': 'City', name })) : business.areaServed,
    openingHoursSpecification: business.openingHours.structured.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.aggregateRating.ratingValue,
      reviewCount: business.aggregateRating.reviewCount,
      bestRating: business.aggregateRating.bestRating,
      worstRating: business.aggregateRating.worstRating,
    },
    sameAs: business.socialProfiles.map((profile) => profile.url),
  };
}

/** A service the business offers, linked to the business as its provider. */
export function serviceOffer(business: Business, service: { name: string; description: string; path?: string }, towns: readonly string[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    ...(service.path ? { url: absolute(business.url, service.path) } : {}),
    serviceType: service.name,
    provider: {
      '@type': 'LandscapingBusiness',
      '@id': businessId(business),
      name: business.name,
      telephone: business.phone.dial,
      url: absolute(business.url, '/'),
    },
    areaServed: towns.map((name) => ({ '@type': 'City', name })),
  };
}

export interface ReviewSource {
  name: string;
  rating: number;
  text: string;
  date: string;
}

/** The business with the given customer reviews attached. */
export function businessWithReviews(business: Business, reviews: readonly ReviewSource[]): Thing {
  return {
    ...localBusiness(business),
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: business.aggregateRating.bestRating,
        worstRating: business.aggregateRating.worstRating,
      },
      reviewBody: review.text,
      datePublished: review.date,
    })),
  };
}

/** The FAQ as FAQPage structured data, each question with its accepted answer. */
export function faqPage(questions: readonly { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
