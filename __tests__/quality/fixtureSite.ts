import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes files into a fresh temporary folder, as a build would write them; returns the folder. */
export function writeSite(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quality-fixture-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** Answers a path from a folder the way a static host does: `/about` is about/index.html, anything missing is a 404. */
export const folderFetcher = (dir: string) => async (urlPath: string) => {
  const pathname = decodeURIComponent(urlPath.split('?')[0]);
  const candidates = [path.join(dir, pathname), path.join(dir, pathname, 'index.html')];
  const file = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return file
    ? { status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', text: async () => fs.readFileSync(file, 'utf8') }
    : { status: 404, contentType: 'text/html', text: async () => 'Not found' };
};
