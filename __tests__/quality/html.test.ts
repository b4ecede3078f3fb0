/**
 * @jest-environment node
 */
import { htmlProblems } from '../../testing/quality/html';

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test page</title></head><body>${body}</body></html>`;

describe('the HTML check', () => {
  test('passes valid markup as React and Photo write it', async () => {
    const html = page(
      '<div id="___gatsby"><main hidden=""><div style="--photo-ratio:4 / 3"><img src="/a.jpg" alt="A lazy picture" loading="lazy"></div><figure><p>Quote</p><figcaption>Name</figcaption></figure></main></div>',
    );
    expect(await htmlProblems(html, '/ok')).toEqual([]);
  });

  test('names the page, place and rule of each error (broken fixture)', async () => {
    const html = page(
      '<div><figcaption>Orphan caption</figcaption><button type="button"><div>Block in a button</div></button><p id="x">One</p><p id="x">Two</p></div>',
    );
    const problems = await htmlProblems(html, '/broken');
    expect(problems.map((line) => line.split(' ')[1])).toEqual(expect.arrayContaining(['element-permitted-content:', 'no-dup-id:']));
    expect(problems[0]).toMatch(/^\/broken:1:\d+ /);
  });
});
