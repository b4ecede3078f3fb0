import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { swiperA11y, wrapIndex } from './controls';

/** The instance while it can still move: Swiper keeps the object after `destroy()` (a carousel unmounted). */
const running = (instance: SwiperInstance | null) => (instance && !instance.destroyed ? instance : null);

/**
 * What every carousel shares: the Swiper instance (once CarouselTrack has
 * attached it), the current slide, and the Swiper settings for wrap-around,
 * keyboard arrows, announcements and instant moves for visitors who prefer
 * reduced motion. Before Swiper is there the controls move the current
 * slide themselves, and Swiper starts on it; `start` is the slide shown first.
 */
export function useCarousel(total: number, speed = 500, start = 0) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The controls ask for the instance itself, not the rendered state: a press between Swiper's start and the render
  // that follows it would otherwise move only the counter, and the next press would move Swiper from another slide.
  const attached = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(start);
  const reducedMotion = usePrefersReducedMotion();
  const live = running(swiper);
  /** Moves Swiper once it has started, or else the slide it will start on. */
  const move = (withSwiper: (instance: SwiperInstance) => void, before: () => void) => {
    const instance = running(attached.current);
    if (instance) withSwiper(instance);
    else before();
  };

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
    attach: (instance: SwiperInstance) => {
      attached.current = instance;
      setSwiper(instance);
    },
    onSlideChange: setActive,
    previous: () =>
      move(
        (instance) => instance.slidePrev(),
        () => setActive((index) => wrapIndex(index, -1, total)),
      ),
    next: () =>
      move(
        (instance) => instance.slideNext(),
        () => setActive((index) => wrapIndex(index, 1, total)),
      ),
    goTo: (index: number) =>
      move(
        (instance) => instance.slideTo(index),
        () => setActive(index),
      ),
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
