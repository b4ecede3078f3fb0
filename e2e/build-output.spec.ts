import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { brokenReferences } from '../testing/quality/links';
import { htmlProblems } from '../testing/quality/html';
import { nuHtmlProblems } from '../testing/quality/nuHtml';
import { compressedHtmlByRoute, htmlBudgetProblems, readBudgets } from '../testing/quality/budgets';
import { scriptBudgetProblems, scriptsByRoute } from '../testing/quality/scriptBytes';
import { scriptsHolding, sourcesOfScripts } from '../testing/quality/scriptSources';
import { builtPages } from '../src/build/builtPages';
import { COMPILE_HINT, COMPILED_WHOLE } from '../src/build/compileHints';
import { headersFor, parseHeadersFile } from '../src/build/headersFile';
import { business } from './content';
import { ROUTES, SPECIFIED_ROUTES } from './helpers';

// Checks of the production build as files and as served; the same for every screen, so run once. Those a change of
// data/ alone can fail are tagged @content: `npm run test:content` runs them before a content change goes live.
test.describe('the production build', () => {
  // Not a content-lane check: staff may remove a service's page in the editor, and the change still goes live; the
  // full suite then says the site no longer has every page the specification names.
  test('every route the specification names is built', () => {
    expect(builtPages('public').map((page) => page.route)).toEqual(expect.arrayContaining(SPECIFIED_ROUTES));
  });

  test('every page is valid HTML', { tag: '@content' }, async () => {
    const pages = builtPages('public');
    expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining([...ROUTES, '/404']));
    const problems = (await Promise.all(pages.map(async (page) => htmlProblems(fs.readFileSync(page.file, 'utf8'), page.route)))).flat();
    expect(problems).toEqual([]);
  });

  test('every page passes the Nu HTML checker, which holds it to the HTML standard itself', async () => {
    test.slow(); // one Java process for every page: several seconds to start, more on a busy machine
    const pages = builtPages('public');
    expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining([...ROUTES, '/404']));
    expect(await nuHtmlProblems(pages)).toEqual([]);
  });

  test('no link, image, script, stylesheet or fragment is broken', { tag: '@content' }, async ({ request }) => {
    test.slow(); // every file of every page, each photograph in all its widths
    const { checked, broken } = await brokenReferences(
      async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        return { status: response.status(), contentType: response.headers()['content-type'] ?? '', text: () => response.text() };
      },
      { siteUrl: business.url },
    );
    expect(broken).toEqual([]);
    // Every route, the shared scripts, and the photographs in their widths (and the sitemap's) were reached: about 390
    // files today, most of them the AVIF widths of the photos the pages show before their carousels load.
    expect(checked).toBeGreaterThan(300);
  });

  test("each route's scripts stay within the budget in performance-budgets.json", () => {
    const routes = scriptsByRoute('public');
    expect(routes.map((route) => route.route)).toEqual(expect.arrayContaining(ROUTES));
    expect(scriptBudgetProblems(routes, readBudgets().scriptKilobytesPerRoute)).toEqual([]);
  });

  test("each route's HTML, compressed, fits with its headers in a new connection's first round trip", () => {
    const routes = compressedHtmlByRoute('public');
    expect(routes.map((route) => route.route)).toEqual(expect.arrayContaining(ROUTES));
    // Over it, the page's first requests (hero, fonts) wait a round trip more: on a phone over HTTP/1.1, 150 ms more to the first screen.
    expect(htmlBudgetProblems(routes, readBudgets().compressedHtmlBytesPerRoute)).toEqual([]);
  });

  test('class names carry no component or file names, which only `gatsby develop` needs (gatsby-node.ts)', () => {
    for (const page of builtPages('public')) {
      const classes = [...fs.readFileSync(page.file, 'utf8').matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
      expect(classes.length, page.route).toBeGreaterThan(0);
      expect(
        classes.filter((name) => /^\w+__\w+-sc-/.test(name)),
        page.route,
      ).toEqual([]);
    }
  });

  test('the first paint of every page waits for all of it: the element its `rel="expect"` link names comes last in the body (gatsby-ssr.tsx)', () => {
    for (const page of builtPages('public')) {
      const html = fs.readFileSync(page.file, 'utf8');
      const id = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(html)?.[1];
      expect(id, `${page.route}: the link`).toBeTruthy();
      const afterIt = html.slice(html.indexOf(`id="${id}"`)).split('</body>');
      expect(afterIt, `${page.route}: the element, in the body`).toHaveLength(2);
      // Whatever Gatsby writes after the hook that adds the element (scripts, their tags) would be read after the first paint.
      expect(afterIt[0].replace(/<!--[\s\S]*?-->/g, '').match(/<[a-z][^>]*>/gi) ?? [], page.route).toEqual([]);
    }
  });

  test('the framework, app and commons scripts open with the compile hint, and their source maps count it (src/build/compileHints.ts)', () => {
    const scripts = [...new Set(scriptsByRoute('public').flatMap((route) => route.files))].filter((file) => COMPILED_WHOLE.test(file));
    // commons only when every page shares enough code for webpack to make one (none since react-helmet left the pages).
    expect(scripts.map((file) => file.split('-')[0]).sort()).toEqual(expect.arrayContaining(['app', 'framework']));
    for (const file of scripts) {
      expect(fs.readFileSync(`public/${file}`, 'utf8').split('\n')[0], file).toBe(COMPILE_HINT);
      // A source map's lines are separated by ';': the hint's line maps to nothing.
      expect(JSON.parse(fs.readFileSync(`public/${file}.map`, 'utf8')).mappings.split(';')[0], file).toBe('');
    }
  });

  test("no script of the site's pages holds a module of src/server/, whatever a page loads on demand (read from the build's source maps)", () => {
    const scripts = sourcesOfScripts('public');
    // The maps are read: each script of a route has one, and they name the site's own modules (the quote's photo limits).
    const quote = scriptsByRoute('public').find((route) => route.route === '/quote')!;
    expect(quote.files.filter((file) => !scripts.find((script) => script.file === file)?.sources)).toEqual([]);
    expect(quote.files.flatMap((file) => scripts.find((script) => script.file === file)!.sources!)).toContainEqual(
      expect.stringMatching(/\/src\/forms\/photos\.ts$/),
    );
    // Webpack writes no map for a chunk of modules that hold no code (one the build replaces with nothing).
    expect(scripts.filter(({ file, sources }) => !sources && fs.statSync(`public/${file}`).size > 200).map(({ file }) => file)).toEqual([]);
    expect(scriptsHolding(scripts, 'src/server/')).toEqual([]);
  });

  test('sitemap.xml lists every route at the site address and not the 404 page; robots.txt points at it', { tag: '@content' }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(ROUTES.map((route) => new URL(route, business.url).toString()).sort());
    expect(sitemap).not.toContain('404');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', business.url)}`);
  });

  test('/version.json says which commit the site was built from and when, and is never cached stale', async ({ request }) => {
    const response = await request.get('/version.json');
    expect(response.ok()).toBe(true);
    const version = await response.json();
    expect(version.commit).toMatch(/^[0-9a-f]{7,40}$/);
    expect(Date.now() - Date.parse(version.builtAt)).toBeGreaterThan(0);
    const rules = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
    expect(headersFor(rules, '/version.json')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  test('each page names its canonical address from the one configured site address', { tag: '@content' }, async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain(`rel="canonical" href="${new URL(route, business.url)}"`);
    }
  });
});
