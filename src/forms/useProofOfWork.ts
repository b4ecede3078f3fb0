import { useCallback, useRef } from 'react';
import { PROOF_LIFETIME_MS } from './fields';
import type { SolvedProof } from './proofOfWork/solve';

/** How long a send waits for a proof still being solved before it goes without one: a customer is never held up for it. */
export const PROOF_WAIT_MS = 2500;

/** A proof older than this is solved again when sent, leaving a few minutes for the send and a clock that runs fast. */
const FRESH_FOR_MS = PROOF_LIFETIME_MS - 5 * 60_000;

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/** A browser that can solve one: workers and Web Crypto (which a page served over plain http from another host lacks). */
const canSolve = () => typeof Worker !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle);

/**
 * The proof of work a form sends (src/server/defences/proofOfWork.ts). `start` loads the solver and begins solving, once:
 * call it when the visitor first touches the form, so its code and work never weigh on a page nobody fills in.
 * `take` gives the proof for one send, waiting for it up to PROOF_WAIT_MS, or undefined: the form then goes
 * without one, which the server still accepts. A proof is good for one send only, so the next send solves another.
 */
export function useProofOfWork() {
  const solving = useRef<Promise<SolvedProof | null> | null>(null);

  const start = useCallback(() => {
    if (solving.current || !canSolve()) return;
    solving.current = import(/* webpackChunkName: "proof-of-work" */ './proofOfWork/solve').then(({ solveProof }) => solveProof()).catch(() => null);
  }, []);

  const take = useCallback(async (): Promise<string | undefined> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      start();
      const current = solving.current;
      if (!current) return undefined;
      const proof = await within(current, PROOF_WAIT_MS);
      // Still being solved: this send goes without it, and it is kept, unspent, for the next.
      if (proof === undefined) return undefined;
      solving.current = null;
      if (proof === null) return undefined;
      // A form left open past the challenge's time: solve a fresh one, within the same short wait.
      if (Date.now() - proof.receivedAt < FRESH_FOR_MS) return proof.payload;
    }
    return undefined;
  }, [start]);

  return { start, take };
}
