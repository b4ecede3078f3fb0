import fs from 'node:fs';
import path from 'node:path';

/** The part of `public/webpack.stats.json` read here: the files of each named chunk (the entry, pages, named imports). */
interface WebpackStats {
  assetsByChunkName: Record<string, string[] | undefined>;
}

/**
 * Every script of the last build in `publicDir`: those webpack names in its stats (the entry, each page component,
 * the chunks imported by name) and those loaded on demand, which its runtime names by content hash. `public/` keeps
 * the scripts of earlier builds beside them (Gatsby does not empty it), so a file counts only when this build names it.
 */
export function builtScripts(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const named = new Set(Object.values(stats.assetsByChunkName).flatMap((files) => (files ?? []).filter((file) => file.endsWith('.js'))));
  const runtime = [...named].find((file) => file.startsWith('webpack-runtime-'));
  if (!runtime) throw new Error(`${publicDir}/webpack.stats.json names no webpack runtime`);
  const runtimeText = fs.readFileSync(path.join(publicDir, runtime), 'utf8');
  const onDemand = fs.readdirSync(publicDir).filter((file) => /^[\w-]+-([0-9a-f]{20})\.js$/.test(file) && runtimeText.includes(`"${file.slice(-23, -3)}"`));
  return [...new Set([...named, ...onDemand])].sort();
}

/** What a script was built from, by its source map: module paths as webpack names them (`webpack://site/./src/…`). */
export interface ScriptSources {
  file: string;
  /** Null when the script has no source map beside it. */
  sources: string[] | null;
}

/** The modules each script of the build was made of, read from the source maps the production build writes beside them. */
export function sourcesOfScripts(publicDir: string, files: readonly string[] = builtScripts(publicDir)): ScriptSources[] {
  return files.map((file) => {
    const map = path.join(publicDir, `${file}.map`);
    return { file, sources: fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : null };
  });
}

/** A module of the project's own under `folder` (such as `src/server/`), in a source map's terms. */
export const isUnder = (folder: string) => (source: string) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .startsWith(folder);

/** One line per script that holds a module under `folder`: empty when none does. */
export function scriptsHolding(scripts: readonly ScriptSources[], folder: string): string[] {
  return scripts.flatMap(({ file, sources }) => {
    const found = (sources ?? []).filter(isUnder(folder));
    return found.length ? [`${file} holds ${found.map((source) => source.replace(/^webpack:\/\/[^/]*\/\.\//, '')).join(', ')}`] : [];
  });
}
