/**
 * `ImageSharp.photo`: the site's image data for one photograph, as the fragments of src/queries/images.ts ask for it.
 * An AVIF ladder of widths and one WebP, the fallback of a browser that takes no AVIF (src/build/imageDefaults.ts).
 *
 * gatsby-transformer-sharp's own `gatsbyImageData` makes every format at every width of the ladder. `Photo` shows one
 * WebP per photo, so the other six widths were encoded on every cold build and published, never asked for. This field
 * asks gatsby-plugin-sharp for the two parts separately, with the same arguments, crop and quality, and puts them
 * together in the shape `gatsbyImageData` has. Measured on a quiet 2-core machine, a cold `npm run build`: 82 WebP
 * files published instead of 574, public/static/ 16.2 MB instead of 32.9, 220 s of processor time instead of 254 and
 * 138 s instead of 156 (the photo jobs 88 s instead of 109).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Reporter } from 'gatsby';
import { generateImageData } from 'gatsby-plugin-sharp';

/** The width of a full-width photo's WebP: wide enough for a phone at 2x to 3x, and a laptop (not its widest, 2,400 px). */
export const FULL_WIDTH_FALLBACK = 1080;

interface PhotoArgs {
  layout?: 'fixed' | 'fullWidth' | 'constrained';
  width?: number;
  aspectRatio?: number;
  breakpoints?: number[];
}

type ImageFile = Parameters<typeof generateImageData>[0]['file'];

/**
 * The plugin warns for each photo asked for in AVIF alone that some browsers cannot show it; here the WebP beside it
 * is that fallback, so that one warning is left out. Every other message passes through.
 */
const withoutAvifOnlyWarning = (reporter: Reporter): Reporter =>
  new Proxy(reporter, {
    get: (target, key, receiver) =>
      key === 'warn'
        ? (message: string) => (/specified only AVIF format/.test(message) ? undefined : target.warn(message))
        : Reflect.get(target, key, receiver),
  });

/** The width of the one WebP: the photo's width at 1x, or FULL_WIDTH_FALLBACK for a full-width photo. */
const fallbackWidth = ({ layout, width }: PhotoArgs) => (layout === 'fullWidth' || !width ? FULL_WIDTH_FALLBACK : width);

export function photoField({ pathPrefix, reporter, cache }: { pathPrefix: string; reporter: Reporter; cache: unknown }) {
  const quiet = withoutAvifOnlyWarning(reporter);
  return {
    type: 'GatsbyImageData!',
    description: 'An AVIF ladder of widths and one WebP, the fallback of browsers without AVIF (src/build/photoField.ts).',
    args: { layout: 'ImageLayout', width: 'Int', aspectRatio: 'Float', breakpoints: '[Int]' },
    resolve: async (
      image: { parent: string },
      args: PhotoArgs,
      context: { nodeModel: { getNodeById: (query: { id: string }) => unknown } },
    ): Promise<IGatsbyImageData | undefined> => {
      const file = context.nodeModel.getNodeById({ id: image.parent }) as ImageFile;
      const ladder = await generateImageData({ file, args: { ...args, formats: ['avif'] }, pathPrefix, reporter: quiet, cache });
      const width = fallbackWidth(args);
      const webp = await generateImageData({
        file,
        args: {
          // Constrained, not fixed: a source narrower than `width` (the small stand-ins of the tests' throwaway
          // builds) gives its own width, where a fixed layout warns about it.
          layout: 'constrained',
          width,
          ...(args.aspectRatio ? { height: Math.round(width / args.aspectRatio) } : {}),
          outputPixelDensities: [1],
          formats: ['webp'],
          placeholder: 'none',
        },
        pathPrefix,
        reporter,
        cache,
      });
      const avif = ladder?.images.fallback;
      const fallback = webp?.images.fallback;
      if (!ladder || !avif?.srcSet || !fallback) return undefined;
      return {
        ...ladder,
        images: {
          sources: [{ type: 'image/avif', srcSet: avif.srcSet, sizes: avif.sizes }],
          fallback: { src: fallback.src, srcSet: fallback.srcSet, sizes: avif.sizes },
        },
      };
    },
  };
}
