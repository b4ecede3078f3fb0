/**
 * @jest-environment node
 *
 * The proof of work's verdicts (src/server/defences/proofOfWork.ts) on the folder store: a solved challenge counts once,
 * and a missing, forged, altered, expired or replayed one does not; without the setting the site's own secret, kept
 * in its store, signs and checks; and the challenge endpoint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { callFunction } from '../../testing/functionCall';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import { PROOF_LIFETIME_MS } from '../../src/forms/fields';
import { checkProof, encodeProof, makeChallenge, proofKey, proofSecret } from '../../src/server/defences/proofOfWork';
import { createChallengeHandler } from '../../src/server/defences/challengeApi';
import { TEST_PROOF_TRIES } from '../../testing/proof';
import { keepServerLog } from './serverLog';

/*
 * The verdicts do not depend on how many tries a challenge takes, so these challenges take the tests' few (at the live
 * site's, each solve kept a core busy for about a second: 8 s of this file's 9). The live tries are solved in the
 * browser by e2e/forms.spec.ts, on a server of its own.
 */
// The store failures the tests cause, kept for them to read.
const serverErrors = keepServerLog('error');
const QUICK = { min: Number(TEST_PROOF_TRIES), max: Number(TEST_PROOF_TRIES) };
const ENV = { PROOF_OF_WORK_SECRET: 'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(32), PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES };
const OTHER_SITE = { PROOF_OF_WORK_SECRET: 'd'.repeat(64) };

let dir: string;
let store: KeyValueStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));
  store = folderStore(dir);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Solves a challenge as the browser's worker does (the same library, Node's PBKDF2). */
async function solved(challenge: Challenge | null): Promise<Payload> {
  if (!challenge) throw new Error('no challenge was made');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution };
}

const storedProofs = () => store.list('proof');

/** Solved once for the file; every test has a store of its own. */
let ours: Payload;
let elsewhere: Payload;
let late: Payload;
let forgedLate: Payload;

beforeAll(async () => {
  [ours, elsewhere, late, forgedLate] = await Promise.all([
    makeChallenge(ENV.PROOF_OF_WORK_SECRET, { tries: QUICK }).then(solved),
    // Signed with another secret: a sender making its own challenges.
    makeChallenge(OTHER_SITE.PROOF_OF_WORK_SECRET, { tries: QUICK }).then(solved),
    makeChallenge(ENV.PROOF_OF_WORK_SECRET, { lifetimeMs: -1_000, tries: QUICK }).then(solved),
    makeChallenge(OTHER_SITE.PROOF_OF_WORK_SECRET, { lifetimeMs: -1_000, tries: QUICK }).then(solved),
  ]);
}, 30_000);

