/**
 * A solved proof of work, as the forms' Web Worker makes it (src/forms/proofOfWork/), for tests that send forms as a
 * visitor with scripts would but from a script of their own: the challenge from a running site's /api/challenge, or
 * made in-process with the store's secret (src/server/defences/proofOfWork.ts). Each takes its challenge's tries: the servers
 * of tests that send many forms set PROOF_OF_WORK_TRIES low, so that it solves at once.
 *
 * The server times a visit from when it issued the challenge (src/server/forms/handler.ts): a proof sent under MIN_FILL_MS after its
 * challenge was issued is too fast for a person, and its lead waits in Held. So each proof here answers a challenge
 * issued at least that long before it is handed over, as a person's is by the time they press Send.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MIN_FILL_MS, PROOF_LIFETIME_MS } from '../src/forms/fields';
import type { KeyValueStore } from '../src/server/store/keyValueStore';
import { encodeProof, makeChallenge, proofSecret } from '../src/server/defences/proofOfWork';

/** How many tries the tests' challenges take (PROOF_OF_WORK_TRIES): a few milliseconds to solve. */
export const TEST_PROOF_TRIES = '20';

/** How long before it is sent a test's challenge was issued: a person's time, and a moment more (one clock: this machine's). */
const TAKEN_MS = MIN_FILL_MS + 250;

/** The `altcha` field for a challenge, solved. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encodeProof({ challenge, solution });
}

/** When the server issued a challenge, by its clock (this machine's): proofIssuedAt in src/server/defences/proofOfWork.ts. */
const issuedAt = (challenge: Challenge) => Number(challenge.parameters.expiresAt) * 1000 - PROOF_LIFETIME_MS;

/** Challenges fetched from each site and not handed out yet, oldest first. */
const fetched = new Map<string, Challenge[]>();

/** How many challenges a site is asked for at once, so that a test sending forms one after another waits once per batch. */
const BATCH = 10;

async function fetchBatch(base: string): Promise<Challenge[]> {
  const answers = await Promise.all(
    Array.from({ length: BATCH }, async () => {
      const answer = await fetch(`${base}/api/challenge`, { headers: { accept: 'application/json' } });
      return answer.ok ? ((await answer.json()) as Challenge) : answer.status;
    }),
  );
  const challenges = answers.filter((answer): answer is Challenge => typeof answer === 'object');
  if (!challenges.length) throw new Error(`GET ${base}/api/challenge answered ${answers[0]}`);
  return challenges;
}

/**
 * A proof from the site at `base` (its GET /api/challenge), solved, once its challenge is TAKEN_MS old. Challenges
 * are fetched BATCH at a time and kept for the next calls (for half their life), so a test that sends forms one after
 * another waits about once per batch rather than once a form.
 */
export async function proofFrom(base: string): Promise<string> {
  const kept = (fetched.get(base) ?? []).filter((challenge) => issuedAt(challenge) > Date.now() - PROOF_LIFETIME_MS / 2);
  const waiting = kept.length ? kept : await fetchBatch(base);
  const challenge = waiting.shift()!;
  fetched.set(base, waiting);
  const proof = await solved(challenge);
  const wait = issuedAt(challenge) + TAKEN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return proof;
}

/**
 * A proof signed with the secret of `store` (or PROOF_OF_WORK_SECRET in `env`), solved: for a handler called
 * in-process. Its challenge reads as issued TAKEN_MS ago (a life that much shorter), so it is sent in a person's time.
 */
export async function proofFor(store: KeyValueStore, env?: NodeJS.ProcessEnv): Promise<string> {
  const tries = { min: Number(TEST_PROOF_TRIES), max: Number(TEST_PROOF_TRIES) };
  return solved(await makeChallenge(await proofSecret(store, env), { lifetimeMs: PROOF_LIFETIME_MS - TAKEN_MS, tries }));
}
