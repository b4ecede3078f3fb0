import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageSizes } from '../ui/imageSizes';

/** The lightbox dialog: min(1200px, 100vw - 1rem) wide less its 1rem padding each side (see Lightbox). */
export const LIGHTBOX_SIZES = imageSizes('calc(100vw - 3rem)', [[1216, '1168px']]);

/**
 * The same optimised image, offered at the lightbox's width: the card's
 * query already made files up to twice the card's width (its 2x density),
 * so the lightbox costs no extra build work, and the browser fetches the
 * larger file only when the lightbox opens.
 */
export function enlarge(image: IGatsbyImageData): IGatsbyImageData {
  const width = image.width * 2;
  const height = image.height * 2;
  return {
    ...image,
    width,
    height,
    images: {
      fallback: image.images.fallback && { ...image.images.fallback, sizes: LIGHTBOX_SIZES },
      sources: image.images.sources?.map((source) => ({ ...source, sizes: LIGHTBOX_SIZES })),
    },
  };
}
