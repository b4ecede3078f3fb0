import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { TestimonialPages } from '../components/carousel/TestimonialPages';
import { Seo } from '../components/seo/Seo';
import { PlainHero } from '../components/ui/Hero';
import { businessWithReviews } from '../components/seo/structuredData';
import { ExternalButton } from '../components/ui/buttons';
import { QuoteAndContactCta } from '../components/ui/CallToAction';
import { Container, Lead, Section, SectionTitle } from '../components/ui/layout';
import { Stars } from '../components/ui/Stars';
import { useBusiness } from '../queries/useBusiness';
import { toTestimonialCard } from '../queries/testimonials';
import { shareImageOf } from '../queries/images';
import { media, theme } from '../theme/theme';

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const business = useBusiness();
  const page = data.testimonialsPage!;
  const testimonials = data.allTestimonial.nodes;

  return (
    <>
      <PlainHero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text}>
        <Stats>
          {page.hero.stats.map((stat) => (
            <li key={stat.label}>
              <StatNumber>{stat.number}</StatNumber>
              <span>{stat.label}</span>
            </li>
          ))}
        </Stats>
      </PlainHero>

      <Section aria-labelledby="reviews-title">
        <Container>
          <SectionTitle id="reviews-title" $center>
            {page.list.title}
          </SectionTitle>
          {page.list.text && <Lead $center>{page.list.text}</Lead>}
          <TestimonialPages testimonials={testimonials.map(toTestimonialCard)} />
        </Container>
      </Section>

      <Section $tone="sand" aria-labelledby="review-sites-title">
        <Container>
          <SectionTitle id="review-sites-title" $center>
            {page.summary.title}
          </SectionTitle>
          <Lead $center>{page.summary.text}</Lead>
          <Sites>
            {business.reviewSites.map((site) => (
              <li key={site.network}>
                <h3>{site.label}</h3>
                <Rating>
                  <strong>{site.rating.toFixed(1)}</strong>
                  <Stars rating={site.rating} />
                </Rating>
                <p>Based on {site.reviewCountLabel} reviews</p>
                <ExternalButton href={site.url} $variant="secondary">
                  {page.summary.buttonLabel.replace('{network}', site.label)}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </ExternalButton>
              </li>
            ))}
          </Sites>
        </Container>
      </Section>

      <QuoteAndContactCta cta={page.cta} />
    </>
  );
}

const Stats = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }

  li {
    display: grid;
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.md};
    background: rgba(255, 255, 255, 0.1);
    text-align: center;
  }
`;

const StatNumber = styled.span`
  font-family: ${theme.fonts.heading};
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1.1;
`;

const Sites = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 800px;
  margin: ${theme.space.xl} auto 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: grid;
    justify-items: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    background: ${theme.colors.white};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};
    text-align: center;
  }

  h3,
  p {
    margin: 0;
  }
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};

  strong {
    font-size: ${theme.fontSizes.xxl};
  }
`;

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.TestimonialsPageQuery>) {
  const testimonials = data.allTestimonial.nodes;
  const reviews = testimonials.filter((t) => t.featured).map((t) => ({ name: t.name, rating: t.rating, text: t.text, date: t.date }));
  return (
    <Seo
      page={data.testimonialsPage!}
      path={location.pathname}
      image={shareImageOf(testimonials.find((t) => t.image)?.shareImage)}
      structuredData={(business) => [businessWithReviews(business, reviews)]}
    />
  );
}

export const query = graphql`
  query TestimonialsPage {
    testimonialsPage {
      metaTitle
      metaDescription
      hero {
        eyebrow
        title
        text
        stats {
          number
          label
        }
      }
      list {
        title
        text
      }
      summary {
        title
        text
        buttonLabel
      }
      cta {
        title
        text
        quoteLinkLabel
        contactLinkLabel
      }
    }
    allTestimonial(sort: { order: ASC }) {
      nodes {
        ...TestimonialCard
        featured
        # The page has no hero photograph; link previews show the first review's project.
        shareImage: image {
          ...ShareImage
        }
      }
    }
  }
`;
