import React from 'react';
import styled from 'styled-components';
import { Container, Section, SectionTitle, type SectionTone } from '../../components/ui/layout';
import { Reveal } from '../../components/ui/Reveal';
import { REVEAL_STAGGER_MS } from '../../constants';
import { media, theme } from '../../theme/theme';

interface FeatureCardsProps {
  title: string;
  items: readonly { title: string; description: string }[];
  tone?: SectionTone;
}

/** A row of short titled cards: features, values or benefits. */
export function FeatureCards({ title, items, tone = 'white' }: FeatureCardsProps) {
  return (
    <Section $tone={tone}>
      <Container>
        <SectionTitle $center>{title}</SectionTitle>
        <Grid>
          {items.map((item, index) => (
            <Card key={item.title} forwardedAs="li" delayMs={index * REVEAL_STAGGER_MS}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled(Reveal)`
  padding: ${theme.space.lg};
  border-top: 4px solid ${theme.colors.palm};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};

  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;
