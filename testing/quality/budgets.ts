/**
 * performance-budgets.json, the one file of budgets (docs/performance.md, "Budgets"), and the budget on each
 * page's HTML, which the build can check without a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { builtPages } from '../../src/build/builtPages';

export interface Budgets {
  /**
   * A page's HTML, gzipped at zlib's default level: with its response headers it must fit in the 14,600 bytes a new
   * connection delivers in its first round trip, or everything the page asks for waits a round trip more.
   */
  compressedHtmlBytesPerRoute: number;
  scriptKilobytesPerRoute: number;
  lighthouse: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  cumulativeLayoutShift: number;
  /** Lighthouse's simulated largest contentful paint on a phone, on each host the bench serves from. */
  largestContentfulPaintSeconds: number;
}

export const readBudgets = (root = process.cwd()): Budgets => JSON.parse(fs.readFileSync(path.join(root, 'performance-budgets.json'), 'utf8'));

/** Each route's HTML as a plain static host sends it: gzipped at zlib's default level. */
export const compressedHtmlByRoute = (publicDir: string) =>
  builtPages(publicDir).map(({ route, file }) => ({ route, bytes: zlib.gzipSync(fs.readFileSync(file)).length }));

/** One line per route whose compressed HTML is over the budget: empty when every route is within it. */
export const htmlBudgetProblems = (routes: readonly { route: string; bytes: number }[], budget: number): string[] =>
  routes
    .filter((route) => route.bytes > budget)
    .map(
      (route) => `${route.route}: its HTML is ${route.bytes.toLocaleString('en-US')} bytes compressed, over its budget of ${budget.toLocaleString('en-US')}`,
    );
