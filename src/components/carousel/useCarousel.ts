import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { swiperA11y, wrapIndex } from './controls';

/**
 * What every carousel shares: the Swiper instance (once CarouselTrack has
 * attached it), the current slide, and the Swiper settings for wrap-around,
 * keyboard arrows, announcements and instant moves for visitors who prefer
 * reduced motion. Before Swiper is there the controls move the current
 * slide themselves, and Swiper starts on it; `start` is the slide shown first.
 */
export function useCarousel(total: number, speed = 500, start = 0) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(start);
  const reducedMotion = usePrefersReducedMotion();
  const live = swiper && !swiper.destroyed ? swiper : null;

  const options: SwiperOptions = {
    rewind: true,
    speed: reducedMotion ? 0 : speed,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: swiperA11y,
  };

  return {
    swiper: live,
    active,
    reducedMotion,
    options,
    attach: setSwiper,
    onSlideChange: setActive,
    previous: () => (live ? live.slidePrev() : setActive((index) => wrapIndex(index, -1, total))),
    next: () => (live ? live.slideNext() : setActive((index) => wrapIndex(index, 1, total))),
    goTo: (index: number) => (live ? live.slideTo(index) : setActive(index)),
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
