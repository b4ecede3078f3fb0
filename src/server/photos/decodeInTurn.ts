/**
 * Photos are decoded one at a time in a process (issue 64). A photo under the limits can still take a couple of
 * hundred megabytes while sharp decodes it (prepare.ts, MAX_DECODED_BYTES), and sharp's work runs on Node's four
 * worker threads, which the store's file reads share: five photos decoded at once held five times the memory and
 * every worker, so a plain file read waited seconds. In turn, the memory is one photo's and three workers stay free;
 * a photo waits for those ahead of it instead.
 */

// On globalThis, as state.ts keeps its state: `gatsby serve` loads a function's module afresh for every request, and
// each function (/api/photo, /api/quote) is a bundle of its own, so a variable of this module would be one a request.
const KEY = Symbol.for('coastal-landscaping.decode-in-turn');
const turns = () => {
  const global = globalThis as typeof globalThis & { [KEY]?: { last: Promise<unknown> } };
  global[KEY] ??= { last: Promise.resolve() };
  return global[KEY];
};

/** Runs `decode` once every decode asked for before it in this process has finished (whether it succeeded or not), and returns its result. */
export function decodeInTurn<T>(decode: () => Promise<T>): Promise<T> {
  const queue = turns();
  const turn = queue.last.then(decode);
  queue.last = turn.catch(() => undefined);
  return turn;
}
