/**
 * Where submissions are kept, on each kind of host: a small key-value store
 * with exactly the operations the submission ledger (store.ts) needs, so
 * that the ledger's rules (store before thanking, mail each submission
 * once) are written once for every host.
 *
 *   files          a folder on the server's own disk (`npm run serve`, the
 *                  unit in deploy/): one JSON file a key
 *   netlify-blobs  Netlify Blobs, on Netlify (a function's folder lasts only
 *                  as long as that instance, so it is never used there)
 *
 * Keys are `folder/name`, names made of letters, digits, `-` and `_`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { connectLambda, getStore } from '@netlify/blobs';
import type { StoreSettings } from '../settings';

export interface DurableStore {
  /** Where it is, for people: a folder, or the Netlify Blobs store's name. */
  readonly description: string;
  get<T>(key: string): Promise<T | null>;
  /** Writes `value` only if `key` does not exist yet, in one step; false when it existed. */
  create(key: string, value: unknown): Promise<boolean>;
  set(key: string, value: unknown): Promise<void>;
  /** Bytes under `key` (a photo), or null; a key holds either JSON or bytes, never both. */
  getBytes(key: string): Promise<Buffer | null>;
  setBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes the key, whether it holds JSON or bytes. */
  delete(key: string): Promise<void>;
  /** The names of the keys in one folder (`list('sent')` → ids). */
  list(folder: string): Promise<string[]>;
  /**
   * The first `count` names of the keys in one folder, in the order of their names (or all, when there are fewer):
   * what a page needs, without listing the whole folder (Blobs lists a thousand keys a request).
   */
  firstNames(folder: string, count: number): Promise<string[]>;
  /** The names of the folders directly in one folder (`folders('rate')`). */
  folders(folder: string): Promise<string[]>;
}

/** The store could not be reached or written: nothing may be acknowledged (the API answers 503). */
/** How a store is named in messages and logs. */
const folderDescription = (dir: string) => `the folder ${dir}`;
const blobsDescription = (name: string) => `the Netlify Blobs store "${name}"`;

