import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import business from './data/business.json';
import { collectionOf } from './src/content/collections';
import { theme } from './src/theme/theme';

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: business.url,
  },
  // Routes are written without a trailing slash everywhere in the specification.
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // AVIF, which most phones take, keeps the same look at a lower quality number than JPEG and WebP:
        // at 50 a phone-sized hero is about half the bytes it is at 70 (34 KB to 19 KB), the largest paint's download.
        defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'blurred', quality: 70, avifOptions: { quality: 50 } },
      },
    },
    'gatsby-transformer-sharp',
    {
      // Favicon, app icons and the web manifest, all drawn from one source image.
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: business.name,
        short_name: business.name.split(' ').slice(0, 2).join(' '),
        description: business.description,
        start_url: '/',
        display: 'standalone',
        background_color: theme.colors.white,
        theme_color: theme.colors.ocean,
        icon: 'src/images/icon.svg',
        cache_busting_mode: 'none',
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: path.resolve('data'), ignore: ['**/README.md'] },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // The type of a data file's node is named by its collection (see src/content/collections.ts).
        typeName: ({ node }: { node: { relativePath: string } }) => {
          const collection = collectionOf(node.relativePath.split(path.sep).join('/'));
          if (!collection) throw new Error(`data/${node.relativePath} is not a known content file (see data/README.md)`);
          return collection.typeName;
        },
      },
    },
  ],
};

export default config;
