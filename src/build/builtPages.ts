import fs from 'node:fs';
import path from 'node:path';

/** One page of the production build: the route a visitor asks for and the HTML file that answers it. */
export interface BuiltPage {
  route: string;
  file: string;
}

/** Every page Gatsby wrote into `publicDir` (index.html files and 404.html), not its internal slices or page data. */
export function builtPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(publicDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        // admin/ is the content editor (src/cms/), published from static/, not a page of the site.
        if (!['_gatsby', 'page-data', 'static', 'admin'].includes(relative)) walk(full);
      } else if (entry.name === 'index.html') {
        const route = `/${relative.replace(/\/?index\.html$/, '')}`;
        if (route !== '/404') pages.push({ route, file: full });
      } else if (relative === '404.html') {
        pages.push({ route: '/404', file: full });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
