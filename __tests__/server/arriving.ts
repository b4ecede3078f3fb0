/**
 * Leads that arrived at a given time, stored as the form API stores them: for the tests of the places and of the
 * daily housekeeping, which need leads of a known age in a known place.
 */
import type { Place } from '../../src/leads/places';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { storeSubmission } from '../../src/server/store/ledger';
import { VALID } from '../forms/fixtures';

/** Stores `count` contact leads in `place`, a second apart from `start`, oldest first; their ids, newest first. */
export async function arriveIn(store: KeyValueStore, count: number, place: Place, start = Date.parse('2026-11-01T12:00:00Z')): Promise<string[]> {
  const ids: string[] = [];
  // Only the clock is set; everything else runs as it does.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  try {
    for (let i = 0; i < count; i += 1) {
      jest.setSystemTime(start + i * 1000);
      ids.unshift((await storeSubmission(store, 'contact', { ...VALID.contact, email: `${place}${i}@example.com` }, undefined, { place })).record.id);
    }
  } finally {
    jest.useRealTimers();
  }
  return ids;
}
