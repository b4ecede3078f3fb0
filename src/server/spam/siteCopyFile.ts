/**
 * Reads the site's copy from data/ and writes siteCopy.json, the pairs of words the spam score leaves out of a lead
 * (siteCopy.ts). Run by `npm run spam:train` and at the start of every build (gatsby-node.ts), so that the form
 * functions a build compiles carry the copy that build publishes. Node only: the functions import the JSON, not this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { proseOf, siteCopyFile } from './siteCopyWords';

/** Every .json file under `dir`, in one order on every machine. */
function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return entry.name.endsWith('.json') ? [full] : [];
    });
}

/** The prose of every data file under `dataDir`, file by file in path order: for the pairs, and for the tests' padding. */
export function readSiteCopy(dataDir: string): string[] {
  return jsonFiles(dataDir).flatMap((file) => proseOf(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

/** Where the file lives in a checkout at `root`. */
export const siteCopyPath = (root: string) => path.join(root, 'src', 'server', 'spam', 'siteCopy.json');

/** The file as it should read for the data under `root` (as prettier writes it: one pair a line). */
export const siteCopyText = (root: string) => `${JSON.stringify(siteCopyFile(readSiteCopy(path.join(root, 'data'))), null, 2)}\n`;

/** Writes the file when data/ says something else; answers whether it changed. */
export function writeSiteCopy(root: string): boolean {
  const target = siteCopyPath(root);
  const text = siteCopyText(root);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) return false;
  fs.writeFileSync(target, text);
  return true;
}
