/**
 * Writes the response headers of the build (public/_headers) as Caddy
 * directives for the self-hosted server: `deploy/release.sh` runs it after
 * every build, and deploy/Caddyfile imports the file it writes.
 *
 *   npx tsx cli/caddy-headers.ts [--out headers.caddy]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages } from '../src/build/builtPages';
import { caddyHeaders } from '../src/build/caddyHeaders';
import { parseHeadersFile } from '../src/build/headersFile';

/** Every address the build answers: each file in public/, and each page's route. */
export function publishedPaths(publicDir: string): string[] {
  const files = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = files.map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  return [...paths, ...builtPages(publicDir).map((page) => page.route)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'headers.caddy' } } });
  const rules = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
  fs.writeFileSync(values.out!, caddyHeaders(rules, publishedPaths('public')));
  console.log(`Wrote ${values.out} (${rules.length} header rules from public/_headers)`);
}
