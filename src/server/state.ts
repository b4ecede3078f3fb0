/**
 * State the form API keeps between requests (the write queue, stored
 * request ids, recent submissions per address). It lives on `globalThis`
 * because `gatsby serve` and `gatsby develop` load a function's module
 * afresh for every request: module-level variables would start empty each
 * time, and the rate limit and retry check would never see earlier requests.
 */
interface FormServerState {
  /** Tail of the chain of store writes, so they run one at a time. */
  queue: Promise<unknown>;
  /** Request ids already stored, per store folder, with what was stored for them. */
  requestIds: Map<string, Map<string, unknown>>;
  /** Times of recent submissions per client address. */
  recent: Map<string, number[]>;
}

const KEY = Symbol.for('coastal-landscaping.form-server-state');

export function serverState(): FormServerState {
  const global = globalThis as typeof globalThis & { [KEY]?: FormServerState };
  global[KEY] ??= { queue: Promise.resolve(), requestIds: new Map(), recent: new Map() };
  return global[KEY];
}
