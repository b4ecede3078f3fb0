import fs from 'node:fs';
import path from 'node:path';

/**
 * Service names by id, from the service records in data/services, so that a lead's services read as the quote form
 * showed them. Node only: `npm run leads` reads them when it runs, the editor's leads view when it is built.
 */
export function serviceNames(dataDir = path.resolve(__dirname, '../../data')): Map<string, string> {
  const folder = path.join(dataDir, 'services');
  return new Map(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as { id: string; name: string })
      .map((service) => [service.id, service.name]),
  );
}
