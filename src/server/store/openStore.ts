/**
 * Opens the lead store the settings name (settings.ts, `storeSettings`): the folder store or Netlify Blobs, each
 * operation of which reports any failure as StoreUnavailableError, which the APIs answer with 503 (nothing was kept).
 */
import { connectLambda } from '@netlify/blobs';
import type { StoreSettings } from '../settings';
import { netlifyBlobsStore } from './blobsStore';
import { folderStore } from './folderStore';
import { type KeyValueStore, StoreUnavailableError, blobsDescription, folderDescription } from './keyValueStore';

/** Every operation of `store`, with any failure reported as StoreUnavailableError. */
function guarded(store: KeyValueStore): KeyValueStore {
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
    get: wrap(store.get.bind(store)) as KeyValueStore['get'],
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

/** The Lambda-style event Netlify passes to the adapter's functions (gatsby-adapter-netlify puts it on the request). */
export interface NetlifyFunctionRequest {
  netlifyFunctionParams?: { event?: { blobs?: string; headers: Record<string, string | undefined> } };
}

/**
 * The store the settings name, ready to use. In a Netlify function the
 * request carries the Blobs access for this invocation (`connectLambda`).
 * Throws StoreUnavailableError when it cannot be had.
 */
export function openStore(settings: StoreSettings, request?: NetlifyFunctionRequest): KeyValueStore {
  try {
    if (settings.kind === 'files') return guarded(folderStore(settings.dir));
    const event = request?.netlifyFunctionParams?.event;
    if (event?.blobs) connectLambda(event as Parameters<typeof connectLambda>[0]);
    return guarded(netlifyBlobsStore(settings.name, settings));
  } catch (error) {
    throw new StoreUnavailableError(settings.kind === 'files' ? folderDescription(settings.dir) : blobsDescription(settings.name), error);
  }
}
