import React from 'react';
import { screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Photo } from '../../src/components/ui/Photo';
import { renderWithSite } from '../helpers/render';

/** Image data shaped as gatsby-plugin-sharp writes it for a 600 px wide, 4:3 card photo. */
const card: IGatsbyImageData = {
  layout: 'constrained',
  width: 600,
  height: 450,
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  images: {
    fallback: { src: '/static/a/600.jpg', srcSet: '/static/a/300.jpg 300w,\n/static/a/600.jpg 600w', sizes: '(min-width: 600px) 600px, 100vw' },
    sources: [
      { type: 'image/avif', srcSet: '/static/a/300.avif 300w,\n/static/a/600.avif 600w', sizes: '(min-width: 600px) 600px, 100vw' },
      { type: 'image/webp', srcSet: '/static/a/300.webp 300w,\n/static/a/600.webp 600w', sizes: '(min-width: 600px) 600px, 100vw' },
    ],
  },
};

describe('Photo', () => {
  test('offers AVIF, WebP and JPEG at the width the layout shows, lazily, with its size in the HTML', () => {
    const { container } = renderWithSite(<Photo image={card} alt="A paver patio" sizes="(min-width: 768px) 270px, 100vw" />);
    const photo = screen.getByRole('img', { name: 'A paver patio' });
    expect(photo).toHaveAttribute('src', '/static/a/600.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '450');
    expect(photo).not.toHaveAttribute('fetchpriority');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const element of [photo, ...sources]) expect(element).toHaveAttribute('sizes', '(min-width: 768px) 270px, 100vw');
  });

  test('shows the blurred placeholder to no one but the eye', () => {
    renderWithSite(<Photo image={card} alt="A paver patio" />);
    // The placeholder is hidden from assistive technology, so only the photo itself has the img role.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 600px) 600px, 100vw');
  });

  test('waits on its dominant colour when the image data has no blurred copy', () => {
    const { container } = renderWithSite(<Photo image={{ ...card, placeholder: undefined, backgroundColor: 'rgb(72, 104, 72)' }} alt="A paver patio" />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A paver patio' }).closest('picture')!.parentElement).toHaveStyle({ backgroundColor: 'rgb(72, 104, 72)' });
  });

  test('a page hero loads at once and first; a full-width photo takes its pixel size from its widest file', () => {
    const hero: IGatsbyImageData = {
      ...card,
      layout: 'fullWidth',
      width: 1,
      height: 0.75,
      images: { ...card.images, fallback: { ...card.images.fallback!, srcSet: '/h/480.jpg 480w,\n/h/2400.jpg 2400w' } },
    };
    renderWithSite(<Photo image={hero} alt="A lit garden path at dusk" priority />);
    const main = screen.getByRole('img', { name: 'A lit garden path at dusk' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '2400');
    expect(main).toHaveAttribute('height', '1800');
  });
});
