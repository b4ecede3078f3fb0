import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { QuoteForm } from '../components/forms/QuoteForm';
import { Seo } from '../components/seo/Seo';
import { PlainHero } from '../components/ui/Hero';
import { ButtonLink, ButtonRow, PhoneButton } from '../components/ui/buttons';
import { CheckList } from '../components/ui/CheckList';
import { MainAndAside, Panel, Section, Stack } from '../components/ui/layout';
import { useBusiness } from '../queries/useBusiness';
import { ProcessSteps } from '../sections/shared/ProcessSteps';

export default function QuotePage({ data }: PageProps<Queries.QuotePageQuery>) {
  const business = useBusiness();
  const page = data.quotePage!;
  const options = data.formOptions!;

  return (
    <>
      <PlainHero eyebrow={page.hero.eyebrow} title={page.hero.title} text={page.hero.text}></PlainHero>
      <Section $tone="sand">
        <MainAndAside>
          <Panel aria-labelledby="quote-form-title">
            <h2 id="quote-form-title">{page.form.title}</h2>
            {page.form.text && <p>{page.form.text}</p>}
            <QuoteForm
              label={page.form.title}
              services={data.allService.nodes.map((service) => ({ id: service.jsonId, name: service.name }))}
              propertyTypes={options.propertyTypes}
              propertySizes={options.propertySizes}
              timelines={options.timelines}
              privacyNote={options.privacyNote}
            />
          </Panel>
          <Stack>
            <Panel aria-labelledby="quote-benefits-title">
              <h2 id="quote-benefits-title">{page.benefits.title}</h2>
              <CheckList>
                {page.benefits.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
            </Panel>
            <Panel aria-labelledby="talk-first-title">
              <h2 id="talk-first-title">{page.talk.title}</h2>
              <p>{page.talk.text}</p>
              <ButtonRow>
                <PhoneButton $variant="secondary">Call {business.phone.display}</PhoneButton>
                <ButtonLink to="/contact" $variant="light">
                  {page.talk.contactLinkLabel}
                </ButtonLink>
              </ButtonRow>
            </Panel>
          </Stack>
        </MainAndAside>
      </Section>
      <ProcessSteps title={page.nextSteps.title} steps={page.nextSteps.steps} tone="seafoam" />
    </>
  );
}

/** The page's title, description, sharing tags and structured data (Gatsby's Head API). */
export function Head({ data, location }: HeadProps<Queries.QuotePageQuery>) {
  return <Seo page={data.quotePage!} path={location.pathname} />;
}

export const query = graphql`
  query QuotePage {
    quotePage {
      metaTitle
      metaDescription
      hero {
        eyebrow
        title
        text
      }
      benefits {
        title
        items
      }
      form {
        title
        text
      }
      nextSteps {
        title
        steps {
          number
          title
          description
        }
      }
      talk {
        title
        text
        contactLinkLabel
      }
    }
    formOptions {
      propertyTypes {
        value
        label
      }
      propertySizes {
        value
        label
      }
      timelines {
        value
        label
      }
      privacyNote
    }
    allService(sort: { order: ASC }) {
      nodes {
        jsonId
        name
      }
    }
  }
`;
