import type { GatsbyNode } from 'gatsby';
import { checkContent } from './src/content/check';
import { contentTypeDefs } from './src/content/graphql';
import { createServicePages } from './src/content/service-pages';

// Before anything is sourced: a bad record stops the build here, so nothing partial is published.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter, store }) => {
  checkContent(reporter, store.getState().program.directory);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const createPages: GatsbyNode['createPages'] = async (args, options) => {
  // gatsby develop reruns createPages after staff edit data/: check again, without stopping the server.
  checkContent(args.reporter, args.store.getState().program.directory, 'panicOnBuild');
  await createServicePages!(args, options, () => undefined);
};
