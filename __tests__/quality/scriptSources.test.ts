/**
 * @jest-environment node
 */
import { builtScripts, scriptsHolding, sourcesOfScripts } from '../../testing/quality/scriptSources';
import { writeSite } from './fixtureSite';

const map = (...sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
const at = (file: string) => `webpack://site/./${file}`;

/**
 * A build as Gatsby leaves it: this build's entry, a page and a chunk loaded on demand (named by hash in the
 * runtime), each with its source map, beside an earlier build's page that `public/` still holds.
 */
function fixtureBuild(pageSources: string[]) {
  return writeSite({
    'webpack.stats.json': JSON.stringify({
      assetsByChunkName: {
        app: ['webpack-runtime-00000000000000000001.js', 'app-00000000000000000002.js'],
        'component---quote': ['component---quote-00000000000000000003.js'],
      },
    }),
    'webpack-runtime-00000000000000000001.js': 'o.u=function(e){return e+"-"+{174:"00000000000000000004",137:"00000000000000000003"}[e]+".js"}',
    'webpack-runtime-00000000000000000001.js.map': map('webpack://site/webpack/runtime/load script'),
    'app-00000000000000000002.js': 'app',
    'app-00000000000000000002.js.map': map(at('src/app.ts')),
    'component---quote-00000000000000000003.js': 'quote',
    'component---quote-00000000000000000003.js.map': map(...pageSources),
    '174-00000000000000000004.js': 'lightbox',
    '174-00000000000000000004.js.map': map(at('src/components/gallery/Lightbox.tsx')),
    // An earlier build's page: not this build's, whatever it holds.
    'component---quote-0000000000000000000f.js': 'old quote',
    'component---quote-0000000000000000000f.js.map': map(at('src/server/bodyLimits.cjs')),
  });
}

describe('the modules in the site’s scripts', () => {
  test("reads this build's scripts, those loaded on demand included, and not an earlier build's", () => {
    expect(builtScripts(fixtureBuild([]))).toEqual([
      '174-00000000000000000004.js',
      'app-00000000000000000002.js',
      'component---quote-00000000000000000003.js',
      'webpack-runtime-00000000000000000001.js',
    ]);
  });

  test('finds none of src/server/ in a clean build', () => {
    const dir = fixtureBuild([at('src/forms/photos.ts'), at('src/forms/requestSizes.cjs'), at('src/serverless.ts')]);
    expect(scriptsHolding(sourcesOfScripts(dir), 'src/server/')).toEqual([]);
  });

  test('names the script and the modules of src/server/ it holds (broken fixture)', () => {
    const dir = fixtureBuild([at('src/forms/photos.ts'), at('src/server/bodyLimits.cjs')]);
    expect(scriptsHolding(sourcesOfScripts(dir), 'src/server/')).toEqual(['component---quote-00000000000000000003.js holds src/server/bodyLimits.cjs']);
  });
});
