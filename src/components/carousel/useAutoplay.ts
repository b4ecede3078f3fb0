import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Carousel } from './useCarousel';

/**
 * Who may stop an auto-advancing carousel: the visitor's pause button, a
 * mouse pointer over it, focus inside it (so keyboard users are not
 * overtaken), and a system preference for reduced motion (then it never
 * starts). Autoplay is stopped rather than paused: Swiper resumes a paused
 * autoplay by itself after any resize, even with the pointer still on it.
 */
export function useAutoplay({ swiper, reducedMotion }: Carousel, slideCount: number, delayMs: number) {
  const [playing, setPlaying] = useState(true);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = playing && !focused && !hovered && !reducedMotion && slideCount > 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    // Swiper's start() restarts even a running autoplay, so only a stopped one is started.
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!rotating) swiper.autoplay.stop();
  }, [swiper, rotating]);

  return {
    playing,
    canPlay: !reducedMotion && slideCount > 1,
    toggle: () => setPlaying((value) => !value),
    /**
     * For CarouselTrack: Swiper's autoplay module, starting a move every `delayMs`, and not given up
     * when the visitor moves a slide. By default Swiper waits for a move's transition to end before it
     * counts the delay again, which made each period the delay plus the slide's speed and then some;
     * without `waitForTransition` it counts from the start of each move (the first, from autoplay's start).
     */
    modules: ['autoplay'] as const,
    settings: { delay: delayMs, disableOnInteraction: false, waitForTransition: false },
    /** For the carousel's region: what the visitor's pointer and focus do to autoplay. */
    regionHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(false),
    },
  };
}
