import React from 'react';
import styled from 'styled-components';
import { HOME_CAROUSEL_DELAY_MS } from '../../constants';
import { CONTAINED, imageSizes } from '../ui/imageSizes';
import type { TestimonialCardData } from '../../queries/testimonials';
import { TestimonialCard } from '../ui/TestimonialCard';
import { ArrowButton, CarouselDots, PlayPauseButton, positionLabel, CarouselFrame, ControlRow } from './controls';
import { CarouselTrack } from './CarouselTrack';
import { useCarousel } from './useCarousel';
import { useAutoplay } from './useAutoplay';

/**
 * The home page's rotating testimonials: advances every 4 s, wraps both
 * ways, pauses while the pointer or focus is on it, and can be paused.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialCardData[] }) {
  const carousel = useCarousel(testimonials.length, 600);
  const { active } = carousel;
  const autoplay = useAutoplay(carousel, testimonials.length, HOME_CAROUSEL_DELAY_MS);

  if (testimonials.length === 0) return null;

  return (
    <Region aria-roledescription="carousel" aria-label="Customer testimonials" {...autoplay.regionHandlers}>
      <CarouselTrack
        carousel={carousel}
        modules={autoplay.modules}
        options={{ spaceBetween: 24, autoplay: autoplay.settings }}
        slides={testimonials.map((testimonial, index) => ({
          key: testimonial.id,
          label: positionLabel(index, testimonials.length),
          content: <TestimonialCard testimonial={testimonial} imageSizes={PHOTO_SIZES} />,
        }))}
      />
      <ControlRow>
        <ArrowButton direction="previous" label="Previous testimonial" onClick={() => carousel.previous()} />
        <CarouselDots total={testimonials.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel="testimonial" />
        <ArrowButton direction="next" label="Next testimonial" onClick={() => carousel.next()} />
        {autoplay.canPlay && <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} itemLabel="testimonial" />}
      </ControlRow>
    </Region>
  );
}

/** One card at a time, at most 760 px wide (see Region). */
const PHOTO_SIZES = imageSizes(CONTAINED, [[808, '760px']]);

const Region = styled(CarouselFrame)`
  max-width: 760px;
  margin: 0 auto;

  .swiper-slide {
    height: auto;
  }
`;
