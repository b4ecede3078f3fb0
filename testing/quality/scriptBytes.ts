import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { builtPages, pageDataFile } from '../../src/build/builtPages';

/** The part of `public/webpack.stats.json` (written by Gatsby's build) read here: its named chunk groups. */
interface WebpackStats {
  namedChunkGroups: Record<string, { assets?: (string | { name: string })[] } | undefined>;
}

const readWebpackStats = (publicDir: string): WebpackStats => JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));

/** The files of one of webpack's named chunk groups (a page component), in webpack's order; none for an unknown group. */
const chunkGroupFiles = (stats: WebpackStats, group: string): string[] =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name));

export interface RouteScripts {
  route: string;
  files: string[];
  /** What a visitor downloads, gzip-compressed as the server sends it. */
  compressedBytes: number;
}

/**
 * The scripts each route runs as it loads, read from the build: the `<script
 * src>` of its HTML (and those held until the first paint, `data-src`) and
 * the chunks of its page component (webpack's chunk group for the component
 * Gatsby names in the page data). Chunks loaded
 * later on demand, such as the lightbox's, are not counted.
 */
export function scriptsByRoute(publicDir: string): RouteScripts[] {
  const stats = readWebpackStats(publicDir);
  return builtPages(publicDir).map(({ route, file }) => {
    const html = fs.readFileSync(file, 'utf8');
    const inHtml = [...html.matchAll(/<script[^>]*\s(?:data-)?src="\/([^"]+)"/g)].map((match) => match[1]);
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), 'utf8'));
    const files = [...new Set([...inHtml, ...chunkGroupFiles(stats, componentChunkName)])].filter((name) => name.endsWith('.js')).sort();
    const compressedBytes = files.reduce((sum, name) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, name))).length, 0);
    return { route, files, compressedBytes };
  });
}

/** One line per route whose scripts pass the budget: empty when every route is within it. */
export function scriptBudgetProblems(routes: readonly RouteScripts[], kilobytes: number): string[] {
  return routes
    .filter((route) => route.compressedBytes > kilobytes * 1024)
    .map(
      (route) =>
        `${route.route} loads ${(route.compressedBytes / 1024).toFixed(1)} KB of script (compressed), over its budget of ${kilobytes} KB: ${route.files.join(', ')}`,
    );
}
