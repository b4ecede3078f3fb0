import { z } from 'zod';
import { image, int, list, oneOf, paragraph, phoneDial, phoneDisplay, rating, record, text, time, url } from './fieldBuilders';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const business = record('Business', 'The company itself: name, phone, hours, address and ratings. Shown across the site and in its structured data.', {
  name: text('Business name, shown in the header, footer, page titles and structured data.'),
  description: paragraph('One-sentence description of the business for structured data and social sharing.'),
  url: url('Public address of the site; canonical links and the sitemap are built from it.'),
  image: image('Representative photograph for structured data and social sharing.'),
  phone: record('BusinessPhone', 'The business phone number in its two written forms.', {
    display: phoneDisplay('The number as visitors read it, e.g. (910) 833-4777.'),
    dial: phoneDial('The number as phones dial it, e.g. +19108334777.'),
  }),
  address: record('BusinessAddress', 'Postal address (town level) used in structured data.', {
    locality: text('Town, e.g. Carolina Beach.'),
    region: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .meta({ description: 'Two-letter state code, e.g. NC.', expected: 'a two-letter state code such as "NC"' }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .meta({ description: 'Two-letter country code, e.g. US.', expected: 'a two-letter country code such as "US"' }),
  }),
  geo: record('BusinessGeo', 'Map coordinates of the business for structured data.', {
    latitude: z.number().min(-90).max(90).meta({ description: 'Latitude in degrees.', expected: 'a latitude from -90 to 90' }),
    longitude: z.number().min(-180).max(180).meta({ description: 'Longitude in degrees.', expected: 'a longitude from -180 to 180' }),
  }),
  areaServed: text('Short description of the service area, e.g. "Carolina Beach & Wilmington and nearby towns".'),
  priceRange: z
    .string()
    .regex(/^\${1,4}$/)
    .meta({ description: 'Price range marker for structured data, "$" to "$$$$".', expected: 'one to four "$" signs' }),
  openingHours: record(
    'OpeningHours',
    'Opening hours. The specification gives two readings and both are kept: one for structured data, one shown on the contact page.',
    {
      structured: list(
        record('OpeningHoursSpecification', 'Hours for a set of days, as published in structured data.', {
          days: list(oneOf(DAYS, 'A day of the week, e.g. Monday.'), 'Days these hours apply to.', 1),
          opens: time('Opening time, 24-hour, e.g. 08:00.'),
          closes: time('Closing time, 24-hour, e.g. 17:00.'),
        }),
        "Hours published in the pages' structured data (Mon-Fri 08:00-17:00).",
        1,
      ),
      contactPage: list(
        record('DisplayedHours', 'A line of opening hours as shown to visitors.', {
          days: text('Days as shown, e.g. "Mon-Fri".'),
          hours: text('Hours as shown, e.g. "8AM-6PM".'),
        }),
        'Hours shown on the contact page (Mon-Fri 8AM-6PM, Sat 9AM-4PM).',
        1,
      ),
    },
  ),
  aggregateRating: record('AggregateRating', 'Overall rating published in structured data and quoted on the site.', {
    ratingValue: rating('Average rating, e.g. 5.'),
    reviewCount: int('Number of reviews the average is taken from.', 1),
    bestRating: int('Best possible rating.', 1, 5),
    worstRating: int('Worst possible rating.', 1, 5),
  }),
  socialProfiles: list(
    record('SocialProfile', 'A profile of the business on a social network.', {
      network: oneOf(['facebook', 'instagram'] as const, 'The network.'),
      label: text('Name of the network as shown, e.g. Facebook.'),
      url: url('Address of the profile.'),
    }),
    'Social profiles, linked from the footer and gallery and listed in structured data.',
    1,
  ),
  reviewSites: list(
    record('ReviewSite', 'A review site where customers rate the business, shown as a summary card on /testimonials.', {
      network: oneOf(['google', 'facebook'] as const, 'The review site.'),
      label: text('Name as shown on the card, e.g. Google Reviews.'),
      rating: rating('Average rating there, e.g. 5.'),
      reviewCountLabel: text('Number of reviews as shown, e.g. "25+".'),
      url: url("Address of the review page the card's button opens."),
    }),
    'Review sites summarised on the testimonials page.',
    1,
  ),
});
