import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { localBusiness } from '../components/seo/structuredData';
import { ButtonLink, PhoneButton } from '../components/ui/buttons';
import { CallToAction } from '../components/ui/CallToAction';
import { Hero } from '../components/ui/Hero';
import { SectionTitle } from '../components/ui/layout';
import { Reveal } from '../components/ui/Reveal';
import { useBusiness } from '../queries/useBusiness';
import { TownTicker } from '../sections/about/TownTicker';
import { FeatureCards } from '../sections/shared/FeatureCards';
import { Split } from '../sections/shared/Split';
import { imageOf, shareImageOf } from '../queries/images';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const business = useBusiness();
  const page = data.aboutPage!;
  const towns = data.serviceArea!.towns;

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)} />
      <Reveal>
        <Split image={imageOf(page.story.image)} labelledBy="about-story">
          <SectionTitle id="about-story">{page.story.title}</SectionTitle>
          {page.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Split>
      </Reveal>
      <FeatureCards title={page.values.title} items={page.values.items} tone="sand" />
      <TownTicker title={page.ticker.title} towns={towns.filter((t) => t.inTicker).map((t) => t.name)} />
      <CallToAction title={page.cta.title} text={page.cta.text}>
        <ButtonLink to="/quote">{page.cta.linkLabel}</ButtonLink>
        <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
      </CallToAction>
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = data.aboutPage!;
  const towns = data.serviceArea!.towns.map((t) => t.name);
  return <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} structuredData={(business) => [localBusiness(business, towns)]} />;
}

export const query = graphql`
  query AboutPage {
    aboutPage {
      metaTitle
      metaDescription
      hero {
        eyebrow
        title
        text
        image {
          ...HeroPhoto
          ...ShareImage
        }
      }
      story {
        title
        paragraphs
        image {
          ...CardPhoto
        }
      }
      values {
        title
        items {
          title
          description
        }
      }
      ticker {
        title
      }
      cta {
        title
        text
        linkLabel
      }
    }
    serviceArea {
      towns {
        name
        inTicker
      }
    }
  }
`;
