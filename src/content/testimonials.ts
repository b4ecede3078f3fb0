import { flag, image, int, isoDate, link, paragraph, rating, record, text } from './fieldBuilders';

export const testimonial = record(
  'Testimonial',
  "A customer testimonial. Featured ones rotate on the home page and are published as reviews in the testimonials page's structured data.",
  {
    id: text('Unique id, e.g. "sarah-mitchell".'),
    order: int('Position on the testimonials page (1 first).', 1),
    name: text('Customer name as shown.'),
    location: text('Customer town, e.g. "Carolina Beach, NC".'),
    project: text('Project type as shown, e.g. "Synthetic Turf Installation".'),
    service: link('Service', 'Id of the service the project was for.'),
    rating: rating('Star rating the customer gave, 1 to 5.'),
    date: isoDate('Date of the review, YYYY-MM-DD.'),
    featured: flag('Shown in the home carousel and listed in structured data.'),
    text: paragraph("The testimonial, in the customer's words."),
    image: image("Photograph of the customer's project."),
  },
);
