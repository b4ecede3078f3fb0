import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { filesIn, widestIn } from '../../imageFiles';

interface PhotoProps {
  image: IGatsbyImageData;
  alt: string;
  /** How wide the layout shows the photo (see imageSizes.ts); the image data's own guess when omitted. */
  sizes?: string;
  /** The page's largest paint (its hero): fetched at once and ahead of everything else. */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** Wide enough for a phone at 2x to 3x, and a laptop: the one file a full-width photo offers a browser without AVIF. */
const FULL_WIDTH_FALLBACK = 1080;

/**
 * The file of the fallback format a browser without AVIF shows: gatsby-plugin-sharp's choice (the photo's
 * width at 1x) for a photo of fixed width, and for a full-width one the narrowest at least FULL_WIDTH_FALLBACK
 * wide rather than its widest (2,400 px).
 */
function fallbackSrc(image: IGatsbyImageData): string | undefined {
  const { fallback } = image.images;
  if (image.layout !== 'fullWidth') return fallback?.src;
  return filesIn(fallback?.srcSet).find((file) => file.width >= FULL_WIDTH_FALLBACK)?.src ?? fallback?.src;
}

/**
 * A photograph from its build-time image data (gatsby-plugin-sharp's AVIF
 * and WebP width ladders, a JPEG, and a blurred placeholder or the photo's
 * dominant colour), as a plain server-rendered <picture>.
 *
 * Not gatsby-plugin-image's GatsbyImage: in the browser that component always
 * loads a renderer built on react-dom/server to redraw itself (its size:
 * docs/gatsby-defaults.md, "Where the site departs from Gatsby's defaults",
 * `Photo`, not `GatsbyImage`), and keeps each photo transparent until a
 * script shows it. Here the browser does the work: `loading="lazy"` defers
 * photos below the fold, the box keeps the photo's shape before it loads
 * (no layout shift), and the blurred placeholder (or the dominant colour)
 * shows beneath until the photo paints over it.
 *
 * The box fills the width its parent gives it, up to the photo's own width
 * (full-width photos have no limit), and each component's `sizes` says what
 * that comes to. It reads its shape and that limit from two custom
 * properties, so a component can still set its own:
 *   const Card = styled(Photo)`aspect-ratio: 4 / 3; max-width: none;`
 */
export function Photo({ image, alt, sizes, priority = false, loading = priority ? 'eager' : 'lazy', className }: PhotoProps) {
  const { fallback, sources = [] } = image.images;
  const fullWidth = image.layout === 'fullWidth';
  // Full-width image data has a width of 1; the widest file gives the photo's real pixel size.
  const width = fullWidth ? (widestIn(fallback?.srcSet)?.width ?? 0) : image.width;
  const height = Math.round((width * image.height) / image.width);
  const shown = sizes ?? fallback?.sizes;
  const shape = {
    '--photo-ratio': `${image.width} / ${image.height}`,
    '--photo-width': fullWidth ? 'none' : `${image.width}px`,
    backgroundColor: image.backgroundColor,
  } as React.CSSProperties;
  return (
    // A lazy photo's box is marked so that the site-wide styles can leave it unpainted until it nears the window (globalCss.ts).
    <Box className={className} style={shape} data-lazy-photo={loading === 'lazy' ? '' : undefined}>
      {image.placeholder?.fallback && <img src={image.placeholder.fallback} alt="" aria-hidden="true" decoding="async" />}
      <picture>
        {sources.map((source) => (
          <source key={`${source.type}${source.media ?? ''}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={shown} />
        ))}
        <img
          data-photo=""
          // The WebP, for a browser that takes no AVIF: one file, not its ladder (src/build/imageDefaults.ts).
          src={fallbackSrc(image)}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding="async"
          // React 18 passes fetchpriority through only in lower case.
          {...(priority ? { fetchpriority: 'high' } : {})}
        />
      </picture>
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: block;
  width: 100%;
  max-width: var(--photo-width);
  aspect-ratio: var(--photo-ratio);
  overflow: hidden;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
