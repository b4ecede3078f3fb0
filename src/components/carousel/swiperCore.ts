/**
 * Everything the carousels take from Swiper, in one module that CarouselTrack
 * imports only when a carousel is about to be seen, so Swiper is in no
 * page's start-up scripts.
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, EffectCards, Keyboard } from 'swiper/modules';
