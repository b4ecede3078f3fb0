import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { widestIn } from '../../imageFiles';

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

/** The widest file any of a photo's formats offers: a full-width photo's real pixel width (its image data says 1). */
const widestOf = (image: IGatsbyImageData) =>
  widestIn([image.images.fallback?.srcSet, ...(image.images.sources ?? []).map((source) => source.srcSet)].filter(Boolean).join(','))?.width ?? 0;

/**
 * A photograph from its build-time image data (an AVIF ladder of widths, one
 * WebP for a browser without AVIF, and the photo's dominant colour or a
 * blurred placeholder: src/build/photoField.ts), as a plain server-rendered
 * <picture>.
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
  const width = fullWidth ? widestOf(image) : image.width;
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
          // The WebP, for a browser that takes no AVIF: one file, not a ladder (src/build/photoField.ts).
          src={fallback?.src}
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
