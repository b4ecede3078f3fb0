import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { GatsbyConfig } from 'gatsby';
import type { z } from 'zod';
import { siteAdapter } from './src/build/deployTarget';
import { guardDevelopServer } from './src/build/developGuard';
import { IMAGE_DEFAULTS } from './src/build/imageDefaults';
import type { business as businessModel } from './src/content/business';
import { contentReport } from './src/content/check';
import { collectionOf } from './src/content/collections';

// The site's address and name come from the business record. While data/ has a problem they are left out, so that
// the content check (onPreBootstrap in gatsby-node.ts) is what stops the build, naming file, record and field.
const business: z.infer<typeof businessModel> | undefined = contentReport(__dirname)
  ? undefined
  : JSON.parse(fs.readFileSync(path.join(__dirname, 'data/business.json'), 'utf8'));

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: business?.url,
    title: business?.name,
  },
  // Netlify's adapter when the build is for Netlify, none for `npm run serve` on a server (src/build/deployTarget.ts).
  adapter: siteAdapter(),
  // Routes are written without a trailing slash everywhere in the specification.
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // Only this computer's own pages are answered (src/build/developGuard.ts); and the content editor (written into
  // static/admin/ by src/cms/writeAdmin.ts) is at /admin/ under `gatsby develop` too, which otherwise answers 404 there.
  developMiddleware: (app) => {
    guardDevelopServer(app);
    app.use('/admin', express.static(path.join(__dirname, 'static/admin')));
  },
  plugins: [
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // Formats, placeholder and quality: src/build/imageDefaults.ts says why.
        defaults: IMAGE_DEFAULTS,
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: path.resolve('data'), ignore: ['**/*.md'] },
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
