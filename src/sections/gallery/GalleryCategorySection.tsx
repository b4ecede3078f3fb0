import React from 'react';
import styled from 'styled-components';
import { GalleryCarousel, type GalleryItem } from '../../components/carousel/GalleryCarousel';
import { ButtonLink } from '../../components/ui/buttons';
import { Container, Eyebrow, Section } from '../../components/ui/layout';
import { media, theme } from '../../theme/theme';

export interface GalleryCategoryData {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  items: GalleryItem[];
  comingSoon: { title: string; text: string; linkLabel: string } | null;
}

interface Props {
  category: GalleryCategoryData;
  quoteLabel: string;
  /** Sections alternate the side of their text on wide screens. */
  flip: boolean;
}

/** One category of the gallery: its text and quote link beside its carousel, or "coming soon" when it has no photographs yet. */
export function GalleryCategorySection({ category, quoteLabel, flip }: Props) {
  const headingId = `gallery-${category.id}`;
  return (
    <Section $tone={flip ? 'sand' : 'white'} aria-labelledby={headingId}>
      <Columns $flip={flip}>
        <div>
          <Eyebrow>{category.subtitle}</Eyebrow>
          <h2 id={headingId}>{category.title}</h2>
          <p>{category.description}</p>
          <ButtonLink to="/quote">{quoteLabel}</ButtonLink>
        </div>
        {category.items.length > 0 ? (
          <GalleryCarousel label={category.title} items={category.items} />
        ) : (
          category.comingSoon && (
            <ComingSoon>
              <h3>{category.comingSoon.title}</h3>
              <p>{category.comingSoon.text}</p>
              <ButtonLink to="/contact" $variant="secondary">
                {category.comingSoon.linkLabel}
              </ButtonLink>
            </ComingSoon>
          )
        )}
      </Columns>
    </Section>
  );
}

const Columns = styled(Container)<{ $flip: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: center;

  h2 {
    font-size: ${theme.fontSizes.title};
  }

  ${media.up('lg')} {
    grid-template-columns: ${({ $flip }) => ($flip ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 2fr) minmax(0, 3fr)')};

    & > :first-child {
      order: ${({ $flip }) => ($flip ? 1 : 0)};
    }
  }
`;

const ComingSoon = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xxl} ${theme.space.lg};
  text-align: center;
  border: 2px dashed ${theme.colors.sandDark};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};

  h3 {
    font-size: ${theme.fontSizes.xxl};
    margin: 0;
  }
`;
