/** gatsby-plugin-sharp ships no types; what src/build/photoField.ts uses of it: the function behind `gatsbyImageData`. */
declare module 'gatsby-plugin-sharp' {
  import type { Reporter } from 'gatsby';
  import type { IGatsbyImageData } from 'gatsby-plugin-image';
  /** Queues the files an image's arguments ask for (encoded by the build's jobs) and answers their image data. */
  export function generateImageData(options: {
    file: { id: string; absolutePath: string };
    args: Record<string, unknown>;
    pathPrefix: string;
    reporter: Reporter;
    cache: unknown;
  }): Promise<IGatsbyImageData | undefined>;
}
