import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface ServicePagesResult {
  allService: { nodes: { id: string; page: { path: string } | null }[] };
}

/** One page per service record that has a page, through one template: adding or removing a record adds or removes its page. */
export const createServicePages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ServicePagesResult>(`
    query ServicePages {
      allService(filter: { page: { path: { ne: null } } }) {
        nodes {
          id
          page {
            path
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the service records to build their pages', result.errors);
    return;
  }
  for (const service of result.data.allService.nodes) {
    if (!service.page) continue;
    actions.createPage({
      path: service.page.path,
      component: path.resolve('src/templates/service.tsx'),
      context: { id: service.id },
    });
  }
};
