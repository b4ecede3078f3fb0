import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BeforeAfterSlider } from '../components/carousel/BeforeAfterSlider';
import { Seo } from '../components/seo/Seo';
import { ButtonLink, ButtonRow, ExternalButton } from '../components/ui/buttons';
import { QuoteAndContactCta } from '../components/ui/CallToAction';
import { Hero } from '../components/ui/Hero';
import { Container, Lead, Section, SectionTitle } from '../components/ui/layout';
import { SocialIcon } from '../components/ui/SocialIcon';
import { useBusiness } from '../queries/useBusiness';
import { GalleryCategorySection } from '../sections/gallery/GalleryCategorySection';
import { imageOf, shareImageOf } from '../queries/images';

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const business = useBusiness();
  const page = data.galleryPage!;

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)}>
        <ButtonLink to="/quote">{page.hero.linkLabel}</ButtonLink>
      </Hero>

      <Section $tone="seafoam" aria-labelledby="before-after-title">
        <Container>
          <SectionTitle id="before-after-title" $center>
            {page.beforeAfter.title}
          </SectionTitle>
          {page.beforeAfter.text && <Lead $center>{page.beforeAfter.text}</Lead>}
          <BeforeAfterSlider
            projects={data.beforeAfterGallery!.projects.map((project) => ({
              id: project.id,
              title: project.title,
              location: project.location,
              before: { ...project.before, image: imageOf(project.before.image) },
              after: { ...project.after, image: imageOf(project.after.image) },
            }))}
          />
        </Container>
      </Section>

      {data.allGalleryCategory.nodes.map((category, index) => (
        <GalleryCategorySection
          key={category.jsonId}
          flip={index % 2 === 1}
          quoteLabel={page.categoryQuoteLabel.replace('{service}', category.title)}
          category={{
            id: category.jsonId,
            title: category.title,
            subtitle: category.subtitle,
            description: category.description,
            comingSoon: category.comingSoon,
            items: category.projects.map((project) => ({
              title: project.title,
              description: project.description,
              image: imageOf(project.image),
            })),
          }}
        />
      ))}

      <Section $tone="seafoam" aria-labelledby="gallery-social-title">
        <Container>
          <SectionTitle id="gallery-social-title" $center>
            {page.social.title}
          </SectionTitle>
          {page.social.text && <Lead $center>{page.social.text}</Lead>}
          <ButtonRow $center>
            {business.socialProfiles.map((profile) => (
              <ExternalButton key={profile.network} href={profile.url} $variant="secondary">
                <SocialIcon network={profile.network} />
                {profile.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </ExternalButton>
            ))}
          </ButtonRow>
        </Container>
      </Section>

      <QuoteAndContactCta cta={page.cta} />
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.GalleryPageQuery>) {
  const page = data.galleryPage!;
  return <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} />;
}

export const query = graphql`
  query GalleryPage {
    galleryPage {
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
      beforeAfter {
        title
        text
      }
      categoryQuoteLabel
      social {
        title
        text
      }
      cta {
        title
        text
        quoteLinkLabel
        contactLinkLabel
      }
    }
    beforeAfterGallery {
      projects {
        id
        title
        location
        before {
          title
          description
          image {
            ...WidePhoto
          }
        }
        after {
          title
          description
          image {
            ...WidePhoto
          }
        }
      }
    }
    allGalleryCategory(sort: { order: ASC }) {
      nodes {
        jsonId
        title
        subtitle
        description
        comingSoon {
          title
          text
          linkLabel
        }
        projects {
          title
          description
          image {
            ...WidePhoto
          }
        }
      }
    }
  }
`;
