/**
 * State the form API keeps between requests: recent submissions per
 * address, for the rate limit. It lives on `globalThis` because
 * `gatsby serve` and `gatsby develop` load a function's module afresh for
 * every request: a module-level variable would start empty each time, and
 * the rate limit would never see earlier requests.
 */
interface FormServerState {
  /** Times of recent submissions per client address. */
  recent: Map<string, number[]>;
}

const KEY = Symbol.for('coastal-landscaping.form-server-state');

export function serverState(): FormServerState {
  const global = globalThis as typeof globalThis & { [KEY]?: FormServerState };
  global[KEY] ??= { recent: new Map() };
  return global[KEY];
}
