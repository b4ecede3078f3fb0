import { int, paragraph, record, text, textList, url } from './fieldBuilders';

export const site = record('SiteChrome', 'Text of the parts shown on every page: the community banner, the footer, the 404 page and the error screen.', {
  communityBanner: record('CommunityBanner', 'The "Join Our Community" banner shown above the footer on every page except /community.', {
    title: text('Headline of the banner.'),
    text: paragraph('Sentence under the headline.'),
    linkLabel: text('Label of the link to /community.'),
  }),
  footer: record('Footer', 'Footer text.', {
    tagline: text('Sentence under the business name.'),
    expertiseTitle: text('Heading of the expertise list.'),
    expertise: textList('Areas of expertise listed in the footer.'),
    credit: record('FooterCredit', 'Credit link to the builder of the site.', {
      text: paragraph('Text before the link, e.g. "Website by".'),
      label: text('Name of the site builder.'),
      url: url('Address of the site builder.'),
    }),
    copyrightYear: int('Year in the copyright line.', 2000, 2100),
  }),
  notFound: record('NotFoundCopy', 'Text of the 404 page.', {
    metaTitle: text('Title of the 404 page in the browser tab.'),
    title: text('Big heading, "404".'),
    text: paragraph('Message, "Oops! Page not found".'),
    linkLabel: text('Label of the link home, "Return to Home".'),
  }),
  errorScreen: record('ErrorScreenCopy', 'Text shown when a page fails to render.', {
    title: text('Heading, "Unexpected Application Error!".'),
    text: paragraph('Advice under the heading.'),
  }),
});
