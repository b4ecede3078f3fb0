import React from 'react';
import styled from 'styled-components';
import { ButtonRow } from './buttons';
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
