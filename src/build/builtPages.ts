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

/**
 * The page without U+0000. React 18's streaming server renderer, which Gatsby
 * renders pages with, fills a 2 KB buffer at a time and writes the whole
 * buffer when a character of two to four bytes (★, —, é) does not fit in
 * what is left of it, so one to three zero bytes come before that character.
 * HTML has no place for them (the Nu checker refuses the page), and they are
 * all padding: taking them out gives the page React meant.
 * `__tests__/build/zeroBytes.test.tsx` fails once React stops doing it, as
 * React 19 does; this can go then.
 */
export const withoutZeroBytes = (html: string): string => html.replaceAll('\0', '');

/** Gatsby's page-data file for a route: `/` is `index`, the 404 page is `404.html`. */
export const pageDataFile = (publicDir: string, route: string) =>
  path.join(publicDir, 'page-data', route === '/' ? 'index' : route === '/404' ? '404.html' : route.slice(1), 'page-data.json');
