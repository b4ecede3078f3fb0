/**
 * Proof of work for visitors with scripts (issue 58): the server hands out a signed ALTCHA challenge
 * (`GET /api/challenge`, challengeApi.ts), the form solves it in a Web Worker while the visitor types, and sends the solution in
 * the `altcha` field (META_FIELDS.proof). `checkProof` says what the solution is worth; what becomes of a lead
 * without a valid one is decided by the handler, never here (it is kept: a post without scripts has none).
 *
 * The challenge is ALTCHA's deterministic PBKDF2 kind: the server picks the answer (a counter) and signs a key
 * derived from it, so the browser must try every counter up to it while checking costs the server one HMAC.
 */
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_LIFETIME_MS } from '../../forms/fields';
import type { KeyValueStore } from '../store/keyValueStore';
import { proofOfWorkSecret } from '../settings';
import { folders, keyIn, keys } from '../store/keys';

/** Native in every browser's Web Crypto and in Node, so neither side runs a hash written in JavaScript. */
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one try. */
export const PROOF_COST = 1_000;
/**
 * The tries a solution takes, drawn at random for each challenge: on average 4,000 tries of 1,000 iterations,
 * 1.5 s from the first touch of a form to solved in Chromium on a 2-core machine (`npm run bench:proof-of-work`),
 * a few times that on an older phone, while the visitor is still typing.
 */
export const PROOF_TRIES = { min: 2_000, max: 6_000 } as const;
/** A payload longer than this is not one of ours (ours are about 600 characters). */
const MAX_PAYLOAD_CHARS = 4_096;

export type ProofVerdict = 'valid' | 'missing' | 'invalid' | 'expired' | 'replayed';

type Env = NodeJS.ProcessEnv;

/** The second secret, for the derived key's signature, made from the one setting so that hosts keep one variable. */
const keySecret = (secret: string) => crypto.createHmac('sha256', secret).update('altcha derived key').digest('hex');

/** Secrets the site made, by the store they are kept in, once read. */
const madeSecrets = new Map<string, Promise<string>>();

/**
 * The secret that signs and checks challenges: PROOF_OF_WORK_SECRET where the host sets it, else one the site made
 * itself and keeps in its lead store (`secret/proof-of-work`, created once, whoever asks first), so that a host
 * without the setting still checks every proof rather than holding every lead for want of one. The store is as
 * private as the setting: it holds the leads.
 */
export async function proofSecret(store: KeyValueStore, env?: Env): Promise<string> {
  const set = proofOfWorkSecret(env);
  if (set) return set;
  let made = madeSecrets.get(store.description);
  if (!made) {
    made = (async () => {
      const kept = await store.get(keys.proofSecret);
      if (kept?.secret) return kept.secret;
      const mine = crypto.randomBytes(32).toString('hex');
      if (await store.create(keys.proofSecret, { secret: mine, at: new Date().toISOString() })) return mine;
      // Another instance made it first (a Netlify read just after may still lag: then this asks again next time).
      const now = await store.get(keys.proofSecret);
      if (!now?.secret) throw new Error('the proof-of-work secret could not be kept in the store');
      return now.secret;
    })();
    madeSecrets.set(store.description, made);
    made.catch(() => madeSecrets.delete(store.description));
  }
  return made;
}

/**
 * The tries a challenge takes: PROOF_TRIES, unless PROOF_OF_WORK_TRIES names a number, which the tests that send
 * many forms through the API set low (a few dozen), so that each solves at once. Never set it on a live site.
 */
export function proofTries(env: Env = globalThis.process.env): { min: number; max: number } {
  const tries = Number(env.PROOF_OF_WORK_TRIES);
  return Number.isInteger(tries) && tries > 0 ? { min: tries, max: tries } : PROOF_TRIES;
}

/**
 * A challenge signed with `secret` that runs out `lifetimeMs` from now (negative: already run out, for tests). A
 * shorter life than PROOF_LIFETIME_MS reads as a challenge issued that much earlier (proofIssuedAt): tests use it for
 * a visitor who took their time.
 */
export async function makeChallenge(
  secret: string,
  { lifetimeMs = PROOF_LIFETIME_MS, tries = PROOF_TRIES }: { lifetimeMs?: number; tries?: { min: number; max: number } } = {},
): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: PROOF_COST,
    counter: tries.max === tries.min ? tries.max : randomInt(tries.max, tries.min),
    deriveKey,
    // In seconds to the millisecond (a Date would be cut to the second), so that when it was issued is exact: proofIssuedAt.
    expiresAt: (Date.now() + lifetimeMs) / 1000,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
}

