import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Photo } from '../ui/Photo';
import { ArrowButton, CarouselDots, positionLabel, CarouselFrame, ControlRow, Counter } from './controls';
import { CarouselTrack } from './CarouselTrack';
import { useCarousel } from './useCarousel';
import { Lightbox, useLightbox } from '../gallery/Lightbox';
import { ZoomButton } from '../gallery/ZoomButton';
import { CONTAINED, imageSizes } from '../ui/imageSizes';
import { theme } from '../../theme/theme';

export interface GalleryItem {
  title: string;
  description: string;
  image: IGatsbyImageData | null;
}

/** One gallery category's photographs: arrows and dots move through them, wrapping at both ends. */
export function GalleryCarousel({ label, items }: { label: string; items: GalleryItem[] }) {
  const carousel = useCarousel(items.length, 500);
  const { active } = carousel;
  const { openFrom, lightboxProps } = useLightbox();
  if (items.length === 0) return null;
  const single = items.length <= 1;

  return (
    <Region aria-roledescription="carousel" aria-label={`${label} photos`}>
      <CarouselTrack
        carousel={carousel}
        lazySlides
        options={{ spaceBetween: 16 }}
        slides={items.map((item, index) => ({
          // The list never changes order in the browser, so a photo is known by its place.
          key: index,
          label: positionLabel(index, items.length),
          content: (
            <Figure>
              {item.image && (
                <ZoomButton label={`View ${item.title} larger`} onClick={openFrom(index)}>
                  <ShownPhoto image={item.image} alt={item.title} sizes={PHOTO_SIZES} />
                </ZoomButton>
              )}
              <figcaption>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </figcaption>
            </Figure>
          ),
        }))}
      />
      <ControlRow>
        <ArrowButton direction="previous" label={`Previous ${label} photo`} disabled={single} onClick={() => carousel.previous()} />
        <Counter>{positionLabel(active, items.length)}</Counter>
        <ArrowButton direction="next" label={`Next ${label} photo`} disabled={single} onClick={() => carousel.next()} />
      </ControlRow>
      <CarouselDots total={items.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel={`${label} photo`} />
      <Lightbox label={label} items={items.map((item, index) => ({ ...item, key: index }))} {...lightboxProps} />
    </Region>
  );
}

/**
 * At most 720 px when the section is stacked; the 3fr column of
 * GalleryCategorySection's 2fr/3fr grid from lg.
 */
const PHOTO_SIZES = imageSizes(CONTAINED, [
  ['md', '720px'],
  ['lg', 'calc(60vw - 3.3rem)'],
  ['container', '667px'],
]);

const Region = styled(CarouselFrame)`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const Figure = styled.figure`
  margin: 0;
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;

  figcaption {
    padding: ${theme.space.md} ${theme.space.lg};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.xs};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;

const ShownPhoto = styled(Photo)`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 2;
`;
