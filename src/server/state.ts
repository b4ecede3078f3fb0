/**
 * State the form API keeps between requests: recent submissions per
 * address, for the rate limit, and the leads API's recent grants. It lives on `globalThis` because
 * `gatsby serve` and `gatsby develop` load a function's module afresh for
 * every request: a module-level variable would start empty each time, and
 * the rate limit would never see earlier requests.
 */
interface FormServerState {
  /** Times of recent submissions per client address. */
  recent: Map<string, number[]>;
  /** Leads API: who a token belongs to, by the token's digest, until when (leadsAccess.ts). */
  granted: Map<string, { user: string; until: number }>;
}

const KEY = Symbol.for('coastal-landscaping.form-server-state');

export function serverState(): FormServerState {
  const global = globalThis as typeof globalThis & { [KEY]?: FormServerState };
  global[KEY] ??= { recent: new Map(), granted: new Map() };
  return global[KEY];
}
