import { image, int, link, list, paragraph, record, text } from './fieldBuilders';

// No id: a project is known by its place in the list, and a number kept only to be unique was one more thing for staff to invent.
export const galleryProject = record('GalleryProject', "A photograph in a gallery category's carousel.", {
  title: text('Project title.'),
  description: paragraph('One sentence about the project.'),
  image: image('Photograph of the project.'),
});

export const galleryCategory = record(
  'GalleryCategory',
  'A section of /gallery with its own carousel. A category without projects shows its "coming soon" text instead.',
  {
    id: text('Unique id, e.g. "hardscapes".'),
    order: int('Position on the gallery page (1 first).', 1),
    service: link('Service', 'Id of the service the category shows; the quote link names it.'),
    title: text('Section title, also used in "Get Quote for {title}".'),
    subtitle: text('Short line under the title.'),
    description: paragraph('Paragraph about the category.'),
    comingSoon: record('ComingSoon', 'What an empty category shows instead of a carousel.', {
      title: text('Heading, e.g. "Coming Soon".'),
      text: paragraph('Sentence under the heading.'),
      linkLabel: text('Label of the link to /contact, e.g. "Contact Us About Custom Designs".'),
    }).optional(),
    projects: list(galleryProject, 'Projects in the carousel, in order.'),
  },
);

const beforeAfterSide = (typeName: string, description: string) =>
  record(typeName, description, {
    image: image('Photograph.'),
    title: text('Caption title, e.g. "Before".'),
    description: paragraph('Caption sentence.'),
  });

export const beforeAfter = record('BeforeAfterGallery', 'The before-and-after slider on /gallery.', {
  projects: list(
    record('BeforeAfterProject', 'A project shown before and after.', {
      id: text('Unique id of the project.'),
      service: link('Service', 'Id of the service the project was for.'),
      title: text('Project title.'),
      location: text('Town of the project.'),
      before: beforeAfterSide('BeforeView', 'The property before the work.'),
      after: beforeAfterSide('AfterView', 'The property after the work.'),
    }),
    'Projects in the slider, in order.',
    1,
  ),
});
