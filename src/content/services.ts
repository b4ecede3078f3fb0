import { image, int, list, oneOf, paragraph, record, routePath, text, textList } from './fieldBuilders';
import { callToAction, process, titledItem } from './shared';
import { SERVICE_IDS } from '../forms/enums';

export const showcaseProject = record('ShowcaseProject', 'A project card in the stacked showcase of a service page.', {
  id: text('Unique id of the project, e.g. "turf-pet-run".'),
  title: text('Project title.'),
  description: paragraph('One sentence about the project.'),
  image: image('Photograph of the project.'),
});

export const servicePage = record('ServicePage', "Content of the service's own page. A service with a page gets one, generated from the service template.", {
  path: routePath('Address of the page, e.g. /services/synthetic-turf.'),
  metaTitle: text('Title of the page in search results and browser tabs.'),
  metaDescription: paragraph('Description for search results and social sharing.'),
  hero: record('ServiceHero', 'Top section of the service page.', {
    eyebrow: text('Short label above the headline.'),
    title: text("Headline (the page's h1)."),
    text: paragraph('Paragraph under the headline.'),
    linkLabel: text("Label of the hero's link to /quote."),
    image: image('Hero photograph.'),
  }),
  features: record('ServiceFeatures', 'The three feature cards.', {
    title: text('Headline above the cards.'),
    items: list(titledItem, 'The feature cards (three).', 1),
  }),
  benefits: record('ServiceBenefits', 'The benefits list.', {
    title: text('Headline of the list.'),
    items: textList('Benefits, one sentence each.'),
    note: paragraph('Note under the list, e.g. the warranty terms.').optional(),
  }),
  process: process.optional(),
  showcase: record('ProjectShowcase', 'The stacked-card project showcase.', {
    title: text('Headline of the showcase.'),
    subtitle: text('Sentence under the headline.'),
    projects: list(showcaseProject, 'Projects shown, up to four.'),
  }),
  cta: callToAction,
});

export const service = record('Service', 'A service the company offers. Its card, block and page are optional: each appears where present.', {
  id: oneOf(SERVICE_IDS, 'Service id; also the value the quote form sends for it.'),
  name: text('Short name, used in the quote form\'s service list and in links such as "Get Quote for ...".'),
  order: int('Position in lists of services (1 first).', 1),
  card: record('ServiceCard', "Card on the home page linking to the service's page.", {
    title: text('Card title.'),
    description: paragraph('One sentence under the title.'),
    image: image('Card photograph.'),
  }).optional(),
  block: record('ServiceBlock', 'Block on the /services overview page.', {
    title: text('Block title.'),
    description: paragraph('Paragraph about the service.'),
    image: image('Block photograph.'),
    features: textList('Feature list of the block.'),
  }).optional(),
  page: servicePage.optional(),
});
