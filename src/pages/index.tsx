import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { TestimonialCarousel } from '../components/carousel/TestimonialCarousel';
import { Seo } from '../components/seo/Seo';
import { localBusiness } from '../components/seo/structuredData';
import { ButtonLink, ButtonRow, PhoneButton } from '../components/ui/buttons';
import { CallToAction } from '../components/ui/CallToAction';
import { Hero } from '../components/ui/Hero';
import { Container, Lead, Section, SectionTitle } from '../components/ui/layout';
import { useBusiness } from '../queries/useBusiness';
import { ServiceCards } from '../sections/home/ServiceCards';
import { WhyChooseUs } from '../sections/home/WhyChooseUs';
import { toTestimonialCard } from '../queries/testimonials';
import { imageOf, shareImageOf } from '../queries/images';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const business = useBusiness();
  const page = data.homePage!;
  const cards = data.allService.nodes.flatMap((service) =>
    service.card && service.page
      ? [{ id: service.id, title: service.card.title, description: service.card.description, image: imageOf(service.card.image), path: service.page.path }]
      : [],
  );

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)}>
        <ButtonRow>
          <ButtonLink to="/quote">{page.hero.primaryLinkLabel}</ButtonLink>
          <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
        </ButtonRow>
      </Hero>
      <ServiceCards title={page.services.title} text={page.services.text} cards={cards} />
      <WhyChooseUs {...page.whyChooseUs} image={imageOf(page.whyChooseUs.image)} />
      <Section $tone="seafoam">
        <Container>
          <SectionTitle $center>{page.testimonials.title}</SectionTitle>
          {page.testimonials.text && <Lead $center>{page.testimonials.text}</Lead>}
          <TestimonialCarousel testimonials={data.allTestimonial.nodes.map(toTestimonialCard)} />
        </Container>
      </Section>
      <CallToAction title={page.finalCta.title} text={page.finalCta.text}>
        <ButtonLink to="/quote">{page.finalCta.linkLabel}</ButtonLink>
        <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
      </CallToAction>
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const page = data.homePage!;
  const towns = data.serviceArea?.towns.map((town) => town.name);
  return <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} structuredData={(business) => [localBusiness(business, towns)]} />;
}

export const query = graphql`
  query HomePage {
    homePage {
      metaTitle
      metaDescription
      hero {
        eyebrow
        title
        text
        primaryLinkLabel
        image {
          ...HeroPhoto
          ...ShareImage
        }
      }
      services {
        title
        text
      }
      whyChooseUs {
        title
        text
        points {
          title
          description
        }
        badge {
          number
          label
        }
        image {
          ...CardPhoto
        }
      }
      testimonials {
        title
        text
      }
      finalCta {
        title
        text
        linkLabel
      }
    }
    allService(filter: { card: { title: { ne: null } } }, sort: { order: ASC }) {
      nodes {
        id
        card {
          title
          description
          image {
            ...CardPhoto
          }
        }
        page {
          path
        }
      }
    }
    allTestimonial(filter: { featured: { eq: true } }, sort: { order: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
    serviceArea {
      towns {
        name
      }
    }
  }
`;
