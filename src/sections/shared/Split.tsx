import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Photo } from '../../components/ui/Photo';
import { Container, Section, type SectionTone } from '../../components/ui/layout';
import { media, theme } from '../../theme/theme';
import { CONTAINED, imageSizes } from '../../components/ui/imageSizes';

interface SplitProps {
  image: IGatsbyImageData | null;
  imageAlt?: string;
  /** Puts the photograph on the right on wide screens; sections alternate sides. */
  flip?: boolean;
  tone?: SectionTone;
  children: React.ReactNode;
  id?: string;
  labelledBy?: string;
}

/** A section of text beside a photograph, stacked on phones. */
export function Split({ image, imageAlt = '', flip = false, tone = 'white', children, id, labelledBy }: SplitProps) {
  return (
    <Section $tone={tone} id={id} aria-labelledby={labelledBy}>
      <Columns $flip={flip}>
        <Text>{children}</Text>
        {image && <ShownPhoto image={image} alt={imageAlt} sizes={PHOTO_SIZES} />}
      </Columns>
    </Section>
  );
}

/** The column's full width, stacked or beside the text (see Columns), even past the photo's own 600 px. */
const PHOTO_SIZES = imageSizes(CONTAINED, [
  ['lg', 'calc(50vw - 2.75rem)'],
  ['container', '556px'],
]);

const Columns = styled(Container)<{ $flip: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: center;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > :first-child {
      order: ${({ $flip }) => ($flip ? 0 : 1)};
    }
  }
`;

const Text = styled.div``;

const ShownPhoto = styled(Photo)`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  aspect-ratio: 4 / 3;
  max-width: none;
`;
