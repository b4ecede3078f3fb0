import React from 'react';
import { screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Photo } from '../../src/components/ui/Photo';
import { renderWithSite } from '../helpers/render';

/** Image data shaped as src/build/photoField.ts writes it for a 600 px wide, 4:3 card photo: an AVIF ladder and one WebP. */
const card: IGatsbyImageData = {
  layout: 'constrained',
  width: 600,
  height: 450,
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  images: {
    fallback: { src: '/static/a/600.webp', srcSet: '/static/a/600.webp 600w', sizes: '(min-width: 600px) 600px, 100vw' },
    sources: [{ type: 'image/avif', srcSet: '/static/a/300.avif 300w,\n/static/a/600.avif 600w', sizes: '(min-width: 600px) 600px, 100vw' }],
  },
};

describe('Photo', () => {
  test('offers AVIF in its widths at the width the layout shows and one WebP besides, lazily, with its size in the HTML', () => {
    const { container } = renderWithSite(<Photo image={card} alt="A paver patio" sizes="(min-width: 768px) 270px, 100vw" />);
    const photo = screen.getByRole('img', { name: 'A paver patio' });
    expect(photo).toHaveAttribute('src', '/static/a/600.webp');
    // One ladder per photo: the WebP is a single file, for browsers without AVIF.
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '450');
    expect(photo).not.toHaveAttribute('fetchpriority');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(sources[0]).toHaveAttribute('srcset', card.images.sources![0].srcSet);
    expect(sources[0]).toHaveAttribute('sizes', '(min-width: 768px) 270px, 100vw');
  });

  test('shows the blurred placeholder to no one but the eye', () => {
    renderWithSite(<Photo image={card} alt="A paver patio" />);
    // The placeholder is hidden from assistive technology, so only the photo itself has the img role.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    // Without a `sizes` of the layout's, the image data's own.
    expect(screen.getByRole('img').closest('picture')!.querySelector('source')).toHaveAttribute('sizes', '(min-width: 600px) 600px, 100vw');
  });

  test('waits on its dominant colour when the image data has no blurred copy', () => {
    const { container } = renderWithSite(<Photo image={{ ...card, placeholder: undefined, backgroundColor: 'rgb(72, 104, 72)' }} alt="A paver patio" />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A paver patio' }).closest('picture')!.parentElement).toHaveStyle({ backgroundColor: 'rgb(72, 104, 72)' });
  });

  test('a page hero loads at once and first; a full-width photo takes its pixel size from its widest file, and offers its one WebP', () => {
    const hero: IGatsbyImageData = {
      ...card,
      layout: 'fullWidth',
      width: 1,
      height: 0.75,
      images: {
        fallback: { ...card.images.fallback!, src: '/h/1080.webp', srcSet: '/h/1080.webp 1080w' },
        sources: [{ ...card.images.sources![0], srcSet: '/h/480.avif 480w,\n/h/1080.avif 1080w,\n/h/2400.avif 2400w' }],
      },
    };
    renderWithSite(<Photo image={hero} alt="A lit garden path at dusk" priority />);
    const main = screen.getByRole('img', { name: 'A lit garden path at dusk' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '2400');
    expect(main).toHaveAttribute('height', '1800');
    // A browser without AVIF gets the one WebP.
    expect(main).toHaveAttribute('src', '/h/1080.webp');
  });
});
