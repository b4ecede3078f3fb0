/**
 * `npm run bench:first-screen`: what a phone downloads for each route's first
 * screen, from the production build in public/ on the plain static host.
 *
 * For every route it prints the compressed HTML (a new connection's first
 * window holds 14,600 bytes, its response headers included: see
 * docs/first-screen.md, "What the first screen waits for") and the
 * first-screen photos, found as a phone finds them: Chromium with
 * Lighthouse's phone (412 px at a device pixel ratio of 1.75) loads the page,
 * and every photo that is not lazy is listed with the file the phone chose,
 * its width and its bytes.
 *
 *   npm run bench:first-screen                 the table
 *   npm run bench:first-screen -- --efforts    and each first-screen photo (the AVIF the phone took, and the
 *                                              WebP a browser without AVIF shows) encoded again from its source
 *                                              at every effort (AVIF 0-9, WebP 0-6): bytes and time, the
 *                                              smallest marked (a few minutes)
 *   npm run bench:first-screen -- --routes /,/gallery
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { routesToMeasure } from './servedSite';
import { lighthouseMobileProfile } from './tools';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';
import { compressedHtmlByRoute } from '../testing/quality/budgets';
import { startPlainHost } from '../testing/staticHost';
import { IMAGE_DEFAULTS } from '../src/build/imageDefaults';

const root = path.resolve(__dirname, '..');
const { values: options } = parseArgs({ options: { efforts: { type: 'boolean', default: false }, routes: { type: 'string' } } });

interface FirstScreenPhoto {
  route: string;
  /** The file the phone fetched, e.g. /static/…/e9d17/hero-home.avif */
  file: string;
  bytes: number;
  /** Its width in pixels. */
  width: number;
  /** The file a browser without AVIF shows instead (the <img>'s own, a WebP). */
  fallback: string | null;
}

/** A built photo's width in pixels, read from the file. */
const widthOf = async (file: string) => (await sharp(path.join(root, 'public', file)).metadata()).width ?? 0;

/** Every photo a phone fetches for each route's first screen: the page's non-lazy images, as the browser chose them. */
async function firstScreenPhotos(routes: string[]): Promise<FirstScreenPhoto[]> {
  const { screenEmulationMetrics } = await lighthouseMobileProfile();
  const phone = screenEmulationMetrics.mobile;
  const host = await startPlainHost({ port: 0, publicDir: path.join(root, 'public') });
  const browser = await chromium.launch({ executablePath: systemChromium, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const photos: FirstScreenPhoto[] = [];
    for (const route of routes) {
      const page = await context.newPage();
      await page.goto(`${host.origin}${route}`, { waitUntil: 'load' });
      const chosen = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[data-photo]')]
          .filter((image) => image.loading !== 'lazy' && image.currentSrc)
          .map((image) => ({ file: new URL(image.currentSrc).pathname, fallback: image.getAttribute('src') })),
      );
      for (const { file, fallback } of chosen) {
        photos.push({ route, file, fallback, width: await widthOf(file), bytes: fs.statSync(path.join(root, 'public', file)).size });
      }
      await page.close();
    }
    return photos;
  } finally {
    await browser.close();
    host.close();
  }
}

/** The photo in data/ a built file was made from: gatsby-plugin-sharp keeps the source's name. */
function sourceOf(file: string): string {
  const name = path.basename(file, path.extname(file));
  const images = path.join(root, 'data/images');
  const source = fs.readdirSync(images).find((entry) => path.basename(entry, path.extname(entry)) === name);
  if (!source) throw new Error(`No photo in data/images is named ${name} (for ${file})`);
  return path.join(images, source);
}

/** The file encoded again from its source at every effort of its format: bytes and milliseconds. */
async function encodings(photo: FirstScreenPhoto) {
  const format = path.extname(photo.file).slice(1);
  const quality = format === 'avif' ? IMAGE_DEFAULTS.avifOptions.quality : IMAGE_DEFAULTS.quality;
  const efforts = format === 'avif' ? 10 : format === 'webp' ? 7 : 0;
  const input = fs.readFileSync(sourceOf(photo.file));
  const results: { effort: number; bytes: number; ms: number }[] = [];
  for (let effort = 0; effort < efforts; effort += 1) {
    const started = performance.now();
    const pipeline = sharp(input).rotate().resize(photo.width);
    const encoded = await (format === 'avif' ? pipeline.avif({ quality, effort }) : pipeline.webp({ quality, effort })).toBuffer();
    results.push({ effort, bytes: encoded.length, ms: performance.now() - started });
  }
  return results;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'public/index.html'))) throw new Error('No production build: run `npm run build` first.');
  const routes = routesToMeasure(root, options.routes);
  const html = new Map(compressedHtmlByRoute(path.join(root, 'public')).map((page) => [page.route, page.bytes]));
  const photos = await firstScreenPhotos(routes);

  console.log(`First screen of each route on a phone (Lighthouse's: 412 px, pixel ratio 1.75), from the plain static host:\n`);
  console.log('| route | HTML, gzipped | first-screen photo | width | bytes |');
  console.log('|:--|--:|:--|--:|--:|');
  for (const route of routes) {
    const ofRoute = photos.filter((photo) => photo.route === route);
    const bytes = `${html.get(route)!.toLocaleString('en-US')} B`;
    if (!ofRoute.length) console.log(`| ${route} | ${bytes} | none | | |`);
    for (const photo of ofRoute)
      console.log(`| ${route} | ${bytes} | ${path.basename(photo.file)} | ${photo.width} | ${photo.bytes.toLocaleString('en-US')} |`);
  }

  if (!options.efforts) return;
  const fallbacks = photos.filter((photo) => photo.fallback).map(async (photo) => ({ ...photo, file: photo.fallback!, width: await widthOf(photo.fallback!) }));
  const files = [...photos, ...(await Promise.all(fallbacks))];
  console.log(
    `\nEach first-screen photo, and the WebP a browser without AVIF shows instead, encoded again from its source at its width (bytes; * the smallest):\n`,
  );
  for (const photo of files) {
    const results = await encodings(photo);
    if (!results.length) continue;
    const smallest = Math.min(...results.map((result) => result.bytes));
    const built = fs.statSync(path.join(root, 'public', photo.file)).size;
    const cells = results.map(({ effort, bytes, ms }) => `${effort}: ${bytes.toLocaleString('en-US')}${bytes === smallest ? '*' : ''} (${Math.round(ms)} ms)`);
    console.log(`${path.basename(photo.file)} at ${photo.width} px, as built ${built.toLocaleString('en-US')} B\n  ${cells.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
