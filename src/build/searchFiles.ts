/** sitemap.xml and robots.txt, both from the one configured site address (`url` in data/business.json). */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Routes that are not pages of their own for search engines: the 404 page in each of the forms Gatsby writes it. */
export const isIndexable = (route: string) => !/^\/(404|dev-404-page)(\.html|\/)?$/.test(route);

export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = [...new Set(routes.filter(isIndexable))].sort().map((route) => `  <url><loc>${escapeXml(new URL(route, siteUrl).toString())}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`, ''].join('\n');
}
