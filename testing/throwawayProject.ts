/**
 * A throw-away copy of the project with its own data/, for tests that run a
 * real Gatsby build of changed content (a broken record, a new page, a saved
 * edit from the content editor) without touching the real one. Photographs
 * the copied records point at are small stand-ins, so the build is quick;
 * files already in the copied data/ (a photo staff uploaded) are kept.
 *
 * Each copy lives in a folder of the system's temporary directory named after this checkout and a slot ("build" by
 * default), and keeps Gatsby's .cache there from one copy to the next: the code is the same, so only the first build
 * after a change of code compiles everything (docs/writing-tests.md, "Test support"). Everything else, public/ included,
 * starts afresh. A slot in use by a live process is not shared: a copy asked with `waitForSlotMs` waits that long for
 * it, and otherwise (or after that) gets a folder of its own, built cold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { runToEnd } from './processes';

const ROOT = path.resolve(__dirname, '..');
const COPIED = [
  '.nvmrc',
  'src',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'cli',
  'testing',
];

export interface ThrowawayProject {
  dir: string;
  readJson(file: string): any;
  writeJson(file: string, data: unknown): void;
  /**
   * `npm run build` in the copy; `env` adds to the environment (DEPLOY_TARGET, say). A build of the copy takes
   * 30-100 s here; one that has not ended in 200 s is stopped, Gatsby's workers with it, and throws with its output.
   */
  build(env?: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }>;
  /** The HTML of a built page, e.g. "gallery" or "" for the home page. */
  page(route: string): string;
  remove(): void;
}

/** Small stand-ins for every photograph the data refers to that is not there. */
async function writeSmallImages(dataDir: string) {
  const jsonFiles = fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  for (const file of jsonFiles) {
    const visit = async (value: unknown): Promise<void> => {
      if (typeof value === 'string' && /\.(jpe?g|png|webp)$/i.test(value)) {
        const target = path.resolve(path.dirname(path.join(dataDir, file)), value);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (!fs.existsSync(target))
          await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2f7d4a' } })
            .jpeg()
            .toFile(target);
      } else if (value && typeof value === 'object') {
        for (const child of Object.values(value)) await visit(child);
      }
    };
    await visit(JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')));
  }
}

// Below the time limits of the tests that build (240 s and more), so that the build, not the test, is stopped and says why.
const BUILD_LIMIT_MS = 200_000;

const SLOTS = path.join(os.tmpdir(), `site-builds-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
const KEPT = '.cache';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether this process now holds the slot's lock (taken from nobody, or from a process that has ended). */
function lockSlot(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    if (alive(Number(fs.readFileSync(lock, 'utf8')))) return false;
    fs.writeFileSync(lock, String(process.pid));
    return true;
  }
}

/**
 * The slot's folder, emptied but for Gatsby's cache, and a function that frees it; or null while another process holds
 * it after `waitMs`.
 */
async function takeSlot(slot: string, waitMs: number): Promise<{ dir: string; free(): void } | null> {
  fs.mkdirSync(SLOTS, { recursive: true });
  const dir = path.join(SLOTS, slot);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + waitMs;
  while (!lockSlot(lock)) {
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fs.mkdirSync(dir, { recursive: true });
  const empty = () => {
    for (const entry of fs.readdirSync(dir)) if (entry !== KEPT) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  };
  empty();
  return {
    dir,
    free() {
      empty();
      fs.rmSync(lock, { force: true });
    },
  };
}

/**
 * Copies the project's code, links its node_modules, and copies `dataDir` (the real data/ by default) without
 * its photographs, keeping only the files named in `keepImages` (paths relative to data/). `slot: false` for a copy
 * that never keeps a cache (one that is not meant to build). `waitForSlotMs`: how long to wait for a slot another
 * process holds before building cold in a folder of its own (0, not at all, by default).
 */
export async function throwawayProject({
  dataDir = path.join(ROOT, 'data'),
  keepImages = [] as string[],
  slot = 'build' as string | false,
  waitForSlotMs = 0,
} = {}): Promise<ThrowawayProject> {
  const taken = slot ? await takeSlot(slot, waitForSlotMs) : null;
  const dir = taken?.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const data = path.join(dir, 'data');
  fs.cpSync(dataDir, data, { recursive: true, filter: (src) => !path.relative(dataDir, src).startsWith('images') || path.relative(dataDir, src) === 'images' });
  for (const image of keepImages) {
    fs.mkdirSync(path.dirname(path.join(data, image)), { recursive: true });
    fs.copyFileSync(path.join(dataDir, image), path.join(data, image));
  }
  await writeSmallImages(data);
  return {
    dir,
    readJson: (file) => JSON.parse(fs.readFileSync(path.join(data, file), 'utf8')),
    writeJson: (file, value) => fs.writeFileSync(path.join(data, file), JSON.stringify(value, null, 2)),
    build: (env = {}) =>
      runToEnd(process.execPath, ['src/build/runGatsby.mjs', 'build'], {
        cwd: dir,
        env: { CI: 'true', NO_COLOR: '1', ...env },
        timeoutMs: BUILD_LIMIT_MS,
      }),
    page: (route) => fs.readFileSync(path.join(dir, 'public', route, 'index.html'), 'utf8'),
    remove: () => (taken ? taken.free() : fs.rmSync(dir, { recursive: true, force: true })),
  };
}