/** The payload as ALTCHA's widget sends it too: base64 of `{ challenge, solution }`. */
export const encodeProof = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString('base64');

function decodeProof(value: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    const { challenge, solution } = payload ?? {};
    const parameters = challenge?.parameters;
    const wellFormed =
      typeof parameters === 'object' &&
      parameters !== null &&
      typeof challenge.signature === 'string' &&
      typeof parameters.expiresAt === 'number' &&
      typeof solution === 'object' &&
      solution !== null;
    return wellFormed ? payload : null;
  } catch {
    return null;
  }
}

/** ALTCHA's canonical JSON of the parameters (keys sorted at every level, undefined left out), which it signs. */
const sorted = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      )
    : value;

/** Whether this server signed the challenge: ALTCHA checks the expiry first, and a forged challenge is not an expired one. */
function signedHere(challenge: Payload['challenge'], secret: string) {
  const expected = crypto
    .createHmac('sha256', secret)
    .update(JSON.stringify(sorted(challenge.parameters)))
    .digest();
  const given = Buffer.from(String(challenge.signature), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The key that records a solved challenge: one per challenge, created once, named by when the challenge runs out
 * (seconds) so that the daily housekeeping can remove those no replay could use any more (`expiredProofKeys`).
 * `proof/<expiry>-<digest>` (store/keys.ts).
 */
export const proofKey = (payload: Payload) =>
  keys.proof(
    `${Math.floor(Number(payload.challenge.parameters.expiresAt))}-${crypto.createHash('sha256').update(String(payload.challenge.signature)).digest('hex')}`,
  );

/**
 * When the challenge of the proof the browser sent was issued, by the server's clock: its expiry (which the signature
 * covers) less PROOF_LIFETIME_MS. For the time a visitor took (forms/handler.ts): the browser's own figure is only its word.
 * Read from the payload unchecked, so it means something only for a proof `checkProof` finds valid; undefined when
 * there is no proof, or none that reads as one.
 */
export function proofIssuedAt(payload: unknown): number | undefined {
  const value = Array.isArray(payload) && payload.length === 1 ? payload[0] : payload;
  if (typeof value !== 'string' || value.length > MAX_PAYLOAD_CHARS) return undefined;
  const expiresAt = decodeProof(value)?.challenge.parameters.expiresAt;
  return Number.isFinite(expiresAt) ? Number(expiresAt) * 1000 - PROOF_LIFETIME_MS : undefined;
}

/** The keys of recorded proofs whose challenges have run out: a replay of them is refused as expired anyway. */
export async function expiredProofKeys(store: KeyValueStore, now = Date.now()): Promise<string[]> {
  return (await store.list(folders.proofs)).filter((name) => Number(name.split('-')[0]) * 1000 < now).map((name) => keyIn(folders.proofs, name));
}

/**
 * What the proof the browser sent (`payload`: the form's `altcha` field, as it arrived in the body) is worth:
 *
 *   valid     solved, signed here, in time, and its first use: it is recorded now, so it is valid once only
 *   missing   no proof (scripts off, a browser without Web Crypto or workers, or the form sent before one was ready)
 *   invalid   not a proof of ours: forged, altered, malformed, unsolved; or PROOF_OF_WORK_SECRET is not set, so
 *             none can be checked
 *   expired   one of ours, solved, but its time (PROOF_LIFETIME_MS) has run out
 *   replayed  a valid proof already used by an earlier post
 *
 * Only a valid proof writes to the store (`proof/<sha256 of its signature>`, with `store.create`, so two posts of
 * one proof cannot both be first, on either host). Throws when the store cannot be written, like the ledger.
 */
export async function checkProof(store: KeyValueStore, payload: unknown, env?: Env): Promise<ProofVerdict> {
  const value = Array.isArray(payload) && payload.length === 1 ? payload[0] : payload;
  if (value === undefined || value === null || value === '') return 'missing';
  if (typeof value !== 'string' || value.length > MAX_PAYLOAD_CHARS) return 'invalid';
  const secret = await proofSecret(store, env);
  const proof = decodeProof(value);
  if (!proof) return 'invalid';
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret(secret),
    });
  } catch {
    return 'invalid';
  }
  if (result.expired) return signedHere(proof.challenge, secret) ? 'expired' : 'invalid';
  if (!result.verified) return 'invalid';
  const first = await store.create(proofKey(proof), { usedAt: new Date().toISOString(), expiresAt: proof.challenge.parameters.expiresAt });
  return first ? 'valid' : 'replayed';
}
