import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REAL_DATA = path.resolve(__dirname, '../../data');

/**
 * A throw-away copy of data/ for one test: the JSON files are copied and the
 * images folder is linked, so a test can break a record without touching
 * the real content.
 */
export function makeDataFixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const dataDir = path.join(root, 'data');
  fs.cpSync(REAL_DATA, dataDir, { recursive: true, filter: (src) => !src.startsWith(path.join(REAL_DATA, 'images')) });
  fs.symlinkSync(path.join(REAL_DATA, 'images'), path.join(dataDir, 'images'));
  return {
    root,
    dataDir,
    read(file: string): any {
      return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    },
    write(file: string, data: unknown) {
      fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
    },
    edit(file: string, change: (data: any) => void) {
      const data = this.read(file);
      change(data);
      this.write(file, data);
    },
    remove(file: string) {
      fs.rmSync(path.join(dataDir, file), { recursive: true });
    },
    cleanup() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
