/**
 * A solved proof of work, as the forms' Web Worker makes it (src/forms/proofOfWork/), for tests that send forms as a
 * visitor with scripts would but from a script of their own: the challenge from a running site's /api/challenge, or
 * made in-process with the store's secret (src/server/proofOfWork.ts). Each takes its challenge's tries: the servers
 * of tests that send many forms set PROOF_OF_WORK_TRIES low, so that it solves at once.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DurableStore } from '../src/server/durableStore';
import { encodeProof, makeChallenge, proofSecret } from '../src/server/proofOfWork';

/** How many tries the tests' challenges take (PROOF_OF_WORK_TRIES): a few milliseconds to solve. */
export const TEST_PROOF_TRIES = '20';

/** The `altcha` field for a challenge, solved. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encodeProof({ challenge, solution });
}

/** A proof from the site at `base` (its GET /api/challenge), solved. */
export async function proofFrom(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/challenge`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET ${base}/api/challenge answered ${answer.status}`);
  return solved((await answer.json()) as Challenge);
}

/** A proof signed with the secret of `store` (or PROOF_OF_WORK_SECRET in `env`), solved: for a handler called in-process. */
export async function proofFor(store: DurableStore, env?: NodeJS.ProcessEnv): Promise<string> {
  return solved(await makeChallenge(await proofSecret(store, env), { tries: { min: Number(TEST_PROOF_TRIES), max: Number(TEST_PROOF_TRIES) } }));
}
