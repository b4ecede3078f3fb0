import { useEffect, useState, type FocusEvent } from 'react';
import type { Carousel } from './useCarousel';

/**
 * Who may stop an auto-advancing carousel: the visitor's pause button,
 * focus inside it (so keyboard users are not overtaken), and a system
 * preference for reduced motion (then it never starts). Hover pausing is
 * Swiper's own pauseOnMouseEnter.
 */
export function useAutoplay({ swiper, reducedMotion }: Carousel, slideCount: number) {
  const [playing, setPlaying] = useState(true);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !focused && !reducedMotion && slideCount > 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotating]);

  return {
    playing,
    canPlay: !reducedMotion && slideCount > 1,
    toggle: () => setPlaying((value) => !value),
    focusHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
