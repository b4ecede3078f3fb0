import { flag, list, paragraph, record, text } from './fieldBuilders';

export const serviceArea = record(
  'ServiceArea',
  'Towns the company serves. Featured towns are highlighted on /contact; towns in the ticker scroll across /about.',
  {
    towns: list(
      record('ServiceAreaTown', 'A town in the service area.', {
        name: text('Town name, e.g. "Wrightsville Beach".'),
        featured: flag('Highlighted in the contact page list.'),
        inTicker: flag('Shown in the scrolling ticker on /about.'),
      }),
      'Towns, in the order they are listed.',
      1,
    ),
  },
);

export const faq = record('Faq', 'Frequently asked questions shown on /contact and published as FAQPage structured data.', {
  questions: list(
    record('FaqItem', 'A question and its answer.', {
      question: text('The question.'),
      answer: paragraph('The answer.'),
    }),
    'Questions, in order.',
    1,
  ),
});
