/**
 * Asks the form API for a challenge and solves it in Web Workers: a chunk of its own, loaded only once a visitor
 * touches a form (src/forms/useProofOfWork.ts), so no page's first screen carries it.
 */
import { solveChallengeWorkers, type Challenge } from 'altcha-lib';

export interface SolvedProof {
  /** The `altcha` field's value: base64 of `{ challenge, solution }`, as ALTCHA's widget sends it. */
  payload: string;
  /** When the challenge arrived, by this browser's clock (its own clock may be hours off the server's). */
  receivedAt: number;
}

/** One worker fewer than the cores, so the page keeps one while the visitor types; at most four. */
const workerCount = () => Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1));

/** A solved challenge, or null when the server makes none (no secret set) or it could not be solved within a minute. */
export async function solveProof(): Promise<SolvedProof | null> {
  const response = await fetch('/api/challenge', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const receivedAt = Date.now();
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: workerCount(),
    createWorker: () => new Worker(new URL('./worker.ts', import.meta.url)),
    timeout: 60_000,
  });
  return solution ? { payload: btoa(JSON.stringify({ challenge, solution })), receivedAt } : null;
}
