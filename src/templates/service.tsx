import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { ProjectShowcase } from '../components/carousel/ProjectShowcase';
import { Seo } from '../components/seo/Seo';
import { serviceOffer } from '../components/seo/structuredData';
import { ButtonLink, ButtonRow, PhoneButton } from '../components/ui/buttons';
import { CallToAction } from '../components/ui/CallToAction';
import { CheckList } from '../components/ui/CheckList';
import { Hero } from '../components/ui/Hero';
import { Container, Lead, Section, SectionTitle } from '../components/ui/layout';
import { HARDSCAPE_PROCESS_STAGGER_MS, SHOWCASE_MAX_CARDS } from '../constants';
import { useBusiness } from '../queries/useBusiness';
import { FeatureCards } from '../sections/shared/FeatureCards';
import { ProcessSteps } from '../sections/shared/ProcessSteps';
import { imageOf, shareImageOf } from '../queries/images';
import { theme } from '../theme/theme';

/** The page of one service, generated for every service record that has a `page`. */
export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const business = useBusiness();
  const service = data.service!;
  const page = service.page!;

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)}>
        <ButtonRow>
          <ButtonLink to="/quote">{page.hero.linkLabel}</ButtonLink>
          <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
        </ButtonRow>
      </Hero>
      <FeatureCards title={page.features.title} items={page.features.items} />
      <Section $tone="seafoam">
        <Benefits>
          <SectionTitle>{page.benefits.title}</SectionTitle>
          <CheckList>
            {page.benefits.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </CheckList>
          {page.benefits.note && <Note>{page.benefits.note}</Note>}
        </Benefits>
      </Section>
      {page.process && <ProcessSteps title={page.process.title} text={page.process.text} steps={page.process.steps} staggerMs={HARDSCAPE_PROCESS_STAGGER_MS} />}
      <Section>
        <Container>
          <SectionTitle $center>{page.showcase.title}</SectionTitle>
          <Lead $center>{page.showcase.subtitle}</Lead>
          <ProjectShowcase
            maxCards={SHOWCASE_MAX_CARDS}
            projects={page.showcase.projects.map((project) => ({
              id: project.id,
              title: project.title,
              description: project.description,
              image: imageOf(project.image),
            }))}
          />
        </Container>
      </Section>
      <CallToAction title={page.cta.title} text={page.cta.text}>
        <ButtonLink to="/quote">{page.cta.linkLabel}</ButtonLink>
        <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
      </CallToAction>
    </>
  );
}

const Benefits = styled(Container)`
  max-width: 800px;
`;

const Note = styled.p`
  font-weight: 600;
  color: ${theme.colors.palmDark};
`;

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const page = data.service!.page!;
  const towns = data.serviceArea?.towns.map((town) => town.name) ?? [];
  const service = { name: page.hero.eyebrow, description: page.metaDescription, path: page.path };
  return (
    <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} structuredData={(business) => [serviceOffer(business, service, towns)]} />
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      name
      page {
        path
        metaTitle
        metaDescription
        hero {
          eyebrow
          title
          text
          linkLabel
          image {
            ...HeroPhoto
            ...ShareImage
          }
        }
        features {
          title
          items {
            title
            description
          }
        }
        benefits {
          title
          items
          note
        }
        process {
          title
          text
          steps {
            number
            title
            description
          }
        }
        showcase {
          title
          subtitle
          projects {
            id
            title
            description
            image {
              ...CardPhoto
            }
          }
        }
        cta {
          title
          text
          linkLabel
        }
      }
    }
    serviceArea {
      towns {
        name
      }
    }
  }
`;
