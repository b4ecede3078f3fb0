import React from 'react';
import styled from 'styled-components';
import { TESTIMONIALS_PER_PAGE } from '../../constants';
import { media, theme } from '../../theme/theme';
import { imageSizes } from '../ui/imageSizes';
import type { TestimonialCardData } from '../../queries/testimonials';
import { TestimonialCard } from '../ui/TestimonialCard';
import { ArrowButton, CarouselDots, positionLabel, CarouselFrame, ControlRow, Counter } from './controls';
import { CarouselTrack } from './CarouselTrack';
import { useCarousel } from './useCarousel';

/** Splits items into consecutive pages of `size`. */
export const paginate = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, page) => items.slice(page * size, page * size + size));

/** Counter of the testimonials page, e.g. "2 of 3 • 6 total reviews". */
export const testimonialPagesCounter = (page: number, pages: number, total: number) => `${positionLabel(page, pages)} • ${total} total reviews`;

/** All testimonials, a page of two at a time, with wrap-around Previous/Next and a dot per page. */
export function TestimonialPages({ testimonials, perPage = TESTIMONIALS_PER_PAGE }: { testimonials: TestimonialCardData[]; perPage?: number }) {
  const pages = paginate(testimonials, perPage);
  const carousel = useCarousel(pages.length, 500);
  const { active } = carousel;
  if (pages.length === 0) return null;
  const single = pages.length <= 1;

  return (
    // A group, not a region of its own: it is all the content of a section that staff title, which is the region. Two
    // regions, one inside the other, were both "Customer reviews" in screen readers' lists of landmarks.
    <Region as="div" role="group" aria-roledescription="carousel" aria-label="Customer reviews">
      <CarouselTrack
        carousel={carousel}
        options={{ spaceBetween: 24 }}
        slides={pages.map((page, index) => ({
          key: page.map((t) => t.id).join('+'),
          label: `Page ${positionLabel(index, pages.length)}`,
          content: (
            <Pair>
              {page.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} imageSizes={PHOTO_SIZES} />
                </li>
              ))}
            </Pair>
          ),
        }))}
      />
      <ControlRow>
        <ArrowButton direction="previous" label="Previous reviews" disabled={single} onClick={() => carousel.previous()} />
        <Counter>{testimonialPagesCounter(active, pages.length, testimonials.length)}</Counter>
        <ArrowButton direction="next" label="Next reviews" disabled={single} onClick={() => carousel.next()} />
      </ControlRow>
      <CarouselDots total={pages.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel="review page" />
    </Region>
  );
}

/** Two cards side by side from md, inside the pair's 0.5rem padding (see Pair). */
const PHOTO_SIZES = imageSizes('calc(100vw - 4rem)', [
  ['md', 'calc(50vw - 2.75rem)'],
  ['container', '556px'],
]);

const Region = styled(CarouselFrame)`
  .swiper-slide {
    height: auto;
  }
`;

const Pair = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  height: 100%;
  margin: 0;
  padding: ${theme.space.sm};
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
