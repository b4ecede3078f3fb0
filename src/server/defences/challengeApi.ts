/**
 * `GET /api/challenge` (src/api/challenge.ts): a new proof-of-work challenge for a form to solve while the visitor
 * types (proofOfWork.ts says what it is and how a solution is checked).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { formSettings } from '../settings';
import { ledgerFor } from '../store/ledger';
import { clientAddress } from './clientAddress';
import { makeChallenge, proofSecret, proofTries } from './proofOfWork';
import { overSharedLimit } from './sharedLimit';

type Env = NodeJS.ProcessEnv;

/**
 * The challenges one address may fetch in a window of the forms' limit, for each form it may send there: a visitor
 * fetches one a form touched, and one more for each send (a send that failed, a form left open past a challenge's
 * life), so five is more than a person uses, behind a shared address too. A sender solving challenges for another
 * site's visitors gets no more than that from each address of its own.
 */
export const CHALLENGES_PER_FORM = 5;

/**
 * `GET /api/challenge`: a new challenge for a form, never cached. 429 with Retry-After past CHALLENGES_PER_FORM ×
 * FORM_RATE_LIMIT from one address in FORM_RATE_WINDOW_SECONDS (counted in the store like the forms: sharedLimit.ts),
 * and 503 when none can be made (the store out of reach for the site's own secret): the form takes either as "send
 * without a proof", and its lead waits in Held. Only this site's pages may read it (no Access-Control-Allow-Origin,
 * which `gatsby serve` adds to every answer), so another site cannot hand our challenges to its own visitors.
 */
export function createChallengeHandler(env?: Env) {
  return async function handleChallenge(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    res.removeHeader('Access-Control-Allow-Origin');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      res.status(405).json({ message: 'Ask for a challenge with GET.' });
      return;
    }
    try {
      const store = await ledgerFor(req, env);
      const settings = formSettings(env);
      const address = `challenge ${clientAddress(req, settings.trustProxy)}`;
      const wait = await overSharedLimit(store, address, settings.rateLimit * CHALLENGES_PER_FORM, settings.rateWindowMs).catch((error: unknown) => {
        console.error('[forms] /api/challenge: the per-address limit could not be counted, so this challenge was not held to it:', error);
        return null;
      });
      if (wait !== null) {
        res.setHeader('Retry-After', String(wait));
        res.status(429).json({ message: 'Too many challenges were asked for from your connection; the form is sent without one.' });
        return;
      }
      res.status(200).json(await makeChallenge(await proofSecret(store, env), { tries: proofTries(env) }));
    } catch (error) {
      // The form then sends without a proof, and the lead waits in Held for a person.
      console.error('[forms] /api/challenge could not make a challenge:', error);
      res.status(503).json({ message: 'No challenge could be made just now; the form is sent without it.' });
    }
  };
}
