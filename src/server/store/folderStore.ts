/**
 * The lead store on a server of the company's own (`npm run serve`, the unit in deploy/): a folder of JSON files, one
 * a key (`photo/<id>/1` is `<folder>/photo/<id>/1.json`, a photo's bytes `.bin`), written so that an acknowledged lead
 * survives a crash or a power cut (below). Never used in a Netlify function, whose folder lasts only as long as its
 * instance (settings.ts refuses it there).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Key, type KeyValueStore, checkedKey, folderDescription } from './keyValueStore';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/**
 * A folder of JSON files, written so that an acknowledged submission
 * survives a crash or a power cut: each file is written whole under a
 * temporary name, flushed, then given its name in one step (a hard link
 * for `create`, which fails if the name exists, even between processes).
 */
export function folderStore(dir: string): KeyValueStore {
  const fileOf = (key: string) => path.join(dir, `${checkedKey(key)}.json`);
  const bytesFileOf = (key: string) => path.join(dir, `${checkedKey(key)}.bin`);

  async function writeTemporary(value: unknown, bytes?: Uint8Array) {
    const temporary = path.join(dir, '.writing', randomUUID());
    await fs.promises.mkdir(path.dirname(temporary), { recursive: true, mode: 0o700 });
    const handle = await fs.promises.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes ?? `${JSON.stringify(value)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return temporary;
  }

  async function syncFolder(folder: string) {
    const handle = await fs.promises.open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    description: folderDescription(dir),
    async get<T>(key: Key<T>) {
      try {
        return JSON.parse(await fs.promises.readFile(fileOf(key), 'utf8')) as T;
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
    async create(key, value) {
      const file = fileOf(key);
      const temporary = await writeTemporary(value);
      try {
        await intoFolder(file, () => fs.promises.link(temporary, file));
        return true;
      } catch (error) {
        if (isCode(error, 'EEXIST')) return false;
        throw error;
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    },
    async set(key, value) {
      await place(await writeTemporary(value), fileOf(key));
    },
    async getBytes(key) {
      try {
        return await fs.promises.readFile(bytesFileOf(key));
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
    async setBytes(key, bytes) {
      await place(await writeTemporary(null, bytes), bytesFileOf(key));
    },
    async delete(key) {
      await Promise.all([fs.promises.rm(fileOf(key), { force: true }), fs.promises.rm(bytesFileOf(key), { force: true })]);
      // A lead's folder (`photo/<id>`, `followup/<id>`, …) goes with its last key, so that a removed lead leaves no
      // name behind; one that still holds a key stays (rmdir refuses it).
      const folder = path.dirname(fileOf(key));
      if (folder !== dir) await fs.promises.rmdir(folder).catch(() => undefined);
    },
    list,
    async firstNames(folder, count) {
      return (await list(folder)).sort().slice(0, count);
    },
    async folders(folder) {
      try {
        const entries = await fs.promises.readdir(path.join(dir, checkedKey(folder)), { withFileTypes: true });
        return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      } catch (error) {
        if (isCode(error, 'ENOENT')) return [];
        throw error;
      }
    },
  };

  /** Gives a written temporary file its name in one step, and makes the name durable. */
  async function place(temporary: string, file: string) {
    await intoFolder(file, () => fs.promises.rename(temporary, file));
  }

  /**
   * Makes `file`'s folder and gives the file its name there (`name`), then makes the name durable. A folder emptied by a
   * delete is removed (below), so another request can remove it at any step: between making it and naming the file,
   * or inside mkdir itself, which finds the folder there (EEXIST) and then fails to look at it (ENOENT). Both steps
   * are then done again; each ENOENT is another request's last delete, so a few tries are enough (twelve writers
   * emptying one folder as fast as they can needed 3 at most in __tests__/server/store.test.ts).
   */
  async function intoFolder(file: string, name: () => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await name();
        break;
      } catch (error) {
        if (!isCode(error, 'ENOENT') || attempt === 10) throw error;
      }
    }
    await syncFolder(path.dirname(file));
  }

  async function list(folder: string) {
    try {
      const names = await fs.promises.readdir(path.join(dir, checkedKey(folder)));
      return names.filter((name) => /\.(json|bin)$/.test(name)).map((name) => name.replace(/\.(json|bin)$/, ''));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }
}