export class StoreUnavailableError extends Error {
  constructor(description: string, cause: unknown) {
    super(`The submission store (${description}) could not be used: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

const KEY = /^[\w-]+(\/[\w-]+)*$/;

function checkedKey(key: string) {
  if (!KEY.test(key)) throw new Error(`"${key}" is not a key of the submission store`);
  return key;
}

/** Every operation of `store`, with any failure reported as StoreUnavailableError. */
function guarded(store: DurableStore): DurableStore {
  const wrap =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(...args);
      } catch (error) {
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(store.description, error);
      }
    };
  return {
    description: store.description,
    get: wrap(store.get.bind(store)) as DurableStore['get'],
    create: wrap(store.create.bind(store)),
    set: wrap(store.set.bind(store)),
    getBytes: wrap(store.getBytes.bind(store)),
    setBytes: wrap(store.setBytes.bind(store)),
    delete: wrap(store.delete.bind(store)),
    list: wrap(store.list.bind(store)),
    firstNames: wrap(store.firstNames.bind(store)),
    folders: wrap(store.folders.bind(store)),
  };
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/**
 * A folder of JSON files, written so that an acknowledged submission
 * survives a crash or a power cut: each file is written whole under a
 * temporary name, flushed, then given its name in one step (a hard link
 * for `create`, which fails if the name exists, even between processes).
 */
export function folderStore(dir: string): DurableStore {
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
    async get<T>(key: string) {
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
   * delete is removed (below), so it can go between the two steps: the name is then given again in a new folder.
   */
  async function intoFolder(file: string, name: () => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        await name();
        break;
      } catch (error) {
        if (!isCode(error, 'ENOENT') || attempt === 3) throw error;
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

/**
 * Reads straight from Netlify's origin where the access allows it: with a
 * site id and token (`npm run leads`), or a context that names the uncached
 * address. A function of gatsby-adapter-netlify gets neither (connectLambda
 * sets only the cached edge address, and asking for strong reads there
 * throws), so its reads may be up to a minute old. The ledger is built for
 * that: who stores and who mails is decided only by conditional writes
 * (`create`), which Netlify applies at the origin (src/server/store.ts).
 */
function readConsistency(explicitAccess: boolean): 'strong' | 'eventual' {
  if (explicitAccess) return 'strong';
  // Read at run time, not build time (src/server/settings.ts says why).
  const context = globalThis.process.env.NETLIFY_BLOBS_CONTEXT;
  if (!context) return 'eventual';
  try {
    return JSON.parse(Buffer.from(context, 'base64').toString('utf8')).uncachedEdgeURL ? 'strong' : 'eventual';
  } catch {
    return 'eventual';
  }
}

/**
 * A Netlify Blobs store. Inside a Netlify function the site and its token
 * come with the request; elsewhere (`npm run leads`) from NETLIFY_SITE_ID
 * and NETLIFY_AUTH_TOKEN.
 */
export function netlifyBlobsStore(name: string, access: { siteID?: string; token?: string } = {}): DurableStore {
  const explicit = Boolean(access.siteID && access.token);
  const store = getStore({ name, consistency: readConsistency(explicit), ...(explicit ? { siteID: access.siteID, token: access.token } : {}) });
  return {
    description: blobsDescription(name),
    async get<T>(key: string) {
      return (await store.get(checkedKey(key), { type: 'json' })) as T | null;
    },
    async create(key, value) {
      const { modified } = await store.setJSON(checkedKey(key), value, { onlyIfNew: true });
      return modified;
    },
    async set(key, value) {
      await store.setJSON(checkedKey(key), value);
    },
    async getBytes(key) {
      const bytes = await store.get(checkedKey(key), { type: 'arrayBuffer' });
      return bytes ? Buffer.from(bytes) : null;
    },
    async setBytes(key, bytes) {
      await store.set(checkedKey(key), new Uint8Array(bytes).buffer);
    },
    async delete(key) {
      await store.delete(checkedKey(key));
    },
    async list(folder) {
      const prefix = `${checkedKey(folder)}/`;
      const { blobs } = await store.list({ prefix, directories: true });
      return blobs.map((blob) => blob.key.slice(prefix.length));
    },
    async firstNames(folder, count) {
      const prefix = `${checkedKey(folder)}/`;
      const names: string[] = [];
      for await (const page of store.list({ prefix, directories: true, paginate: true })) {
        names.push(...page.blobs.map((blob) => blob.key.slice(prefix.length)));
        if (names.length >= count) break;
      }
      return names.sort().slice(0, count);
    },
    async folders(folder) {
      const prefix = `${checkedKey(folder)}/`;
      const { directories } = await store.list({ prefix, directories: true });
      return directories.map((name) => name.slice(prefix.length).replace(/\/$/, ''));
    },
  };
}

/** The Lambda-style event Netlify passes to the adapter's functions (gatsby-adapter-netlify puts it on the request). */
export interface NetlifyFunctionRequest {
  netlifyFunctionParams?: { event?: { blobs?: string; headers: Record<string, string | undefined> } };
}

/**
 * The store the settings name, ready to use. In a Netlify function the
 * request carries the Blobs access for this invocation (`connectLambda`).
 * Throws StoreUnavailableError when it cannot be had.
 */
export function openStore(settings: StoreSettings, request?: NetlifyFunctionRequest): DurableStore {
  try {
    if (settings.kind === 'files') return guarded(folderStore(settings.dir));
    const event = request?.netlifyFunctionParams?.event;
    if (event?.blobs) connectLambda(event as Parameters<typeof connectLambda>[0]);
    return guarded(netlifyBlobsStore(settings.name, settings));
  } catch (error) {
    throw new StoreUnavailableError(settings.kind === 'files' ? folderDescription(settings.dir) : blobsDescription(settings.name), error);
  }
}