describe('checkProof', () => {
  test('a solved challenge of this site is valid once; sent again it is replayed, and it is recorded once', async () => {
    const payload = ours;
    expect(await checkProof(store, encodeProof(payload), ENV)).toBe('valid');
    expect(await store.get(proofKey(payload))).toEqual({ usedAt: expect.any(String), expiresAt: payload.challenge.parameters.expiresAt });
    expect(await checkProof(store, encodeProof(payload), ENV)).toBe('replayed');
    expect(await storedProofs()).toHaveLength(1);
  });

  test('two posts of one proof at once: one is valid, the other replayed', async () => {
    const proof = encodeProof(ours);
    expect((await Promise.all([checkProof(store, proof, ENV), checkProof(store, proof, ENV)])).sort()).toEqual(['replayed', 'valid']);
  });

  test('a form sent without a proof (scripts off, or not ready) has it missing', async () => {
    for (const payload of [undefined, null, '']) expect(await checkProof(store, payload, ENV)).toBe('missing');
  });

  test('forged, altered, unsolved or malformed proofs are invalid, and none of them is recorded', async () => {
    const payload = ours;
    const { challenge, solution } = payload;
    const forged: unknown[] = [
      encodeProof(elsewhere),
      // An easier challenge under our signature.
      encodeProof({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }),
      // A later expiry under our signature.
      encodeProof({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution }),
      // Not solved: a made-up key.
      encodeProof({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
      encodeProof({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.replace(/.$/, (last) => (last === '0' ? '1' : '0')) } }),
      // No signature at all.
      encodeProof({ challenge: { parameters: challenge.parameters }, solution }),
      'not base64 at all',
      Buffer.from('{"challenge": 1}').toString('base64'),
      Buffer.from('null').toString('base64'),
      'x'.repeat(10_000),
      42,
      { challenge, solution },
      [encodeProof(payload), encodeProof(payload)],
    ];
    for (const value of forged) expect([String(value).slice(0, 40), await checkProof(store, value, ENV)]).toEqual([String(value).slice(0, 40), 'invalid']);
    expect(await storedProofs()).toEqual([]);
    // The real one was never spent by any of them.
    expect(await checkProof(store, encodeProof(payload), ENV)).toBe('valid');
  });

  test('a solved challenge whose time has run out is expired; a forged one with a past time is invalid, not expired', async () => {
    expect(await checkProof(store, encodeProof(late), ENV)).toBe('expired');
    expect(await checkProof(store, encodeProof(forgedLate), ENV)).toBe('invalid');
    expect(await storedProofs()).toEqual([]);
  });

  test('a challenge lives 30 minutes, long enough to write a quote slowly', async () => {
    const before = Date.now() / 1000;
    const challenge = await makeChallenge(ENV.PROOF_OF_WORK_SECRET);
    expect(challenge.parameters.expiresAt! - before).toBeGreaterThanOrEqual(PROOF_LIFETIME_MS / 1000 - 1);
    expect(PROOF_LIFETIME_MS).toBe(30 * 60_000);
  });

  test('without PROOF_OF_WORK_SECRET (or with one too short to be a secret) the site’s own secret, made once and kept in its store, signs and checks', async () => {
    for (const env of [{}, { PROOF_OF_WORK_SECRET: '' }, { PROOF_OF_WORK_SECRET: 'changeme' }]) {
      // A proof signed with a secret set elsewhere is not one of this store's.
      expect(await checkProof(store, encodeProof(ours), env)).toBe('invalid');
      expect(await checkProof(store, undefined, env)).toBe('missing');
    }
    const [first, second] = await Promise.all([proofSecret(store, {}), proofSecret(folderStore(dir), {})]);
    expect(first).toBe(second);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await checkProof(store, encodeProof(await solved(await makeChallenge(first, { tries: QUICK }))), {})).toBe('valid');
    // Another site's store has a secret of its own.
    const elsewhereDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));
    expect(await proofSecret(folderStore(elsewhereDir), {})).not.toBe(first);
    fs.rmSync(elsewhereDir, { recursive: true, force: true });
  }, 20_000);

  test('the store failing is an error, not a verdict (the form API answers 503, as for any write)', async () => {
    const payload = encodeProof(ours);
    const broken: KeyValueStore = { ...store, create: () => Promise.reject(new Error('disk full')) };
    await expect(checkProof(broken, payload, ENV)).rejects.toThrow('disk full');
  });
});

describe('GET /api/challenge', () => {
  // The store is the test's own folder, where the handler counts each address's challenges too.
  const call = (env: NodeJS.ProcessEnv, method = 'GET', address = '203.0.113.9') =>
    callFunction(createChallengeHandler({ SUBMISSIONS_DIR: dir, ...env }), { method, headers: {}, address }, { 'access-control-allow-origin': '*' });

  test('answers a signed challenge that is never cached and that other sites cannot read', async () => {
    const answer = await call(ENV);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.body).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', keyPrefix: expect.any(String) }, signature: expect.any(String) });
    expect(await checkProof(store, encodeProof(await solved(answer.body)), ENV)).toBe('valid');
  }, 20_000);

  test('each challenge is new', async () => {
    const [a, b] = await Promise.all([call(ENV), call(ENV)]);
    expect(a.body.parameters.nonce).not.toBe(b.body.parameters.nonce);
  });

  test('without the setting it signs with the site’s own secret; with the store out of reach it says no challenge can be made (503), and the form sends without one', async () => {
    const own = await call({ SUBMISSIONS_DIR: dir });
    expect(own.status).toBe(200);
    expect(await checkProof(store, encodeProof(await solved(own.body)), { SUBMISSIONS_DIR: dir })).toBe('valid');
    // A store whose folder cannot be made: its place is taken by a file.
    fs.writeFileSync(path.join(dir, 'taken'), '');
    const unreachable = await call({ SUBMISSIONS_DIR: path.join(dir, 'taken', 'store') });
    expect(unreachable.status).toBe(503);
    expect(unreachable.body.message).toContain('sent without it');
    // The server's log says why, for whoever looks after the site.
    expect(serverErrors().join('\n')).toContain('/api/challenge could not make a challenge: StoreUnavailableError');
  }, 20_000);

  test('an address that asks for more than five challenges a form (FORM_RATE_LIMIT) gets 429 with Retry-After, which the form takes as "send without a proof"; another address is not held up', async () => {
    const env = { ...ENV, FORM_RATE_LIMIT: '2' };
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await call(env, 'GET', '198.51.100.20'));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(Number(answers[10].headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[10].headers['cache-control']).toBe('no-store');
    expect(answers[10].body.message).toContain('sent without');
    expect((await call(env, 'GET', '198.51.100.21')).status).toBe(200);
  });

  test('takes only GET', async () => {
    const answer = await call(ENV, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
  });
});
