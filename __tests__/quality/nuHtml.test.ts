/**
 * @jest-environment node
 */
import { nuHtmlProblems } from '../../scripts/quality/nuHtml';
import { writeSite } from './fixtureSite';

const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Test page</title></head>\n<body>${body}</body>\n</html>\n`;

// One Java start for both pages, as the build's check does it.
test('the Nu HTML checker passes a valid page and names the page, line and message of each error in a broken one (broken fixture)', async () => {
  const dir = writeSite({
    'index.html': page('<main><img src="/a.jpg" alt="A patio" fetchpriority="high" data-photo=""></main>'),
    'broken/index.html': page('<main>\n<img src="/a.jpg" alt="A patio" elementtiming="hero">\n<p id="x">One</p><p id="x">Two</p></main>'),
  });
  const problems = await nuHtmlProblems([
    { route: '/', file: `${dir}/index.html` },
    { route: '/broken', file: `${dir}/broken/index.html` },
  ]);
  expect(problems.filter((line) => !line.startsWith('/broken:'))).toEqual([]);
  expect(problems).toContainEqual(expect.stringMatching(/^\/broken:5:\d+ Attribute “elementtiming” not allowed on element “img”/));
  expect(problems).toContainEqual(expect.stringMatching(/^\/broken:6:\d+ Duplicate ID “x”/));
}, 60_000);
