/**
 * The leads API behind the leads view of the editor (/admin/leads/, src/cms/leads/), for the people who may
 * publish the site (access.ts decides). This module routes, lets in and answers; what each request does is read.ts
 * (GET) or one action of actions/ (POST), each through the services of src/server/:
 *
 *   GET  /api/leads?place=inbox&offset=0&limit=100   a place's leads, newest first: { leads, next } (next: the offset
 *                                        of the next page, or null)
 *   GET  /api/leads?counts=1             how many leads each place holds: { counts } (asked for apart, as counting
 *                                        lists every key of every place)
 *   GET  /api/leads?id=<id>              one lead, with its whole history
 *   GET  /api/leads?id=<id>&photo=<slot>[&size=thumb][&download=1]   one of its photos (JPEG)
 *   GET  /api/leads?removed=1            the newest lines of removed leads (followUp/removal.ts): { removals }
 *   GET  /api/leads?push=1               the site's public key for push subscriptions, and this login's devices that
 *                                        asked for pushes (devices.ts): { publicKey, devices }
 *   POST /api/leads { action, id, … }    a change of one lead: a state, a note, a move, its mail sent again, its
 *                                        deletion (actions/index.ts lists them)
 *
 * A change someone else made meanwhile answers 409 with the lead as it is now, and nothing is written; so does a
 * `seen` ahead of the lead's changes. Every answer is `Cache-Control: no-store`, lets no other origin read it, and
 * carries lead data only for a request let in. A body over MAX_API_BODY_BYTES is refused (413) before it is read;
 * on a laptop (LEADS_WITHOUT_LOGIN) only this computer's own pages are answered (localGuard.ts).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import type { Staff } from '../../leads/staff';
import { MAX_API_BODY_BYTES, TOO_LARGE } from '../bodyLimits.cjs';
import { localRefusal } from '../localGuard';
import { ledgerFor } from '../store/ledger';
import { leadsAccess } from './access';
import { actAnswer } from './actions';
import { type Answer, problem } from './answer';
import { devicesAnswer } from './devices';
import { readAnswer } from './read';

/** What a request let in as `staff` is answered: a read, or an action. */
async function answer(req: GatsbyFunctionRequest, staff: Staff, env: NodeJS.ProcessEnv): Promise<Answer> {
  const store = await ledgerFor(req, env);
  if (req.method === 'GET' && req.query.push !== undefined) return devicesAnswer(store, staff, env);
  if (req.method === 'GET') return readAnswer(req, store, staff, env);
  if (req.method === 'POST') return actAnswer(req.body, store, staff, env);
  return problem(405, 'The leads API takes GET and POST.');
}

/**
 * The live editor's settings as the build saw them. Gatsby writes the build's value of each `process.env.NAME` into
 * a function's code: on Netlify, NETLIFY, REPOSITORY_URL and BRANCH are set while the site builds, and are not
 * promised where its functions run. A value set where the request arrives (a CMS_* variable of the functions'
 * scope, say) wins.
 */
const AT_BUILD: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries({
    NETLIFY: process.env.NETLIFY,
    REPOSITORY_URL: process.env.REPOSITORY_URL,
    BRANCH: process.env.BRANCH,
    CMS_BACKEND: process.env.CMS_BACKEND,
    CMS_REPO: process.env.CMS_REPO,
    CMS_BRANCH: process.env.CMS_BRANCH,
    CMS_AUTH_URL: process.env.CMS_AUTH_URL,
    CMS_APP_ID: process.env.CMS_APP_ID,
    CMS_API_ROOT: process.env.CMS_API_ROOT,
  }).filter(([, value]) => value !== undefined),
);

/** The handler of /api/leads (src/api/leads.ts). `env` and `fetchImpl` are the live ones unless a test passes others. */
export function createLeadsHandler({
  env = () => ({ ...AT_BUILD, ...globalThis.process.env }),
  fetchImpl,
}: { env?: () => NodeJS.ProcessEnv; fetchImpl?: typeof fetch } = {}) {
  return async function handleLeads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    // gatsby serve lets every origin read every answer; these are for this site's own editor only.
    res.removeHeader('Access-Control-Allow-Origin');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let result: Answer;
    try {
      const settings = env();
      const laptop = settings.LEADS_WITHOUT_LOGIN === 'loopback' && !('netlifyFunctionParams' in req);
      const stranger = laptop ? localRefusal(req.headers, 'same') : null;
      if (stranger) result = problem(403, stranger);
      else if (Number(req.headers['content-length'] ?? 0) > MAX_API_BODY_BYTES) result = problem(413, TOO_LARGE);
      else {
        const access = await leadsAccess(req, settings, fetchImpl);
        if (access.ok) result = await answer(req, access.user, settings);
        else result = { ...problem(access.status, access.message), headers: access.retryAfter ? { 'Retry-After': String(access.retryAfter) } : undefined };
      }
    } catch (error) {
      console.error('[leads] /api/leads failed:', error);
      result = problem(503, 'The leads could not be read just now. Try again in a minute.');
    }
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    // Sent as it is: gatsby-adapter-netlify's `send` labels any Buffer application/octet-stream, over this type.
    if (result.image) res.status(result.status).end(result.image);
    else res.status(result.status).json(result.json);
  };
}
