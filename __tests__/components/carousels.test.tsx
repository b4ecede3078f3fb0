import React from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { GalleryCarousel } from '../../src/components/carousel/GalleryCarousel';
import { ProjectShowcase } from '../../src/components/carousel/ProjectShowcase';
import { Swiper } from '../../src/components/carousel/swiperCore';
import { TestimonialPages, paginate, testimonialPagesCounter } from '../../src/components/carousel/TestimonialPages';
import { useCarousel } from '../../src/components/carousel/useCarousel';
import { renderWithSite } from '../helpers/render';

const project = (n: number) => ({ id: `p${n}`, title: `Project ${n}`, description: `About project ${n}`, image: null });
const testimonial = (n: number) => ({
  id: `t${n}`,
  name: `Customer ${n}`,
  location: 'Wilmington, NC',
  project: 'Patio',
  rating: 5,
  text: `Review ${n}`,
  image: null,
});

/**
 * Renders a carousel and waits until Swiper, loaded on demand, has attached to every track (in jsdom it loads at
 * once), so that what the test reads is the carousel as a visitor gets it once Swiper is there. The first test
 * to load Swiper compiles its modules, over a second with Jest's cache cold (as in CI): hence the longer wait.
 */
async function renderCarousel(ui: React.ReactElement) {
  const result = renderWithSite(ui);
  const tracks = [...result.container.querySelectorAll('.swiper')];
  expect(tracks.length).toBeGreaterThan(0);
  await waitFor(() => tracks.forEach((track) => expect(track).toHaveClass('swiper-initialized')), { timeout: 5000 });
  return result;
}

beforeAll(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

describe('ProjectShowcase', () => {
  it('renders nothing without projects', () => {
    const { container } = renderWithSite(<ProjectShowcase projects={[]} />);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it('disables both arrows with one project', async () => {
    await renderCarousel(<ProjectShowcase projects={[project(1)]} />);
    expect(screen.getByRole('button', { name: 'Previous project' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next project' })).toBeDisabled();
    expect(screen.getByText('1 of 1 projects')).toBeInTheDocument();
  });

  it('shows at most four cards by default', async () => {
    await renderCarousel(<ProjectShowcase projects={[1, 2, 3, 4, 5, 6].map(project)} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('1 of 4 projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next project' })).toBeEnabled();
  });
});

describe('GalleryCarousel', () => {
  it('disables the arrows with one photo and counts "1 of 1"', async () => {
    await renderCarousel(<GalleryCarousel label="Custom" items={[project(1)]} />);
    expect(screen.getByRole('button', { name: 'Previous Custom photo' })).toBeDisabled();
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
  });

  it('renders nothing without photos', () => {
    const { container } = renderWithSite(<GalleryCarousel label="Custom" items={[]} />);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});

describe('TestimonialPages', () => {
  it('splits six reviews into three pages of two and counts them', () => {
    expect(paginate([1, 2, 3, 4, 5, 6], 2)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(paginate([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(testimonialPagesCounter(0, 3, 6)).toBe('1 of 3 • 6 total reviews');
  });

  it('disables Previous and Next with a single page', async () => {
    await renderCarousel(<TestimonialPages testimonials={[testimonial(1), testimonial(2)]} />);
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeDisabled();
    expect(screen.getByText('1 of 1 • 2 total reviews')).toBeInTheDocument();
  });
});

describe('useCarousel', () => {
  it('moves Swiper, not only the counter, when a control is pressed as Swiper starts, before the carousel has rendered again', () => {
    // Swiper starts in a task of its own (CarouselTrack); a press that lands before React has rendered the carousel
    // with it is handled by the controls of the render before. Under load in the browser tests, that press moved the
    // counter to the last page while Swiper stayed on the first, and the next press took Swiper to the second.
    const track = document.createElement('div');
    track.className = 'swiper';
    track.innerHTML = `<div class="swiper-wrapper">${'<div class="swiper-slide"></div>'.repeat(3)}</div>`;
    document.body.append(track);
    const { result } = renderHook(() => useCarousel(3));
    const beforeSwiper = result.current;
    const swiper = new Swiper(track, { ...beforeSwiper.options, on: { slideChange: (instance) => beforeSwiper.onSlideChange(instance.realIndex) } });
    act(() => {
      beforeSwiper.attach(swiper);
      beforeSwiper.previous();
    });
    expect(swiper.realIndex).toBe(2);
    expect(result.current.active).toBe(2);
    act(() => result.current.next());
    expect(swiper.realIndex).toBe(0);
    expect(result.current.active).toBe(0);
    swiper.destroy();
    track.remove();
  });
});
