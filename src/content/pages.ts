/** Copy of each page: headlines, paragraphs and lists that are not records of their own. */
import { image, list, paragraph, record, text, textList, url } from './fieldBuilders';
import { callToAction, hero, heroFields, pageMeta, process, sectionHeading, step, titledItem } from './shared';

const ctaWithTwoLinks = record('TwoLinkCallToAction', 'A closing section with links to /quote and /contact.', {
  title: text('Headline of the section.'),
  text: paragraph('Paragraph under the headline.'),
  quoteLinkLabel: text('Label of the link to /quote.'),
  contactLinkLabel: text('Label of the link to /contact.'),
});

export const homePage = record('HomePage', 'Copy of the home page (/).', {
  ...pageMeta,
  hero: record('HomeHero', 'Hero of the home page.', {
    ...heroFields,
    primaryLinkLabel: text('Label of the main call to action, linking to /quote.'),
    image: image('Hero photograph, the first thing visitors see.'),
  }),
  services: sectionHeading,
  whyChooseUs: record('WhyChooseUs', 'The why-choose-us block.', {
    title: text('Headline.'),
    text: paragraph('Paragraph under the headline.'),
    points: list(titledItem, 'Reasons to choose the company.', 1),
    badge: record('Badge', 'Badge over the photograph, e.g. "150+ Successful Projects".', {
      number: text('Figure, e.g. "150+".'),
      label: text('What the figure counts.'),
    }),
    image: image('Photograph beside the reasons.'),
  }),
  testimonials: sectionHeading,
  finalCta: callToAction,
});

export const aboutPage = record('AboutPage', 'Copy of /about.', {
  ...pageMeta,
  hero,
  story: record('AboutStory', "The company's story.", {
    title: text('Headline.'),
    paragraphs: textList('Paragraphs of the story.', 1, paragraph),
    image: image('Photograph beside the story.'),
  }),
  values: record('AboutValues', "The company's values.", {
    title: text('Headline.'),
    items: list(titledItem, 'The values.', 1),
  }),
  ticker: record('AboutTicker', 'The scrolling ticker of towns (towns come from service-area.json).', {
    title: text('Heading above the ticker.'),
  }),
  cta: callToAction,
});

export const servicesPage = record('ServicesPage', 'Copy of /services; the blocks come from the service records.', {
  ...pageMeta,
  hero,
  blocksLinkLabel: text("Label of each block's link to its service page."),
  process,
  custom: callToAction,
});

export const galleryPage = record('GalleryPage', 'Copy of /gallery; categories and before-and-after projects have files of their own.', {
  ...pageMeta,
  hero: record('GalleryHero', 'Hero of the gallery.', {
    ...heroFields,
    linkLabel: text('Label of the link to /quote, "Start Your Project".'),
    image: image('Hero photograph.'),
  }),
  beforeAfter: sectionHeading,
  categoryQuoteLabel: text("Label of each category's link to /quote; {service} is replaced by the category title."),
  social: sectionHeading,
  cta: ctaWithTwoLinks,
});

export const communityPage = record('CommunityPage', 'Copy of /community.', {
  ...pageMeta,
  hero,
  sponsor: record('SponsorSection', 'The "Sponsor a Beach Access" section.', {
    title: text('Headline.'),
    paragraphs: textList('Paragraphs.', 1, paragraph),
    contactLinkLabel: text('Label of the link to /contact.'),
    image: image('Photograph beside the text.'),
  }),
  benefits: record('CommunityBenefits', 'Benefits of sponsoring.', {
    title: text('Headline.'),
    items: list(titledItem, 'The benefits.', 1),
  }),
  connect: record('CommunityConnect', 'The section with the "Connect With Us" button and its dialog.', {
    title: text('Headline.'),
    text: paragraph('Paragraph.'),
    buttonLabel: text('Label of the button opening the dialog.'),
    dialogTitle: text('Title of the dialog.'),
    dialogText: paragraph('Sentence at the top of the dialog.'),
  }),
  quote: callToAction,
});

export const testimonialsPage = record('TestimonialsPage', 'Copy of /testimonials; the testimonials have files of their own.', {
  ...pageMeta,
  hero: record('TestimonialsHero', 'Hero with stat tiles.', {
    ...heroFields,
    stats: list(
      record('StatTile', 'A figure shown as a tile.', {
        number: text('Figure as shown, e.g. "150+".'),
        label: text('What the figure counts.'),
      }),
      'The stat tiles.',
      1,
    ),
  }),
  list: sectionHeading,
  summary: record('ReviewSummary', 'The review-site summary cards (figures come from business.json).', {
    title: text('Headline.'),
    text: paragraph('Paragraph.'),
    buttonLabel: text("Label of each card's button; {network} is replaced by the site's name."),
  }),
  cta: ctaWithTwoLinks,
});

export const contactPage = record('ContactPage', 'Copy of /contact; FAQ and towns have files of their own.', {
  ...pageMeta,
  hero: record('ContactHero', 'Hero with bullets.', {
    ...heroFields,
    bullets: textList('Bullet points under the paragraph.'),
  }),
  form: sectionHeading,
  callCard: record('CallCard', 'The "Call Us" card with the number and the opening hours.', {
    title: text('Headline.'),
    text: paragraph('Sentence under the headline.'),
    hoursTitle: text('Heading of the hours.'),
  }),
  serviceArea: record('ContactServiceArea', 'The service-area list.', {
    title: text('Headline.'),
    text: paragraph('Paragraph.'),
    confirmLabel: text('Label of the button that calls (or copies the number) to confirm an address.'),
  }),
  map: record('MapEmbed', 'The embedded map.', {
    title: text('Title of the map for screen readers.'),
    embedUrl: url('Address of the map to embed.'),
  }),
  faq: sectionHeading,
  quoteCta: callToAction,
});

export const quotePage = record('QuotePage', "Copy of /quote; the form's choices are in forms.json and services.", {
  ...pageMeta,
  hero: record('QuoteHero', 'Hero of the quote page.', heroFields),
  benefits: record('QuoteBenefits', 'Benefits list beside the form.', {
    title: text('Headline.'),
    items: textList('Benefits.'),
  }),
  form: sectionHeading,
  nextSteps: record('NextSteps', 'The "What Happens Next" process.', {
    title: text('Headline.'),
    steps: list(step, 'The steps, in order.', 1),
  }),
  talk: record('TalkFirst', 'The "Prefer to Talk First?" box.', {
    title: text('Headline.'),
    text: paragraph('Paragraph.'),
    contactLinkLabel: text('Label of the link to /contact.'),
  }),
});
