import { graphql } from 'gatsby';
import type { TestimonialCardData } from '../components/ui/TestimonialCard';
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
