/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { scriptBudgetProblems, scriptsByRoute } from '../../testing/quality/scriptBytes';
import { writeSite } from './fixtureSite';

// As the build writes them: held until the first paint (src/build/scriptsAfterPaint.ts).
const html = (scripts: string[]) =>
  `<!DOCTYPE html><html><body>${scripts.map((src) => `<script type="text/x-after-paint" data-src="/${src}"></script>`).join('')}</body></html>`;

/** A build with a light page and a heavy one, laid out as Gatsby writes it. */
function fixtureBuild() {
  return writeSite({
    'webpack.stats.json': JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: 'app.js' }, { name: 'styles.css' }] },
        'component---light': { assets: [{ name: 'light.js' }] },
        'component---heavy': { assets: [{ name: 'shared.js' }, { name: 'heavy.js' }] },
      },
    }),
    'index.html': html(['app.js']),
    'heavy/index.html': html(['app.js']),
    'page-data/index/page-data.json': JSON.stringify({ componentChunkName: 'component---light' }),
    'page-data/heavy/page-data.json': JSON.stringify({ componentChunkName: 'component---heavy' }),
    'app.js': 'console.log("app");'.repeat(200),
    'styles.css': 'body{}',
    'light.js': 'console.log("light")',
    'shared.js': 'console.log("shared")',
    // Random bytes do not compress: 40 KB stays about 40 KB gzipped.
    'heavy.js': crypto.randomBytes(40 * 1024),
  });
}

describe('the script budget', () => {
  test("counts each route's own scripts and its page component's chunks, compressed", () => {
    const routes = scriptsByRoute(fixtureBuild());
    expect(routes.map(({ route, files }) => ({ route, files }))).toEqual([
      { route: '/', files: ['app.js', 'light.js'] },
      { route: '/heavy', files: ['app.js', 'heavy.js', 'shared.js'] },
    ]);
    expect(routes[0].compressedBytes).toBeLessThan(1024);
    expect(routes[1].compressedBytes).toBeGreaterThan(40 * 1024);
  });

  test('names the route over its budget and what it loads (broken fixture)', () => {
    const problems = scriptBudgetProblems(scriptsByRoute(fixtureBuild()), 30);
    expect(problems).toEqual([
      expect.stringMatching(/^\/heavy loads 40\.\d KB of script \(compressed\), over its budget of 30 KB: app\.js, heavy\.js, shared\.js$/),
    ]);
  });
});
