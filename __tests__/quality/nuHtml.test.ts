/**
 * @jest-environment node
 */
import { nuHtmlProblems } from '../../testing/quality/nuHtml';
import { writeSite } from './fixtureSite';

const page = (body: string, head = '') =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Test page</title>${head}</head>\n<body>${body}</body>\n</html>\n`;

// One Java start for both pages, as the build's check does it.
test('the Nu HTML checker passes a valid page and names the page, line and message of each error in a broken one (broken fixture)', async () => {
  const dir = writeSite({
    // The standard's "expect" link, which this vnu-jar does not know yet (testing/quality/nuHtml.ts), passes…
    'index.html': page(
      '<main><img src="/a.jpg" alt="A patio" fetchpriority="high" data-photo=""></main><footer id="end"></footer>',
      '<link rel="expect" href="#end" blocking="render">',
    ),
    // …and `blocking` on any other link is still an error.
    'broken/index.html': page(
      '<main>\n<img src="/a.jpg" alt="A patio" elementtiming="hero">\n<p id="x">One</p><p id="x">Two</p></main>',
      '<link rel="icon" href="/i.png" blocking="render">',
    ),
  });
  const problems = await nuHtmlProblems([
    { route: '/', file: `${dir}/index.html` },
    { route: '/broken', file: `${dir}/broken/index.html` },
  ]);
  expect(problems.filter((line) => !line.startsWith('/broken:'))).toEqual([]);
  expect(problems).toContainEqual(expect.stringMatching(/^\/broken:5:\d+ Attribute “elementtiming” not allowed on element “img”/));
  expect(problems).toContainEqual(expect.stringMatching(/^\/broken:6:\d+ Duplicate ID “x”/));
  expect(problems).toContainEqual(expect.stringMatching(/^\/broken:3:\d+ A “link” element with a “blocking” attribute/));
}, 60_000);
