import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { serviceOffer } from '../components/seo/structuredData';
import { ButtonLink, PhoneButton } from '../components/ui/buttons';
import { CallToAction } from '../components/ui/CallToAction';
import { Hero } from '../components/ui/Hero';
import { type Business, useBusiness } from '../queries/useBusiness';
import { ServiceBlocks } from '../sections/services/ServiceBlocks';
import { ProcessSteps } from '../sections/shared/ProcessSteps';
import { imageOf, shareImageOf } from '../queries/images';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const business = useBusiness();
  const page = data.servicesPage!;
  const blocks = data.allService.nodes.flatMap((service) =>
    service.block
      ? [
          {
            id: service.jsonId,
            title: service.block.title,
            description: service.block.description,
            features: service.block.features,
            image: imageOf(service.block.image),
            path: service.page?.path ?? null,
          },
        ]
      : [],
  );

  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text} image={imageOf(page.hero.image)} />
      <ServiceBlocks blocks={blocks} linkLabel={page.blocksLinkLabel} />
      <ProcessSteps title={page.process.title} text={page.process.text} steps={page.process.steps} tone="seafoam" />
      <CallToAction title={page.custom.title} text={page.custom.text}>
        <ButtonLink to="/contact">{page.custom.linkLabel}</ButtonLink>
        <PhoneButton $variant="outlineLight">Call {business.phone.display}</PhoneButton>
      </CallToAction>
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPage!;
  const towns = data.serviceArea!.towns.map((t) => t.name);
  const offers = (business: Business) =>
    data.allService.nodes.flatMap(({ block, page: servicePage }) =>
      block ? [serviceOffer(business, { name: block.title, description: block.description, path: servicePage?.path ?? undefined }, towns)] : [],
    );
  return <Seo page={page} path={location.pathname} image={shareImageOf(page.hero.image)} structuredData={offers} />;
}

export const query = graphql`
  query ServicesPage {
    servicesPage {
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
      blocksLinkLabel
      process {
        title
        text
        steps {
          number
          title
          description
        }
      }
      custom {
        title
        text
        linkLabel
      }
    }
    allService(filter: { block: { title: { ne: null } } }, sort: { order: ASC }) {
      nodes {
        jsonId
        block {
          title
          description
          features
          image {
            ...CardPhoto
          }
        }
        page {
          path
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
