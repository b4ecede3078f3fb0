/**
 * The key-value store under the lead store: where everything the site keeps about leads lives, on each kind of host,
 * with exactly the operations the ledger (ledger.ts) and the rest need, so that their rules (store before thanking,
 * mail each lead once, decide by create-only writes) are written once for every host:
 *
 *   files          a folder on the server's own disk (folderStore.ts: `npm run serve`, the unit in deploy/), one
 *                  JSON file a key
 *   netlify-blobs  Netlify Blobs, on Netlify (blobsStore.ts; a function's folder lasts only as long as that
 *                  instance, so it is never used there)
 *
 * openStore.ts opens the one the settings name. Keys are `folder/name`, names made of letters, digits, `-` and `_`;
 * which keys there are, what each holds and who writes it is keys.ts, and every other module asks it for a key.
 */

declare const shape: unique symbol;

/**
 * A key that says what it holds (keys.ts makes them): `get` gives that type, and `set` or `create` take only it. A
 * plain string is a key of anything, for the stores themselves and for tests.
 */
export type Key<T> = string & { readonly [shape]?: T };

export interface KeyValueStore {
  /** Where it is, for people: a folder, or the Netlify Blobs store's name. */
  readonly description: string;
  get<T>(key: Key<T>): Promise<T | null>;
  /** Writes `value` only if `key` does not exist yet, in one step; false when it existed. */
  create<T>(key: Key<T>, value: T): Promise<boolean>;
  set<T>(key: Key<T>, value: T): Promise<void>;
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

/** How a store is named in messages and logs. */
export const folderDescription = (dir: string) => `the folder ${dir}`;
export const blobsDescription = (name: string) => `the Netlify Blobs store "${name}"`;

/** The store could not be reached or written: nothing may be acknowledged (the API answers 503). */
export class StoreUnavailableError extends Error {
  constructor(description: string, cause: unknown) {
    super(`The submission store (${description}) could not be used: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

const KEY = /^[\w-]+(\/[\w-]+)*$/;

/** `key` when it is one a store may hold, else an error: no name reaches a folder or Blobs unchecked. */
export function checkedKey(key: string) {
  if (!KEY.test(key)) throw new Error(`"${key}" is not a key of the submission store`);
  return key;
}
