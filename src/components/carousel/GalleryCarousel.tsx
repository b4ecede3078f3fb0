import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ArrowButton, CarouselDots, inertUnless, positionLabel, CarouselFrame, ControlRow, Counter } from './controls';
import { useCarousel } from './useCarousel';

export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  image: IGatsbyImageData | null;
}

/** One gallery category's photographs: arrows and dots move through them, wrapping at both ends. */
export function GalleryCarousel({ label, items }: { label: string; items: GalleryItem[] }) {
  const carousel = useCarousel(500);
  const { active } = carousel;
  if (items.length === 0) return null;
  const single = items.length <= 1;

  return (
    <Region role="region" aria-roledescription="carousel" aria-label={`${label} photos`}>
      <Swiper
        modules={[A11y, Keyboard]}
        {...carousel.swiperProps}
        spaceBetween={16}
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.id} aria-label={positionLabel(index, items.length)} {...inertUnless(index === active)}>
            <Figure>
              {item.image && <Photo image={item.image} alt={item.title} />}
              <figcaption>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </figcaption>
            </Figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <ControlRow>
        <ArrowButton direction="previous" label={`Previous ${label} photo`} disabled={single} onClick={() => carousel.previous()} />
        <Counter>{positionLabel(active, items.length)}</Counter>
        <ArrowButton direction="next" label={`Next ${label} photo`} disabled={single} onClick={() => carousel.next()} />
      </ControlRow>
      <CarouselDots total={items.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel={`${label} photo`} />
    </Region>
  );
}

const Region = styled(CarouselFrame)`
`;

const Figure = styled.figure`
  margin: 0;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  figcaption {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Photo = styled(GatsbyImage)`
  aspect-ratio: 3 / 2;
`;


