/**
 * State the form and leads APIs keep between requests. It lives on `globalThis` because `gatsby serve` and `gatsby
 * develop` load a function's module afresh for every request: a module-level variable would start empty each time,
 * and a limit would never see earlier requests. It is kept per process (per function instance on Netlify).
 */
interface FormServerState {
  /** Times of recent submissions per client address (the forms' rate limit). */
  recent: Map<string, number[]>;
  /** Leads API: who a token belongs to, by the token's digest, until when (leadsApi/access.ts). */
  granted: Map<string, { user: { login: string; name: string }; until: number }>;
  /** Leads API: what the host said of a token it refused, by the token's digest, until when (leadsApi/access.ts). */
  refused: Map<string, { status: 401 | 403; message: string; until: number }>;
  /** Leads API: times of recent calls let in by no login, per client address (leadsApi/access.ts). */
  strangers: Map<string, number[]>;
  /** The Eastern day whose housekeeping this process saw done (round/housekeeping.ts), so it asks the store once a day. */
  housekeptOn?: string;
  /** Work started after an answer was sent (the daily housekeeping) and not ended yet. */
  afterAnswers: Set<Promise<unknown>>;
}

const KEY = Symbol.for('coastal-landscaping.form-server-state');

export function serverState(): FormServerState {
  const global = globalThis as typeof globalThis & { [KEY]?: FormServerState };
  global[KEY] ??= { recent: new Map(), granted: new Map(), refused: new Map(), strangers: new Map(), afterAnswers: new Set() };
  return global[KEY];
}

/**
 * Starts `work` once the current request has been answered (on the next turn of the event loop), on a server that
 * keeps running; its failure is logged with `what`. Kept in the process's state until it ends, so that a test can
 * wait for it (`workAfterAnswers`) before it removes a store the work still uses.
 */
export function afterAnswer(what: string, work: () => Promise<unknown>): void {
  const { afterAnswers } = serverState();
  const running: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error(`[leads] ${what} failed:`, error))
    .finally(() => afterAnswers.delete(running));
  afterAnswers.add(running);
}

/** Ends when every piece of work started after an answer has ended. */
export async function workAfterAnswers(): Promise<void> {
  while (serverState().afterAnswers.size) await Promise.allSettled([...serverState().afterAnswers]);
}

/**
 * Records a call from `address` in `times` (a map of recent call times per address); answers the seconds to wait
 * when the address already made `limit` calls in the last `windowMs`, else null. An address over the limit is not
 * recorded again, so waiting the answer out always works. Addresses whose calls all fell out of the window are
 * forgotten once the map grows large.
 */
export function overLimit(times: Map<string, number[]>, address: string, limit: number, windowMs: number): number | null {
  const now = Date.now();
  const recent = (times.get(address) ?? []).filter((time) => now - time < windowMs);
  if (recent.length >= limit) {
    times.set(address, recent);
    return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
  }
  recent.push(now);
  times.set(address, recent);
  if (times.size > 10_000) for (const [key, list] of times) if (list.every((time) => now - time >= windowMs)) times.delete(key);
  return null;
}
