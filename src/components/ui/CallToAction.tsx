import React from 'react';
import styled from 'styled-components';
import { ButtonLink, ButtonRow } from './buttons';
import { Container, Lead, Section, SectionTitle } from './layout';

/** A closing band inviting the visitor to act; the buttons are passed as children. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Section $tone="ocean">
      <Centered>
        <SectionTitle $center>{title}</SectionTitle>
        <Lead $center>{text}</Lead>
        <ButtonRow $center>{children}</ButtonRow>
      </Centered>
    </Section>
  );
}

const Centered = styled(Container)`
  text-align: center;
`;

/** The closing band with links to /quote and /contact, used where a page offers both. */
export function QuoteAndContactCta({ cta }: { cta: { title: string; text: string; quoteLinkLabel: string; contactLinkLabel: string } }) {
  return (
    <CallToAction title={cta.title} text={cta.text}>
      <ButtonLink to="/quote">{cta.quoteLinkLabel}</ButtonLink>
      <ButtonLink to="/contact" $variant="outlineLight">
        {cta.contactLinkLabel}
      </ButtonLink>
    </CallToAction>
  );
}
