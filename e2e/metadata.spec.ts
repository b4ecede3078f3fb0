import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { theme } from '../src/theme/theme';
import { jsonLdBlocks } from '../testing/quality/structuredData';
import { business, pages } from './content';
import { escapeRegExp, serverHtml } from './helpers';

/** The value of `attribute` on the first `tag` whose `key` attribute equals `value`, in whatever order Helmet wrote them. */
function tagAttr(html: string, tag: string, key: string, value: string, attribute: string): string | undefined {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    if (element.includes(`${key}="${value}"`)) return element.match(new RegExp(`${attribute}="([^"]*)"`))?.[1];
  }
  return undefined;
}
const meta = (html: string, key: string, value: string) => tagAttr(html, 'meta', key, value, 'content');

/** A photograph the build publishes at the site address, as link previews need it. */
const sharedPhoto = new RegExp(`^${escapeRegExp(new URL('/static/', business.url).toString())}.+\\.jpg$`);

test('the home page carries title, description, canonical, Open Graph, Twitter and LocalBusiness data in its HTML', async ({ request }) => {
  const html = await serverHtml(request, '/');
  const home = new URL('/', business.url).toString();
  expect(html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1]).toContain(business.name);
  expect(meta(html, 'name', 'description')).toBe(pages.home.metaDescription);
  expect(tagAttr(html, 'link', 'rel', 'canonical', 'href')).toBe(home);
  expect(meta(html, 'property', 'og:title')).toContain(business.name);
  expect(meta(html, 'property', 'og:url')).toBe(home);
  expect(meta(html, 'property', 'og:image')).toMatch(sharedPhoto);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'twitter:title')).toContain(business.name);

  const published = jsonLdBlocks(html).find((b) => b['@type'] === 'LandscapingBusiness');
  const { address, aggregateRating, openingHours } = business;
  expect(published).toMatchObject({
    name: business.name,
    telephone: business.phone.dial,
    priceRange: business.priceRange,
    address: { addressLocality: address.locality, addressRegion: address.region, addressCountry: address.country },
    aggregateRating,
    openingHoursSpecification: openingHours.structured.map(({ days, opens, closes }) => ({ dayOfWeek: days, opens, closes })),
  });
});

test('every page links the web manifest and icons drawn from one source image, named and coloured from data', async ({ request }) => {
  const html = await serverHtml(request, '/about');
  expect(meta(html, 'name', 'theme-color')).toBe(theme.colors.ocean);
  const manifestPath = tagAttr(html, 'link', 'rel', 'manifest', 'href')!;
  const manifest = await (await request.get(manifestPath)).json();
  expect(manifest).toMatchObject({ name: business.name, theme_color: theme.colors.ocean, start_url: '/', display: 'standalone' });

  const icons: { src: string; sizes: string }[] = [...manifest.icons, { src: tagAttr(html, 'link', 'type', 'image/png', 'href')!, sizes: '32x32' }];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['32x32', '192x192', '512x512']));
  // One home-screen icon for iOS, not one link per size.
  expect(html.match(/rel="apple-touch-icon"/g)).toHaveLength(1);
  icons.push({ src: tagAttr(html, 'link', 'rel', 'apple-touch-icon', 'href')!, sizes: '192x192' });
  for (const icon of icons) {
    const response = await request.get(new URL(icon.src, 'http://site/').pathname);
    expect(response.ok(), icon.src).toBe(true);
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe('png');
  }
});

test('each page shares a 1200 x 630 photograph in link previews, its own where it has photographs', async ({ request }) => {
  const seen = new Set<string>();
  // /contact and /quote have no photograph of their own and share the business photograph.
  for (const path of ['/', '/about', '/services', '/services/hardscaping', '/gallery', '/community', '/testimonials', '/contact']) {
    const html = await serverHtml(request, path);
    const image = meta(html, 'property', 'og:image')!;
    expect(image, path).toMatch(sharedPhoto);
    expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
    if (path !== '/contact') expect(seen.has(image), `${path} shares a photograph no other page uses`).toBe(false);
    seen.add(image);
    const response = await request.get(new URL(image).pathname);
    expect(response.ok(), image).toBe(true);
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, path).toBe('1200x630');
  }
});
