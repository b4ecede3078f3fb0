/**
 * Prints what the gallery page costs a phone in image bytes, on first view
 * and after scrolling to the bottom, against the bytes of the photographs
 * it is made from. Needs a production build (`npm run build`).
 *
 *   npm run bench:images [-- path]   (default /gallery; the comparison
 *                                    with the source photographs is for /gallery)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';
import { startGatsbyServe } from '../testing/processes';

const root = path.resolve(__dirname, '..');
const route = process.argv[2] ?? '/gallery';
const port = 9177;

if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

/** Photographs named by the data the page is built from (gallery categories, before-and-after, page hero). */
function sourcePhotographs(): number[] {
  const files = ['gallery', 'before-after.json', 'pages/gallery.json'].flatMap((entry) => {
    const full = path.join(root, 'data', entry);
    return fs.statSync(full).isDirectory() ? fs.readdirSync(full).map((name) => path.join(full, name)) : [full];
  });
  const images = new Set<string>();
  const visit = (value: unknown, dir: string): void => {
    if (typeof value === 'string' && /\.(jpe?g|png|webp)$/i.test(value)) images.add(path.resolve(dir, value));
    else if (value && typeof value === 'object') for (const child of Object.values(value)) visit(child, dir);
  };
  for (const file of files) visit(JSON.parse(fs.readFileSync(file, 'utf8')), path.dirname(file));
  return [...images].map((file) => fs.statSync(file).size);
}

async function main() {
  const server = await startGatsbyServe({ root, port });
  try {
    const browser = await chromium.launch({ executablePath: systemChromium, args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const loaded: { url: string; bytes: number; type: string | undefined }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      loaded.push({
        url: response.url(),
        bytes: body.length,
        type: path.extname(new URL(response.url()).pathname).slice(1) || response.headers()['content-type'],
      });
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const firstView = loaded.reduce((sum, image) => sum + image.bytes, 0);
    const firstCount = loaded.length;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const afterScroll = loaded.reduce((sum, image) => sum + image.bytes, 0);
    const sources = sourcePhotographs();
    const sourceBytes = sources.reduce((sum, size) => sum + size, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const types = [...new Set(loaded.map((image) => image.type))].join(', ');

    console.log(`Images on ${route} at a 390 px phone viewport (device pixel ratio ${await page.evaluate(() => devicePixelRatio)})`);
    console.log(`  first view:              ${String(firstCount).padStart(3)} images, ${kb(firstView)}`);
    console.log(`  after scrolling to end:  ${String(loaded.length).padStart(3)} images, ${kb(afterScroll)}`);
    if (route === '/gallery') {
      console.log(`  source photographs:      ${String(sources.length).padStart(3)} files,  ${kb(sourceBytes)}`);
      console.log(`  share of the sources sent after a full scroll: ${((afterScroll / sourceBytes) * 100).toFixed(1)}%`);
    }
    console.log(`  formats served: ${types}`);
    await browser.close();
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
