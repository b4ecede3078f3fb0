/**
 * `npm run bench:fonts`: when a first-time visitor on a phone over Slow 4G sees the brand's faces, and what asking
 * for the fonts costs the hero, for where the page asks for them (issue 60; docs/first-screen.md, "Fonts").
 *
 * For every route of the build, on each host of the bench (bench/servedSite.ts: `plain`, HTTP/1.1 without
 * `_headers`; `http2`, HTTPS with HTTP/2 and `_headers`), in the whole Chromium: a first visit with an empty cache,
 * Slow 4G by DevTools' network emulation (150 ms, 1.6 Mbps), a Pixel 7's screen. It prints, median of the runs:
 *
 * - fonts: when the heading and first paragraph were first drawn in Playfair Display and Inter (the browser's platform
 *   fonts for the node, testing/fontsDrawn.ts), or "–" if not within 5 s;
 * - LCP: the page's largest paint as the browser reports it (the hero photo, or on pages without one the largest text);
 * - hero: when the hero photo's response ended, and the fonts': which came first, and what a preload takes from it.
 *
 * Variants (`--variants built,head,none,link`) rewrite the built HTML in a copy of public/, so one build compares them:
 * `built` as built; `head` the font preloads first in the head; `none` no preload (the fonts asked for at the first
 * layout); `link` (http2 only) the preloads as `Link` headers of the page's response, as Netlify or Caddy would send
 * them from `_headers`. The copy is made at the start, so public/ is read only then
 * (`flock /tmp/gatsby-build.lock` needs to cover just that: `-- --copy-only` prints the copy's folder and stops).
 *
 * `--lighthouse` adds Lighthouse's LCP and CLS (its mobile defaults, one run a route) for each variant and host, as
 * `npm run bench` measures them, whose simulation models each host's connections.
 *
 *   npm run bench:fonts [-- --routes /,/contact] [--host plain] [--runs 3] [--variants built,head] [--lighthouse]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { HOSTS, type HostKind, routesToMeasure } from './servedSite';
import { chromeLauncher, lighthouse as loadLighthouse } from './tools';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';
import { firstVisitOverSlow4G } from '../testing/fontsDrawn';
import { startHost, startPlainHost } from '../testing/staticHost';

const root = path.resolve(__dirname, '..');
const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    host: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    variants: { type: 'string', default: 'built' },
    from: { type: 'string' },
    'copy-only': { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
  },
});
const hosts = (options.host.length ? options.host : Object.keys(HOSTS)) as HostKind[];
const VARIANTS = ['built', 'head', 'none', 'link'] as const;
type Variant = (typeof VARIANTS)[number];
const variants = options.variants.split(',') as Variant[];
const unknown = variants.find((variant) => !VARIANTS.includes(variant));
if (unknown) throw new Error(`--variants ${unknown}: the variants are ${VARIANTS.join(', ')}`);
const UNTIL_MS = 5000;

const PRELOAD = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g;

/** A copy of public/ with every page's font preloads moved as the variant says; `_headers` gains `Link` lines for `link`. */
function variantOf(copy: string, variant: Variant): string {
  const dir = path.join(os.tmpdir(), `bench-fonts-${process.pid}-${variant}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(copy, dir, { recursive: true });
  const fonts = new Set<string>();
  const pages = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin') && fs.statSync(path.join(dir, file)).isFile());
  for (const file of pages) {
    const full = path.join(dir, file);
    const html = fs.readFileSync(full, 'utf8');
    const links = [...html.matchAll(PRELOAD)];
    links.forEach((link) => fonts.add(link[1]));
    if (variant === 'built') continue;
    const without = html.replace(PRELOAD, '');
    fs.writeFileSync(full, variant === 'head' ? without.replace('<head>', `<head>${links.map((link) => link[0]).join('')}`) : without);
  }
  if (variant === 'link') {
    const link = [...fonts].map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', ');
    fs.appendFileSync(path.join(dir, '_headers'), `\n/*\n  Link: ${link}\n`);
  }
  return dir;
}

/** Lighthouse's LCP (ms) and CLS of one run per route, in a Chromium of its own. */
async function lighthouseFigures(origin: string, routes: string[]) {
  const lighthouse = await loadLighthouse();
  const chrome = await (
    await chromeLauncher()
  ).launch({ chromePath: systemChromium, chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS] });
  const figures = new Map<string, { lcp?: number; cls?: number }>();
  try {
    await lighthouse(`${origin}${routes[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' }); // the browser's start-up
    for (const route of routes) {
      const audits = (await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr.audits;
      figures.set(route, { lcp: audits?.['largest-contentful-paint'].numericValue, cls: audits?.['cumulative-layout-shift'].numericValue });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

interface Visit {
  fonts?: number;
  lcp?: number;
  hero?: number;
  fontsEnd?: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const { inFaces } = await firstVisitOverSlow4G(page, url, UNTIL_MS);
    // The hero photo and the page's largest paint may come after the fonts.
    await page.waitForLoadState('load', { timeout: 15_000 });
    const timings = await page.evaluate(async () => {
      // Every candidate so far, and those of the next half second: the hero's paint can follow the load event.
      const largest: PerformanceEntry[] = [];
      new PerformanceObserver((list) => largest.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const heroEntry = hero && resources.find((entry) => entry.name === new URL(hero.currentSrc, location.href).href);
      const fonts = resources.filter((entry) => entry.name.endsWith('.woff2'));
      return {
        lcp: largest.at(-1)?.startTime,
        hero: heroEntry?.responseEnd,
        fontsEnd: fonts.length ? Math.max(...fonts.map((entry) => entry.responseEnd)) : undefined,
      };
    });
    return { fonts: inFaces, ...timings };
  } finally {
    await context.close();
  }
}

const median = (values: (number | undefined)[]) => {
  if (values.some((value) => value === undefined)) return undefined;
  const sorted = (values as number[]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)));

async function main() {
  const routes = routesToMeasure(root, options.routes);
  // One copy of the build, taken at once, which the variants are made from.
  const copy = options.from ?? path.join(os.tmpdir(), `bench-fonts-${process.pid}-public`);
  if (!options.from) fs.cpSync(path.join(root, 'public'), copy, { recursive: true });
  if (options['copy-only']) return console.log(copy);
  const browser = await chromium.launch({ executablePath: systemChromium, args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] });
  const rows: string[][] = [];
  try {
    for (const variant of variants) {
      const dir = variantOf(copy, variant);
      for (const kind of hosts) {
        if (variant === 'link' && kind === 'plain') continue;
        const plain = await startPlainHost({ port: 0, publicDir: dir });
        const host = kind === 'http2' ? await startHost({ port: 0, upstream: plain.origin, publicDir: dir, tls: true }) : undefined;
        const origin = host?.origin ?? plain.origin;
        try {
          const lighthouseRuns = options.lighthouse ? await lighthouseFigures(origin, routes) : undefined;
          await visit(browser, `${origin}${routes[0]}`); // the browser's own start-up, not counted
          for (const route of routes) {
            const runs: Visit[] = [];
            for (let run = 0; run < Number(options.runs); run += 1) runs.push(await visit(browser, `${origin}${route}`));
            const row = (['fonts', 'lcp', 'hero', 'fontsEnd'] as const).map((key) => ms(median(runs.map((entry) => entry[key]))));
            const audit = lighthouseRuns?.get(route);
            if (audit) row.push(audit.lcp === undefined ? '–' : (audit.lcp / 1000).toFixed(2), audit.cls?.toFixed(3) ?? '–');
            rows.push([route, kind, variant, ...row]);
            console.log(rows.at(-1)!.join('\t'));
          }
        } finally {
          host?.close();
          plain.close();
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
    if (!options.from) fs.rmSync(copy, { recursive: true, force: true });
  }
  console.log(`\nFirst visits over Slow 4G (DevTools emulation: 150 ms, 1.6 Mbps), Pixel 7 screen, median of ${options.runs}; ms after navigation.`);
  console.log('fonts: heading and first paragraph drawn in Playfair Display and Inter ("–": not within 5 s); hero, fonts end: responses ended.\n');
  const lighthouseColumns = options.lighthouse ? [' Lighthouse LCP s | Lighthouse CLS |', '--:|--:|'] : ['', ''];
  console.log(`| route | host | variant | fonts | LCP | hero end | fonts end |${lighthouseColumns[0]}`);
  console.log(`|:--|:--|:--|--:|--:|--:|--:|${lighthouseColumns[1]}`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
