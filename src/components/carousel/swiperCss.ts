/**
 * The rules of Swiper's stylesheet that this site's carousels use, in place of
 * `swiper/css` and `swiper/css/effect-cards`: the track's layout, which the
 * server-rendered markup needs before Swiper arrives, and what Swiper's
 * horizontal slides and cards effect need once it has. Swiper's stylesheet
 * also styles vertical, CSS-scroll, centred, auto-height, grid, lazy-loading
 * and cube carousels, none of which the site has: on each page with a
 * carousel it was 4.3 KB of the HTML (1.2 KB compressed), and a page's HTML
 * must fit in a new connection's first round trip (docs/first-screen.md, "What
 * the first screen waits for").
 *
 * Written under the track's own class (CarouselTrack), so `&` is the element
 * Swiper attaches to, which also carries Swiper's state classes; the rest is in
 * `:where()`, so every rule weighs one class, as Swiper's do, and a carousel's
 * own rules (`.swiper-slide { height: auto }`) win over them.
 * `__tests__/components/swiperCss.test.ts` fails when a declaration here is no
 * longer in Swiper's stylesheet: after an upgrade, compare the two.
 */
export const SWIPER_RULES = `
  margin-left: auto;
  margin-right: auto;
  position: relative;
  overflow: hidden;
  list-style: none;
  padding: 0;
  z-index: 1;
  display: block;

  & :where(.swiper-wrapper) {
    position: relative;
    width: 100%;
    height: 100%;
    z-index: 1;
    display: flex;
    transition-property: transform;
    transition-timing-function: var(--swiper-wrapper-transition-timing-function, initial);
    box-sizing: content-box;
    transform: translate3d(0px, 0, 0);
  }

  &:where(.swiper-horizontal) {
    touch-action: pan-y;
  }

  & :where(.swiper-slide) {
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    position: relative;
    transition-property: transform;
    display: block;
  }

  &:where(.swiper-backface-hidden) :where(.swiper-slide) {
    transform: translateZ(0);
    backface-visibility: hidden;
  }

  &:where(.swiper-3d) {
    perspective: 1200px;
  }

  &:where(.swiper-3d) :where(.swiper-wrapper, .swiper-slide) {
    transform-style: preserve-3d;
  }

  &:where(.swiper-cards) {
    overflow: visible;
  }

  &:where(.swiper-cards) :where(.swiper-slide) {
    transform-origin: center bottom;
    backface-visibility: hidden;
    overflow: hidden;
  }
`;
