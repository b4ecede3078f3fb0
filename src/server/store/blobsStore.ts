/**
 * The lead store on Netlify: a Netlify Blobs store, one blob a key. Inside a Netlify function the site and its token
 * come with the request (openStore.ts connects them); elsewhere (`npm run leads`) from NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN. How its reads may lag, and why the ledger does not mind, is `readConsistency` below.
 */
import { getStore } from '@netlify/blobs';
import { type Key, type KeyValueStore, blobsDescription, checkedKey } from './keyValueStore';

/**
 * Reads straight from Netlify's origin where the access allows it: with a
 * site id and token (`npm run leads`), or a context that names the uncached
 * address. A function of gatsby-adapter-netlify gets neither (connectLambda
 * sets only the cached edge address, and asking for strong reads there
 * throws), so its reads may be up to a minute old. The ledger is built for
 * that: who stores and who mails is decided only by conditional writes
 * (`create`), which Netlify applies at the origin (ledger.ts, delivery/).
 */
function readConsistency(explicitAccess: boolean): 'strong' | 'eventual' {
  if (explicitAccess) return 'strong';
  // Read at run time, not build time (settings.ts says why).
  const context = globalThis.process.env.NETLIFY_BLOBS_CONTEXT;
  if (!context) return 'eventual';
  try {
    return JSON.parse(Buffer.from(context, 'base64').toString('utf8')).uncachedEdgeURL ? 'strong' : 'eventual';
  } catch {
    return 'eventual';
  }
}

/** A Netlify Blobs store by its name; `access` is for use outside a Netlify function. */
export function netlifyBlobsStore(name: string, access: { siteID?: string; token?: string } = {}): KeyValueStore {
  const explicit = Boolean(access.siteID && access.token);
  const store = getStore({ name, consistency: readConsistency(explicit), ...(explicit ? { siteID: access.siteID, token: access.token } : {}) });
  return {
    description: blobsDescription(name),
    async get<T>(key: Key<T>) {
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
