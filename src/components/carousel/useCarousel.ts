import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperProps } from 'swiper/react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { swiperA11y } from './controls';

/**
 * What every carousel shares: the Swiper instance, the current slide, and
 * the Swiper settings for wrap-around, keyboard arrows, announcements and
 * instant moves for visitors who prefer reduced motion.
 */
export function useCarousel(speed = 500) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  const swiperProps: SwiperProps = {
    onSwiper: setSwiper,
    onSlideChange: (instance) => setActive(instance.realIndex),
    rewind: true,
    speed: reducedMotion ? 0 : speed,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: swiperA11y,
  };

  return {
    swiper,
    active,
    reducedMotion,
    swiperProps,
    previous: () => swiper?.slidePrev(),
    next: () => swiper?.slideNext(),
    goTo: (index: number) => swiper?.slideTo(index),
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
