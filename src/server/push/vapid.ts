/**
 * The server's side of the Web Push protocol's sender identification (VAPID, RFC 8292): one key pair for the site,
 * whose public half every browser subscription is made with, and whose private half signs each push. A host sets it
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: settings.ts) or the site makes a pair once and keeps it in the lead store
 * (`secret/vapid`, created once, whoever asks first), as it does the proof-of-work secret: the store is as private
 * as the setting, since it holds the leads. A pair must not change once devices subscribed with it: a push signed
 * with another key is refused by the push service, and every device would have to subscribe again.
 *
 * The subject, which a push service may use to reach the sender about its pushes, is the business's own address
 * (data/business.json `url`): an `https:` address, as Apple's service requires (it refuses `localhost`).
 */
import webPush from 'web-push';
import business from '../../../data/business.json';
import { pushSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { keys } from '../store/keys';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The subject of every push: the business's address. */
export const VAPID_SUBJECT = new URL(business.url).origin;

/** Pairs the site made, by the store they are kept in, once read. */
const madePairs = new Map<string, Promise<{ publicKey: string; privateKey: string }>>();

/** The site's own pair from the store, made and kept the first time. */
function keptPair(store: KeyValueStore) {
  let made = madePairs.get(store.description);
  if (!made) {
    made = (async () => {
      const kept = await store.get(keys.vapidKeys);
      if (kept?.publicKey && kept.privateKey) return kept;
      const mine = webPush.generateVAPIDKeys();
      if (await store.create(keys.vapidKeys, { ...mine, at: new Date().toISOString() })) return mine;
      // Another instance made it first (a Netlify read just after may still lag: then this asks again next time).
      const now = await store.get(keys.vapidKeys);
      if (!now?.publicKey || !now.privateKey) throw new Error('the push’s key pair could not be kept in the store');
      return now;
    })();
    madePairs.set(store.description, made);
    made.catch(() => madePairs.delete(store.description));
  }
  return made;
}

/** The key pair and subject pushes are sent with: the host's setting, else the pair kept in the store. */
export async function vapidOf(store: KeyValueStore, env?: NodeJS.ProcessEnv): Promise<Vapid> {
  const { publicKey, privateKey } = pushSettings(env).vapid ?? (await keptPair(store));
  return { publicKey, privateKey, subject: VAPID_SUBJECT };
}
