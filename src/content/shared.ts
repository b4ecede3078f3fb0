/** Small record shapes that several pages and records reuse. */
import { image, list, paragraph, record, stepNumber, text } from './fieldBuilders';

export const pageMeta = {
  metaTitle: text('Title of the page in search results and browser tabs; the business name is appended.'),
  metaDescription: paragraph('Description of the page for search results and social sharing (about 150 characters).'),
};

export const heroFields = {
  eyebrow: text('Short label above the headline.').optional(),
  title: text('Headline of the page (its only h1).'),
  text: paragraph('Paragraph under the headline.'),
};

export const hero = record('PageHero', 'Top section of a page: headline, paragraph and an optional photograph.', {
  ...heroFields,
  image: image('Background photograph of the hero.').optional(),
});

export const callToAction = record('CallToAction', 'A closing section inviting the visitor to act.', {
  title: text('Headline of the section.'),
  text: paragraph('Paragraph under the headline.'),
  linkLabel: text("Label of the section's main link."),
});

export const step = record('ProcessStep', 'One step of a numbered process.', {
  number: stepNumber('Step number as shown, "01" to "04".'),
  title: text('Name of the step.'),
  description: paragraph('What happens in this step.'),
});

export const process = record('Process', 'A numbered process shown as a row of steps.', {
  title: text('Headline of the process section.'),
  text: paragraph('Paragraph under the headline.').optional(),
  steps: list(step, 'The steps, in order.', 1),
});

export const titledItem = record('TitledItem', 'A short item with a title and a sentence, such as a value, a feature or a benefit.', {
  title: text('Title of the item.'),
  description: paragraph('One or two sentences about it.'),
});

export const sectionHeading = record('SectionHeading', 'Headline and optional paragraph of a page section.', {
  title: text('Headline of the section.'),
  text: paragraph('Paragraph under the headline.').optional(),
});
