/**
 * The one way data files are written: fields in the content model's order,
 * 2-space JSON and a final newline, as the content editor writes them
 * (src/cms/jsonFormat.ts), so a save shows only the real change in a diff.
 * `npm run format:data` rewrites files that differ; `npm test` fails while
 * any does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectionOf } from './collections';
import { recordJson } from './order';

/** A data file's text as it should be, from its path relative to data/. */
const canonicalJson = (value: unknown, relativePath: string) => recordJson(value, collectionOf(relativePath));

const posix = (file: string) => file.split(path.sep).join('/');

/** Data files (paths relative to dataDir) whose text is valid JSON but not written the canonical way. Invalid JSON is the content check's to report. */
export function unformattedFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .filter((file) => {
      const text = fs.readFileSync(path.join(dataDir, file), 'utf8');
      try {
        return text !== canonicalJson(JSON.parse(text), posix(file));
      } catch {
        return false;
      }
    })
    .map(posix);
}

/** Rewrites every unformatted data file canonically (same keys and values, in the model's order) and names them. */
export function formatDataFiles(dataDir: string): string[] {
  const files = unformattedFiles(dataDir);
  for (const file of files) {
    const full = path.join(dataDir, file);
    fs.writeFileSync(full, canonicalJson(JSON.parse(fs.readFileSync(full, 'utf8')), file));
  }
  return files;
}
