/** sitemap.xml and robots.txt, both from the one configured site address (`url` in data/business.json). */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Routes that are not pages of their own for search engines: the 404 page in each of the forms Gatsby writes it. */
export const isIndexable = (route: string) => !/^\/(404|dev-404-page)(\.html|\/)?$/.test(route);

export interface SitemapPage {
  route: string;
  /** Addresses of the page's photos (site-relative), listed as its images. */
  photos?: readonly string[];
}

/**
 * Every indexable page, with its photos: a carousel's page carries only its current slide's photos in its HTML
 * (CarouselTrack's `lazySlides`), and here a search engine finds the others without running the page's scripts.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const at = (address: string) => escapeXml(new URL(address, siteUrl).toString());
  const indexable = [...new Map(pages.filter((page) => isIndexable(page.route)).map((page) => [page.route, page])).values()];
  const urls = indexable
    .sort((a, b) => (a.route < b.route ? -1 : 1))
    .map(({ route, photos = [] }) =>
      [
        `  <url><loc>${at(route)}</loc>`,
        ...[...new Set(photos)].map((photo) => `<image:image><image:loc>${at(photo)}</image:loc></image:image>`),
        '</url>',
      ].join(''),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The image data of every photo in a page's data (Gatsby's page-data.json): each one a `photo` field made. */
export function photosOf(pageData: unknown): IGatsbyImageData[] {
  const found: IGatsbyImageData[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if ((value as Partial<IGatsbyImageData>).images?.fallback) found.push(value as IGatsbyImageData);
    else for (const child of Object.values(value)) visit(child);
  };
  visit(pageData);
  return found;
}

/**
 * The WebP of every photo in a page's data, for the sitemap: the one file each photo has that every browser and
 * crawler reads (src/build/photoField.ts).
 */
export const photosInPageData = (pageData: unknown): string[] => photosOf(pageData).flatMap((photo) => photo.images.fallback?.src ?? []);

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`, ''].join('\n');
}
