import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Icon } from '../../components/ui/Icon';
import { Photo } from '../../components/ui/Photo';
import { Container, Lead, Section, SectionTitle } from '../../components/ui/layout';
import { media, theme } from '../../theme/theme';
import { CONTAINED, imageSizes } from '../../components/ui/imageSizes';

interface WhyChooseUsProps {
  title: string;
  text: string;
  points: readonly { title: string; description: string }[];
  badge: { number: string; label: string };
  image: IGatsbyImageData | null;
}

/** Reasons to choose the company beside a photograph carrying the projects badge. */
export function WhyChooseUs({ title, text, points, badge, image }: WhyChooseUsProps) {
  return (
    <Section>
      <Columns>
        <div>
          <SectionTitle>{title}</SectionTitle>
          <Lead>{text}</Lead>
          <Points>
            {points.map((point) => (
              <li key={point.title}>
                <Check>
                  <Icon name="check" />
                </Check>
                <div>
                  <h3>{point.title}</h3>
                  <p>{point.description}</p>
                </div>
              </li>
            ))}
          </Points>
        </div>
        <Figure>
          {image && <ShownPhoto image={image} alt="" sizes={PHOTO_SIZES} />}
          <Badge>
            <BadgeNumber>{badge.number}</BadgeNumber>
            <span>{badge.label}</span>
          </Badge>
        </Figure>
      </Columns>
    </Section>
  );
}

/** At most 600 px (its own width) when stacked; the 1fr of `1.1fr 1fr` beside the points (see Columns). */
const PHOTO_SIZES = imageSizes(CONTAINED, [
  [648, '600px'],
  ['lg', 'calc((100vw - 5.5rem) / 2.1)'],
  ['container', '530px'],
]);

const Columns = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const Points = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space.md};
  }

  h3 {
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.xs};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;

const Check = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.colors.palm};
  color: ${theme.colors.white};
  font-weight: 700;
`;

const Figure = styled.div`
  position: relative;
`;

const ShownPhoto = styled(Photo)`
  border-radius: ${theme.radii.lg};
  aspect-ratio: 4 / 3;
`;

const Badge = styled.p`
  position: absolute;
  left: ${theme.space.lg};
  bottom: -${theme.space.lg};
  display: grid;
  margin: 0;
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.sunsetDark};
  color: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  font-weight: 600;
`;

const BadgeNumber = styled.span`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.1;
`;
