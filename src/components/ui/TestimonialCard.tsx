import React from 'react';
import styled from 'styled-components';
import { Photo } from './Photo';
import { Stars } from './Stars';
import type { TestimonialCardData } from '../../queries/testimonials';
import { theme } from '../../theme/theme';

/**
 * One customer's review: stars, quote, project photograph, name, town and
 * project type. `imageSizes` is how wide the carousel holding the card shows it.
 */
export function TestimonialCard({ testimonial, imageSizes }: { testimonial: TestimonialCardData; imageSizes: string }) {
  return (
    <Card>
      {testimonial.image && <ShownPhoto image={testimonial.image} alt={`${testimonial.project} for ${testimonial.name}`} sizes={imageSizes} />}
      <Body>
        <Stars rating={testimonial.rating} />
        <Quote>
          <p>“{testimonial.text}”</p>
        </Quote>
      </Body>
      <Who>
        <Name>{testimonial.name}</Name>
        <Meta>{testimonial.location}</Meta>
        <Project>{testimonial.project}</Project>
      </Who>
    </Card>
  );
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`;

const ShownPhoto = styled(Photo)`
  aspect-ratio: 16 / 9;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  flex: 1;
  padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.md};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${theme.fontSizes.lg};

  p {
    margin: 0;
  }
`;

const Who = styled.figcaption`
  padding: 0 ${theme.space.lg} ${theme.space.lg};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.inkSoft};
`;

const Project = styled.p`
  margin: 0;
  color: ${theme.colors.palmDark};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;
