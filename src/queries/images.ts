import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface ImageFile {
  readonly childImageSharp: { readonly photo: IGatsbyImageData } | null;
}

/** The optimised image of a File queried with one of the fragments below (`childImageSharp { photo(...) }`), or null. */
export const imageOf = (file: ImageFile | null | undefined): IGatsbyImageData | null => file?.childImageSharp?.photo ?? null;

/*
 * The four kinds of photograph on the site. Each offers a ladder of widths
 * in about 1.25x steps up to twice its largest display width, so that a
 * phone, a laptop and a 2x screen each find one close to what they need;
 * each component says how wide it shows the photo (its `sizes`, see
 * src/components/ui/imageSizes.ts) and the browser picks from the ladder.
 * `photo` (src/build/photoField.ts) makes that ladder in AVIF and one WebP
 * beside it; the dominant-colour placeholder and quality come from the
 * gatsby-plugin-sharp defaults in gatsby-config.ts. Components show them
 * with Photo (src/components/ui/Photo.tsx).
 */
export const photoFragments = graphql`
  # A page-wide hero photograph, shown at the full width of the screen.
  fragment HeroPhoto on File {
    childImageSharp {
      photo(layout: FULL_WIDTH, breakpoints: [480, 640, 828, 1080, 1440, 1920, 2400])
    }
  }

  # A 4:3 photograph in a card or beside text, at most 600 px wide.
  fragment CardPhoto on File {
    childImageSharp {
      photo(width: 600, aspectRatio: 1.333, breakpoints: [300, 400, 500, 600, 800, 1000, 1200])
    }
  }

  # A 3:2 gallery photograph, at most 720 px wide.
  fragment WidePhoto on File {
    childImageSharp {
      photo(width: 720, aspectRatio: 1.5, breakpoints: [360, 480, 600, 720, 960, 1200, 1440])
    }
  }

  # A 16:9 photograph across the top of a testimonial card, at most 760 px wide.
  fragment BannerPhoto on File {
    childImageSharp {
      photo(width: 760, aspectRatio: 1.778, breakpoints: [380, 480, 640, 760, 1000, 1280, 1520])
    }
  }
`;

/** A 1200 x 630 crop of a photograph, the size social networks show in link previews. */
export const shareImageFragment = graphql`
  fragment ShareImage on File {
    childImageSharp {
      resize(width: 1200, height: 630, cropFocus: CENTER, quality: 75) {
        src
      }
    }
  }
`;

/** The link-preview image of a File queried with `...ShareImage`, or undefined. */
export const shareImageOf = (file: { readonly childImageSharp: { readonly resize?: { readonly src: string | null } | null } | null } | null | undefined) =>
  file?.childImageSharp?.resize?.src ?? undefined;
