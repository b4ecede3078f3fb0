import { graphql, useStaticQuery } from 'gatsby';

export type Business = NonNullable<Queries.UseBusinessQuery['business']>;

/** The business record (data/business.json): name, phone, hours, address, ratings and profiles. */
export function useBusiness(): Business {
  const data = useStaticQuery<Queries.UseBusinessQuery>(graphql`
    query UseBusiness {
      business {
        name
        description
        url
        phone {
          display
          dial
        }
        address {
          locality
          region
          country
        }
        geo {
          latitude
          longitude
        }
        areaServed
        priceRange
        openingHours {
          structured {
            days
            opens
            closes
          }
          contactPage {
            days
            hours
          }
        }
        aggregateRating {
          ratingValue
          reviewCount
          bestRating
          worstRating
        }
        socialProfiles {
          network
          label
          url
        }
        reviewSites {
          network
          label
          rating
          reviewCountLabel
          url
        }
        image {
          publicURL
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, quality: 75) {
              src
              width
              height
            }
          }
        }
      }
    }
  `);
  if (!data.business) throw new Error('data/business.json is missing');
  return data.business;
}
