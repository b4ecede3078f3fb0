import fs from 'node:fs';
import path from 'node:path';
import { leadSources } from '../content/lead-sources';

/**
 * The names staff gave the sources of their own links and QR codes (`utm_source=truck` → "Truck QR code"), from
 * data/lead-sources.json, which they edit in the editor. Node only: `npm run leads` reads them when it runs, the
 * editor's leads view when it is built (src/cms/writeAdmin.ts). A file the content check would refuse stops here too,
 * naming it, rather than showing leads under the wrong names.
 */
export function campaignNames(dataDir = path.resolve(__dirname, '../../data')): Map<string, string> {
  const file = path.join(dataDir, 'lead-sources.json');
  const parsed = leadSources.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)} is not valid: run npm run check-content to see where.`);
  return new Map(parsed.data.campaigns.map(({ source, name }) => [source, name]));
}
