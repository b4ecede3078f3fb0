/**
 * The forms' per-address limit, counted in the lead store so that it holds across function instances (on Netlify
 * each instance has a memory of its own, so a limit kept in memory let a sender through once per instance):
 *
 *   rate/<address digest>/<window number>/<time>-<random>   one key a form sent
 *
 * A sender's count is the keys of the current window and the one before it whose time falls within the last
 * window: two list requests and one write a form. The address is kept only as a digest. Old windows are removed by
 * the daily housekeeping (housekeeping.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DurableStore } from './durableStore';

const digest = (address: string) => createHash('sha256').update(`coastal-landscaping rate\n${address}`).digest('hex').slice(0, 32);

/**
 * Records a form sent from `address`, unless it is over `limit` forms in `windowMs`: then the seconds to wait, and
 * nothing is recorded (waiting the answer out always works).
 */
export async function overSharedLimit(store: DurableStore, address: string, limit: number, windowMs: number): Promise<number | null> {
  const now = Date.now();
  const window = Math.floor(now / windowMs);
  const folder = (number: number) => `rate/${digest(address)}/${number}`;
  const times = (await Promise.all([window - 1, window].map((number) => store.list(folder(number)))))
    .flat()
    .map((name) => Number(name.split('-')[0]))
    .filter((time) => now - time < windowMs)
    .sort((a, b) => a - b);
  if (times.length >= limit) return Math.max(1, Math.ceil((times[times.length - limit] + windowMs - now) / 1000));
  await store.create(`${folder(window)}/${now}-${randomUUID().slice(0, 8)}`, {});
  return null;
}

/** The windows of every address older than a day, for the housekeeping to remove. */
export async function oldWindows(store: DurableStore, windowMs: number): Promise<string[]> {
  const before = Math.floor((Date.now() - 24 * 60 * 60_000) / windowMs);
  const addresses = await store.folders('rate');
  const windows = await Promise.all(
    addresses.map(async (address) =>
      (await store.folders(`rate/${address}`)).filter((number) => Number(number) < before).map((number) => `rate/${address}/${number}`),
    ),
  );
  return windows.flat();
}
