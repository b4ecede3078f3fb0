import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SimpleForm } from '../components/forms/SimpleForm';
import { Seo } from '../components/seo/Seo';
import { PlainHero } from '../components/ui/Hero';
import { faqPage, localBusiness } from '../components/seo/structuredData';
import { ButtonLink, PhoneButton } from '../components/ui/buttons';
import { CallToAction } from '../components/ui/CallToAction';
import { CheckList } from '../components/ui/CheckList';
import { NearbyFrame } from '../components/ui/NearbyFrame';
import { MainAndAside, Panel, Section, Stack } from '../components/ui/layout';
import { useBusiness } from '../queries/useBusiness';
import { ServiceAreaList } from '../sections/contact/ServiceAreaList';
import { Faq } from '../sections/contact/Faq';
import { theme } from '../theme/theme';

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const business = useBusiness();
  const page = data.contactPage!;
  const towns = data.serviceArea!.towns;
  const questions = data.faq!.questions;

  return (
    <>
      <PlainHero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text}>
        <HeroList>
          {page.hero.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </HeroList>
      </PlainHero>

      <Section $tone="sand">
        <MainAndAside>
          <Panel aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{page.form.title}</h2>
            {page.form.text && <p>{page.form.text}</p>}
            <SimpleForm
              kind="contact"
              label={page.form.title}
              submitLabel="Send Message"
              sentTitle="Message sent"
              privacyNote={data.formOptions!.privacyNote}
            />
          </Panel>
          <Stack>
            <Panel aria-labelledby="call-us-title">
              <h2 id="call-us-title">{page.callCard.title}</h2>
              <p>{page.callCard.text}</p>
              <BigNumber>{business.phone.display}</BigNumber>
              <h3>{page.callCard.hoursTitle}</h3>
              <Hours>
                {business.openingHours.contactPage.map((line) => (
                  <div key={line.days}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </Hours>
              <PhoneButton>Call</PhoneButton>
            </Panel>
            <ServiceAreaList title={page.serviceArea.title} text={page.serviceArea.text} confirmLabel={page.serviceArea.confirmLabel} towns={towns} />
          </Stack>
        </MainAndAside>
      </Section>

      <Section>
        <MainAndAside>
          <Map title={page.map.title} src={page.map.embedUrl} />
          <Faq title={page.faq.title} questions={questions} />
        </MainAndAside>
      </Section>

      <CallToAction title={page.quoteCta.title} text={page.quoteCta.text}>
        <ButtonLink to="/quote">{page.quoteCta.linkLabel}</ButtonLink>
      </CallToAction>
    </>
  );
}

const HeroList = styled(CheckList)`
  margin-top: ${theme.space.lg};
  font-weight: 600;
`;

const BigNumber = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xxl};
  font-weight: 700;
  color: ${theme.colors.ocean};
`;

const Hours = styled.dl`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Map = styled(NearbyFrame)`
  width: 100%;
  aspect-ratio: 4 / 3;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.seafoam};
`;

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const towns = data.serviceArea!.towns.map((t) => t.name);
  return (
    <Seo page={data.contactPage!} path={location.pathname} structuredData={(business) => [localBusiness(business, towns), faqPage(data.faq!.questions)]} />
  );
}

export const query = graphql`
  query ContactPage {
    contactPage {
      metaTitle
      metaDescription
      hero {
        eyebrow
        title
        text
        bullets
      }
      form {
        title
        text
      }
      callCard {
        title
        text
        hoursTitle
      }
      serviceArea {
        title
        text
        confirmLabel
      }
      map {
        title
        embedUrl
      }
      faq {
        title
      }
      quoteCta {
        title
        text
        linkLabel
      }
    }
    serviceArea {
      towns {
        name
        featured
      }
    }
    faq {
      questions {
        question
        answer
      }
    }
    formOptions {
      privacyNote
    }
  }
`;
