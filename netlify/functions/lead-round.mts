/**
 * The lead round on Netlify (src/server/round/round.ts), every minute: Netlify runs this scheduled function on the
 * published deploy, and a function's work after its answer is not promised to run, so this is where the lead store's
 * chores happen there (the form and leads APIs do none of them). Netlify's own functions folder (netlify/functions)
 * is bundled by Netlify's build beside the functions gatsby-adapter-netlify makes of src/api. A thin door: it opens
 * the store the adapter's functions use and runs the round in this call's time.
 */
import { describeRound, leadRound } from '../../src/server/round/round';
import { formSettings, storeSettings } from '../../src/server/settings';
import { openLedger } from '../../src/server/store/ledger';

/**
 * How long the round may start new work. Netlify stops a scheduled function after 30 s; 20 s leaves time for the
 * batch under way (eight removals over the network) and the answer. What is left is the next minute's.
 */
const BUDGET_MS = 20_000;

/** What this function reads of the context Netlify hands a function (its Functions API, version 2). */
interface FunctionContext {
  deploy?: { context?: string };
}

export default async (_request: Request, context: FunctionContext): Promise<Response> => {
  // The store of the deploy context this deploy was built for, as the adapter's functions name it (settings.ts).
  // Netlify tells a function its deploy's context at run time; scheduled functions run on the published deploy only,
  // production's, and a context not told (the local runtime) is production's too (blobsStoreName).
  // The Blobs access comes with the function's environment (no request to take it from, unlike the adapter's).
  const store = await openLedger(storeSettings(process.env, { inFunction: true, context: context.deploy?.context ?? '' }));
  console.log(describeRound(store, await leadRound(store, formSettings(), { budgetMs: BUDGET_MS })));
  return new Response(null, { status: 204 });
};

/** Every minute, the most often Netlify runs a scheduled function. */
export const config = { schedule: '* * * * *' };
