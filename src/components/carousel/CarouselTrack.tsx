import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SwiperOptions } from 'swiper/types';
import { nextTask } from '../../nextTask';
import { slideAttributes } from './controls';
import { SWIPER_RULES } from './swiperCss';
import type { Carousel } from './useCarousel';

type SwiperCore = typeof import('./swiperCore');

export interface TrackSlide {
  key: React.Key;
  /** How the slide is announced, e.g. "2 of 5". */
  label: string;
  content: React.ReactNode;
}

interface CarouselTrackProps {
  carousel: Carousel;
  slides: readonly TrackSlide[];
  /** Swiper modules besides A11y and Keyboard, which every carousel has. */
  modules?: readonly ('autoplay' | 'effectCards')[];
  /** Further Swiper settings of this carousel (spacing, autoplay, effect, events). */
  options?: Omit<SwiperOptions, 'modules'>;
  /** Start Swiper at once (a lightbox that has just opened) instead of when the track nears the viewport. */
  eager?: boolean;
  /**
   * Draw only the current slide until Swiper is wanted, the others then. For carousels of photos below the first
   * screen: a slide off to the side is clipped and inert until then, so no one sees the difference, and the page's
   * HTML carries one slide's photos per carousel instead of every slide's (docs/first-screen.md, "What the first
   * screen waits for").
   */
  lazySlides?: boolean;
}

/** How far outside the window a carousel starts loading Swiper once the visitor scrolls, so it is ready by the time it is seen. */
const LOAD_MARGIN = '600px 0px';

let loading: Promise<SwiperCore> | null = null;
const loadSwiper = () => (loading ??= import(/* webpackChunkName: "swiper" */ './swiperCore'));

/**
 * The sliding part of a carousel: Swiper's markup, rendered by React (on
 * the server too), with Swiper itself loaded and attached to that same markup
 * once the track is in the window, is pointed at or focused, or is within
 * LOAD_MARGIN of the window when the visitor scrolls. Swiper never replaces
 * these elements, so a focused button or a tap in progress is not lost when
 * it arrives, and pages start without its code. Until then the carousel's
 * arrows and dots keep the current slide, and Swiper starts there.
 */
export function CarouselTrack({ carousel, slides, modules = [], options = {}, eager = false, lazySlides = false }: CarouselTrackProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Whether Swiper is wanted, and with it every slide drawn: false on the server and in the first render in the
  // browser, which must match it.
  const [load, setWanted] = useState(eager);
  // Swiper arrives later and reads the settings of the latest render (updated after each render, not during it).
  const settings = useRef({ carousel, modules, options });
  useEffect(() => {
    settings.current = { carousel, modules, options };
  });

  // Near is not enough while the page loads: on a phone the sliders of /gallery and /testimonials sit just under the
  // first screen, and starting Swiper there put long tasks into every load of a page the visitor had not yet moved.
  // So a near track waits for the visitor's first scroll (figures: docs/first-screen.md, "Other choices that keep the
  // first screen light").
  useEffect(() => {
    if (load || !ref.current) return undefined;
    const start = () => setWanted(true);
    // Without IntersectionObserver (jsdom; browsers from before 2019) nothing can say when the track nears: load at once.
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const entering = (entries: IntersectionObserverEntry[]) => entries.some((entry) => entry.isIntersecting);
    let near = false;
    let scrolled = false;
    const seen = new IntersectionObserver((entries) => entering(entries) && start());
    const nearing = new IntersectionObserver(
      (entries) => {
        near = entering(entries);
        if (near && scrolled) start();
      },
      { rootMargin: LOAD_MARGIN },
    );
    const onScroll = () => {
      scrolled = true;
      if (near) start();
    };
    seen.observe(ref.current);
    nearing.observe(ref.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      seen.disconnect();
      nearing.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [load]);

  useEffect(() => {
    if (!load) return undefined;
    let instance: InstanceType<SwiperCore['Swiper']> | null = null;
    let unmounted = false;
    loadSwiper().then(async ({ Swiper, A11y, Keyboard, Autoplay, EffectCards }) => {
      // Swiper's module is evaluated in the task that brought it; starting Swiper waits for the next one, so that a
      // phone does the two in two shorter tasks rather than one long one (docs/first-screen.md, "Other choices that
      // keep the first screen light").
      await nextTask();
      if (unmounted || !ref.current) return;
      const { carousel: current, modules: extra, options: own } = settings.current;
      const named = { autoplay: Autoplay, effectCards: EffectCards };
      instance = new Swiper(ref.current, {
        ...current.options,
        ...own,
        modules: [A11y, Keyboard, ...extra.map((name) => named[name])],
        initialSlide: own.initialSlide ?? current.active,
        on: { ...own.on, slideChange: (swiper) => current.onSlideChange(swiper.realIndex) },
      });
      current.attach(instance);
    });
    return () => {
      unmounted = true;
      instance?.destroy(true, false);
    };
  }, [load]);

  return (
    <Track
      ref={ref}
      className="swiper"
      style={{ '--slide-gap': `${typeof options.spaceBetween === 'number' ? options.spaceBetween : 0}px` } as React.CSSProperties}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={slide.key} className="swiper-slide" {...slideAttributes(slide.label, index === carousel.active)}>
            {load || !lazySlides || index === carousel.active ? slide.content : null}
          </div>
        ))}
      </div>
    </Track>
  );
}

/**
 * Swiper's element, with the rules of its stylesheet that the site's carousels use, and the space between slides
 * that Swiper writes on each slide as it starts, there from the first paint: a slide that moved when Swiper arrived
 * was a layout shift, though it sat outside the carousel's window.
 */
const Track = styled.div`
  ${SWIPER_RULES}

  & :where(.swiper-slide) {
    margin-right: var(--slide-gap);
  }
`;
