/**
 * @jest-environment node
 */
import { brokenReferences } from '../../testing/quality/links';
import { folderFetcher, writeSite } from './fixtureSite';

const SITE = 'https://www.example-landscaping.com';
const page = (body: string, head = '') => `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('the link and asset crawl', () => {
  test('passes a site whose every reference resolves, following pages, styles, srcsets, the sitemap and the site address', async () => {
    const dir = writeSite({
      'index.html': page(
        '<main id="main"><a href="#main">Skip</a><a href="/about">About</a><a href="tel:+19105550100">Call</a><a href="https://elsewhere.example/">Out</a><picture><source srcset="/img/a-400.avif 400w, /img/a-800.avif 800w"><img src="/img/a-400.jpg" alt="a"></picture></main>',
        `<link rel="stylesheet" href="/styles.css"><link rel="canonical" href="${SITE}/">`,
      ),
      'about/index.html': page('<a href="/">Home</a><script src="/app.js"></script>'),
      'styles.css': 'body{background:url("/img/bg.png")}',
      'app.js': '1',
      'img/a-400.avif': 'x',
      'img/a-800.avif': 'x',
      'img/a-400.jpg': 'x',
      'img/bg.png': 'x',
      'robots.txt': `User-agent: *\nSitemap: ${SITE}/sitemap.xml\n`,
      'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/about</loc></url></urlset>`,
    });
    const { checked, broken } = await brokenReferences(folderFetcher(dir), { siteUrl: SITE });
    expect(broken).toEqual([]);
    expect(checked).toBe(10);
  });

  test('names every broken page, image, script, stylesheet asset, sitemap entry and fragment, with where it was found (broken fixture)', async () => {
    const dir = writeSite({
      'index.html': page(
        '<a href="/gone">Gone</a><a href="/about#team">Team</a><img src="/img/missing.jpg" alt="m"><img srcset="/img/small.jpg 400w, /img/large.jpg 800w" alt="s"><script src="/missing.js"></script><script type="text/x-after-paint" data-src="/held-missing.js"></script>',
        '<link rel="stylesheet" href="/styles.css">',
      ),
      'about/index.html': page('<h1 id="about">About</h1>'),
      'styles.css': '@font-face{src:url(/fonts/missing.woff2)}',
      'img/small.jpg': 'x',
      'robots.txt': 'User-agent: *\n',
      'sitemap.xml': `<urlset><url><loc>${SITE}/old-page</loc></url></urlset>`,
    });
    const { broken } = await brokenReferences(folderFetcher(dir), { siteUrl: SITE });
    expect(broken.sort()).toEqual(
      [
        '/gone answers 404 (referred to by /)',
        '/img/missing.jpg answers 404 (referred to by /)',
        '/img/large.jpg answers 404 (referred to by /)',
        '/missing.js answers 404 (referred to by /)',
        '/held-missing.js answers 404 (referred to by /)',
        '/fonts/missing.woff2 answers 404 (referred to by /styles.css)',
        '/old-page answers 404 (referred to by /sitemap.xml)',
        '/about#team names no element of its page (referred to by /)',
      ].sort(),
    );
  });
});
