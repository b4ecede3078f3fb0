import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ButtonLink, ButtonRow, PhoneButton } from '../components/ui/buttons';
import { Hero } from '../components/ui/Hero';
import { Container, Lead, Section, SectionTitle } from '../components/ui/layout';
import { Reveal } from '../components/ui/Reveal';
import { useBusiness } from '../queries/useBusiness';
import { imageOf, shareImageOf } from '../queries/images';
import { ConnectDialog } from '../sections/community/ConnectDialog';
import { FeatureCards } from '../sections/shared/FeatureCards';
import { Split } from '../sections/shared/Split';

export default function CommunityPage({ data }: PageProps<Queries.CommunityPageQuery>) {
  const business = useBusiness();
  const page = data.communityPage!;

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)} />
      <Reveal>
        <Split image={imageOf(page.sponsor.image)} labelledBy="sponsor-title">
          <SectionTitle id="sponsor-title">{page.sponsor.title}</SectionTitle>
          {page.sponsor.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonRow>
            <ButtonLink to="/contact">{page.sponsor.contactLinkLabel}</ButtonLink>
            <PhoneButton $variant="secondary">Call {business.phone.display}</PhoneButton>
          </ButtonRow>
        </Split>
      </Reveal>
      <FeatureCards title={page.benefits.title} items={page.benefits.items} tone="sand" />
      <Reveal>
        <Section $tone="seafoam" aria-labelledby="connect-title">
          <Container>
            <SectionTitle id="connect-title" $center>
              {page.connect.title}
            </SectionTitle>
            <Lead $center>{page.connect.text}</Lead>
            <ButtonRow $center>
              <ConnectDialog
                buttonLabel={page.connect.buttonLabel}
                title={page.connect.dialogTitle}
                text={page.connect.dialogText}
                privacyNote={data.formOptions!.privacyNote}
              />
            </ButtonRow>
          </Container>
        </Section>
      </Reveal>
      <Reveal>
        <Section $tone="ocean" aria-labelledby="community-quote-title">
          <Container>
            <SectionTitle id="community-quote-title" $center>
              {page.quote.title}
            </SectionTitle>
            <Lead $center>{page.quote.text}</Lead>
            <ButtonRow $center>
              <ButtonLink to="/quote">{page.quote.linkLabel}</ButtonLink>
            </ButtonRow>
          </Container>
        </Section>
      </Reveal>
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.CommunityPageQuery>) {
  const page = data.communityPage!;
  return <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} />;
}

export const query = graphql`
  query CommunityPage {
    communityPage {
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
      sponsor {
        title
        paragraphs
        contactLinkLabel
        image {
          ...CardPhoto
        }
      }
      benefits {
        title
        items {
          title
          description
        }
      }
      connect {
        title
        text
        buttonLabel
        dialogTitle
        dialogText
      }
      quote {
        title
        text
        linkLabel
      }
    }
    formOptions {
      privacyNote
    }
  }
`;
