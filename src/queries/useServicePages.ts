import { graphql, useStaticQuery } from 'gatsby';

export interface ServicePageLink {
  id: string;
  name: string;
  path: string;
}

/** Services that have a page of their own, in order, for the navigation. */
export function useServicePages(): ServicePageLink[] {
  const data = useStaticQuery<Queries.UseServicePagesQuery>(graphql`
    query UseServicePages {
      allService(filter: { page: { path: { ne: null } } }, sort: { order: ASC }) {
        nodes {
          id
          name
          page {
            path
          }
        }
      }
    }
  `);
  return data.allService.nodes.flatMap((s) => (s.page ? [{ id: s.id, name: s.name, path: s.page.path }] : []));
}
