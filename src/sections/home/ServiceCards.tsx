import React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Icon } from '../../components/ui/Icon';
import { Photo } from '../../components/ui/Photo';
import { Container, Lead, Section, SectionTitle } from '../../components/ui/layout';
import { media, theme } from '../../theme/theme';
import { CONTAINED, imageSizes } from '../../components/ui/imageSizes';

export interface ServiceCardData {
  id: string;
  title: string;
  description: string;
  image: IGatsbyImageData | null;
  path: string;
}

/** The four service cards of the home page, each linking to its service page. */
export function ServiceCards({ title, text, cards }: { title: string; text?: string | null; cards: ServiceCardData[] }) {
  return (
    <Section $tone="sand">
      <Container>
        <SectionTitle $center>{title}</SectionTitle>
        {text && <Lead $center>{text}</Lead>}
        <Grid>
          {cards.map((card) => (
            <Card key={card.id}>
              {card.image && <CardImage image={card.image} alt="" sizes={CARD_SIZES} />}
              <CardBody>
                <h3>
                  <CardLink to={card.path}>{card.title}</CardLink>
                </h3>
                <p>{card.description}</p>
                <More aria-hidden="true">
                  Learn more <Icon name="arrow" />
                </More>
              </CardBody>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

/** One column on phones, two from md, four once the container is full width (see Grid). */
const CARD_SIZES = imageSizes(CONTAINED, [
  ['md', 'calc(50vw - 2.25rem)'],
  ['xl', '270px'],
]);

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.white};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;

  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    box-shadow: ${theme.shadows.raised};
  }
`;

const CardImage = styled(Photo)`
  aspect-ratio: 4 / 3;
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space.lg};

  h3 {
    font-size: ${theme.fontSizes.xl};
  }
`;

/** The whole card is clickable through the title link's stretched hit area. */
const CardLink = styled(Link)`
  color: ${theme.colors.oceanDeep};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const More = styled.span`
  margin-top: auto;
  font-weight: 700;
  color: ${theme.colors.sunsetDark};

  svg {
    vertical-align: -0.15em;
  }
`;
