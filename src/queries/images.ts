import { getImage, type IGatsbyImageData } from 'gatsby-plugin-image';

interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/** The optimised image of a File queried with `childImageSharp { gatsbyImageData(...) }`, or null. */
export const imageOf = (file: ImageFile | null | undefined): IGatsbyImageData | null => getImage(file?.childImageSharp ?? null) ?? null;
