import { graphql, useStaticQuery } from 'gatsby';

/** Text of the parts shown on every page (data/site.json). */
export function useSiteChrome() {
  const data = useStaticQuery<Queries.UseSiteChromeQuery>(graphql`
    query UseSiteChrome {
      siteChrome {
        communityBanner {
          title
          text
          linkLabel
        }
        footer {
          tagline
          expertiseTitle
          expertise
          credit {
            text
            label
            url
          }
          copyrightYear
        }
        notFound {
          metaTitle
          title
          text
          linkLabel
        }
        errorScreen {
          title
          text
        }
      }
    }
  `);
  if (!data.siteChrome) throw new Error('data/site.json is missing');
  return data.siteChrome;
}
