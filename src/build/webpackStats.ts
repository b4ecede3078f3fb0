import fs from 'node:fs';
import path from 'node:path';

/** The part of `public/webpack.stats.json` (written by Gatsby's build) that the site's build steps read. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets?: (string | { name: string })[] } | undefined>;
}

export const readWebpackStats = (publicDir: string): WebpackStats => JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));

/** The files of one of webpack's named chunk groups (an entry or a page component), in webpack's order; none for an unknown group. */
export const chunkGroupFiles = (stats: WebpackStats, group: string): string[] =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name));
