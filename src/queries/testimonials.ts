import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageOf } from './images';

export const testimonialCardFragment = graphql`
  fragment TestimonialCard on Testimonial {
    id
    name
    location
    project
    rating
    text
    date
    image {
      ...BannerPhoto
    }
  }
`;

/** What a testimonial's card shows (components/ui/TestimonialCard.tsx). */
export interface TestimonialCardData {
  id: string;
  name: string;
  location: string;
  project: string;
  rating: number;
  text: string;
  image: IGatsbyImageData | null;
}

/** Plain card props from a testimonial query result. */
export const toTestimonialCard = (node: Queries.TestimonialCardFragment): TestimonialCardData => ({
  id: node.id,
  name: node.name,
  location: node.location,
  project: node.project,
  rating: node.rating,
  text: node.text,
  image: imageOf(node.image),
});
