/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../src/build/headersFile';
import { photosInPageData, robotsTxt, sitemapXml } from '../../src/build/searchFiles';
import { contentSecurityPolicy, embeddedFrameOrigins, securityHeaderRules } from '../../src/build/securityHeaders';

const SITE = 'https://www.example-landscaping.com';

describe('search files', () => {
  test('the sitemap lists every page at the site address, and no 404 page', () => {
    const xml = sitemapXml(
      SITE,
      ['/', '/about', '/404', '/404.html', '/services/turf'].map((route) => ({ route })),
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${SITE}/`, `${SITE}/about`, `${SITE}/services/turf`]);
  });

  test("the sitemap lists each page's photos, the WebP of each photo in its page data, once", () => {
    const image = (name: string) => ({
      layout: 'constrained',
      images: {
        fallback: { src: `/${name}-720.webp`, srcSet: `/${name}-720.webp 720w` },
        sources: [{ type: 'image/avif', srcSet: `/${name}-360.avif 360w, /${name}-1440.avif 1440w` }],
      },
    });
    const pageData = { result: { data: { page: { hero: image('hero'), items: [{ photo: image('patio') }, { photo: null }, { photo: image('hero') }] } } } };
    const photos = photosInPageData(pageData);
    expect(photos).toEqual(['/hero-720.webp', '/patio-720.webp', '/hero-720.webp']);
    const xml = sitemapXml(SITE, [{ route: '/gallery', photos }]);
    expect(xml).toContain(
      `<url><loc>${SITE}/gallery</loc><image:image><image:loc>${SITE}/hero-720.webp</image:loc></image:image><image:image><image:loc>${SITE}/patio-720.webp</image:loc></image:image></url>`,
    );
  });

  test('robots.txt lets every crawler in and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('security headers', () => {
  const script = "document.documentElement.classList.add('js')";
  const pages = [
    `<html><head><script>${script}</script><script type="application/ld+json">{"@type":"Thing"}</script><script src="/app.js"></script></head>
     <body><iframe src="https://maps.example.com/embed?q=1" title="Map"></iframe></body></html>`,
    '<html><body><div data-frame-src="https://video.example.org/embed/1"></div></body></html>',
  ];

  test("a page's policy allows the inline scripts it runs by their hash, and frames only from the origins the site's pages embed", () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    const home = contentSecurityPolicy(pages[0], embeddedFrameOrigins(pages));
    expect(home).toContain(`script-src 'self' ${hash};`);
    expect(home).toContain('frame-src https://maps.example.com https://video.example.org;');
    expect(home).toContain("frame-ancestors 'none'");
    expect(home).not.toContain('unsafe-eval');
    // Another page's inline scripts are not this page's to run.
    expect(contentSecurityPolicy(pages[1], embeddedFrameOrigins(pages))).toContain("script-src 'self';");
  });

  const editor = { policy: "default-src 'self'; script-src 'self' 'unsafe-eval'" };
  const built = [
    { route: '/', html: pages[0] },
    { route: '/about', html: pages[1] },
    { route: '/404', html: pages[1] },
  ];

  test('the _headers file reads back as written, and a path gets every rule that matches it', () => {
    const rules = parseHeadersFile(formatHeadersFile(securityHeaderRules(built, editor), 'Written by a test'));
    expect(rules).toEqual(securityHeaderRules(built, editor));
    expect(headersFor(rules, '/static/photo-400.avif')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Type': 'image/avif',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/about')).not.toHaveProperty('Cache-Control');
    expect(() => parseHeadersFile('/*\n  not a header')).toThrow(/line 2/);
  });

  test('every page gets its own policy; the content editor gets its own, and only that', () => {
    const rules = securityHeaderRules(built, editor);
    for (const [path, html] of [
      ['/', pages[0]],
      ['/about', pages[1]],
      // The file Netlify's adapter serves /about from, which Netlify's local runtime matches rules against.
      ['/about.html', pages[1]],
      ['/404', pages[1]],
      ['/404.html', pages[1]],
    ]) {
      expect(headersFor(rules, path)).toMatchObject({
        'Content-Security-Policy': contentSecurityPolicy(html, embeddedFrameOrigins(pages)),
        'X-Frame-Options': 'DENY',
      });
      // No opener isolation on the pages: an arrival from another site then set its window up afresh, which doubled its first task (src/build/securityHeaders.ts).
      expect(headersFor(rules, path)).not.toHaveProperty('Cross-Origin-Opener-Policy');
    }
    expect(headersFor(rules, '/admin/')).toMatchObject({
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-eval'",
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
