import React, { useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { HOME_CAROUSEL_DELAY_MS } from '../../constants';
import { TestimonialCard, type TestimonialCardData } from '../ui/TestimonialCard';
import { ArrowButton, CarouselDots, PlayPauseButton, inertUnless, positionLabel, swiperA11y, CarouselFrame, ControlRow } from './controls';
import { useAutoplay } from './useAutoplay';

/**
 * The home page's rotating testimonials: advances every 4 s, wraps both
 * ways, pauses while the pointer or focus is on it, and can be paused.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialCardData[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const autoplay = useAutoplay(swiper, testimonials.length);

  if (testimonials.length === 0) return null;

  return (
    <Region as="section" aria-roledescription="carousel" aria-label="Customer testimonials" {...autoplay.focusHandlers}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        rewind
        speed={autoplay.reducedMotion ? 0 : 600}
        spaceBetween={24}
        autoplay={{ delay: HOME_CAROUSEL_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={swiperA11y}
      >
        {testimonials.map((testimonial, index) => (
          <SwiperSlide key={testimonial.id} aria-label={positionLabel(index, testimonials.length)} {...inertUnless(index === active)}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <ControlRow>
        <ArrowButton direction="previous" label="Previous testimonial" onClick={() => swiper?.slidePrev()} />
        <CarouselDots total={testimonials.length} active={active} onSelect={(index) => swiper?.slideTo(index)} itemLabel="testimonial" />
        <ArrowButton direction="next" label="Next testimonial" onClick={() => swiper?.slideNext()} />
        {autoplay.canPlay && <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} itemLabel="testimonial" />}
      </ControlRow>
    </Region>
  );
}

const Region = styled(CarouselFrame)`
  max-width: 760px;
  margin: 0 auto;

  .swiper-slide {
    height: auto;
  }
`;

