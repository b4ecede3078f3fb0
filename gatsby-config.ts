import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import business from './data/business.json';
import { collectionOf } from './src/content/collections';

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: business.url,
  },
  // Routes are written without a trailing slash everywhere in the specification.
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-styled-components',
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'blurred', quality: 70, breakpoints: [480, 768, 1080, 1440, 1920] },
      },
    },
    'gatsby-transformer-sharp',
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
