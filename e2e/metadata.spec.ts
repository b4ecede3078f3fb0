import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { theme } from '../src/theme/theme';
import { jsonLdBlocks } from '../testing/quality/structuredData';
import { business, pages } from './content';
import { ROUTES, escapeRegExp, gotoHydrated, serverHtml } from './helpers';

/** The value of `attribute` on the first `tag` whose `key` attribute equals `value`, in whatever order the page's `Head` wrote them. */
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

/** The head's title, description, canonical address and JSON-LD, as the browser reads them (entities decoded). */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, read: (element: Element) => string | null) => [...document.head.querySelectorAll(selector)].map(read);
    return {
      titles: all('title', (element) => element.textContent),
      descriptions: all('meta[name="description"]', (element) => element.getAttribute('content')),
      canonicals: all('link[rel="canonical"]', (element) => element.getAttribute('href')),
      jsonLd: all('script[type="application/ld+json"]', (element) => element.textContent),
    };
  });

test('a page reached by a link within the site has its own title, description, canonical address and structured data, once each', async ({ page }) => {
  for (const route of ROUTES) {
    // The page's head when it is opened at its address: the HTML the build wrote for it.
    await gotoHydrated(page, route);
    const own = await headOf(page);
    expect(own, route).toMatchObject({
      titles: [expect.any(String)],
      descriptions: [expect.any(String)],
      canonicals: [new URL(route, business.url).toString()],
    });
    await gotoHydrated(
      page,
      ROUTES.find((other) => other !== route)!,
    );
    // Gatsby's link, followed from another page (a menu's link may be hidden until hovered): the head is the page's own Head.
    await page.locator(`a[href="${route}"]`).first().dispatchEvent('click');
    await expect(page, route).toHaveURL(new RegExp(`${escapeRegExp(route)}$`));
    await expect.poll(() => headOf(page), { message: route }).toEqual(own);
  }
});

test('every page carries its tab icon in its head and links the home-screen icon drawn from it, with no web manifest', async ({ request }) => {
  const touchIcons = new Set<string>();
  for (const path of [...ROUTES, '/404']) {
    const html = await serverHtml(request, path);
    expect(meta(html, 'name', 'theme-color'), path).toBe(theme.colors.ocean);
    // The tab icon is a data address, so the browser asks for nothing once the page has loaded (src/theme/siteIcon.ts).
    const icons = [...html.matchAll(/<link\b[^>]*\brel="(?:shortcut )?icon"[^>]*>/g)].map(([element]) => element.match(/href="([^"]*)"/)![1]);
    expect(icons, path).toHaveLength(1);
    expect(icons[0], path).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icons[0].replace(/^data:image\/svg\+xml,/, ''))).toContain(`fill="${theme.colors.ocean}"`);
    expect(html, path).not.toMatch(/rel="manifest"/);
    // One home-screen icon for iOS, not one link per size.
    expect(html.match(/rel="apple-touch-icon"/g), path).toHaveLength(1);
    touchIcons.add(tagAttr(html, 'link', 'rel', 'apple-touch-icon', 'href')!);
  }
  expect(touchIcons.size).toBe(1);
  const [touchIcon] = touchIcons;
  const response = await request.get(touchIcon);
  expect(response.ok(), touchIcon).toBe(true);
  const drawn = sharp(await response.body());
  const { width, height, format } = await drawn.metadata();
  expect({ width, height, format }).toEqual({ width: 192, height: 192, format: 'png' });
  // Drawn from the same icon: near its top edge, inside the rounded square, is the icon's background colour.
  const [red, green, blue] = await drawn.extract({ left: 96, top: 20, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  expect(`#${[red, green, blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`).toBe(theme.colors.ocean);
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
