/**
 * One round over the lead store (src/server/round/round.ts), as the server recipe's timer runs it every minute
 * (deploy/coastal-site-round.timer): the day's housekeeping, in a round of at most ROUND_BUDGET_MS, so that a
 * backlog is worked off a minute's share at a time and never in a visitor's wait. Same store and settings as the
 * site and `npm run send-unsent`. Prints one line of what it did; exits 1 when the round failed (the store could not be used, say).
 *
 *   npm run round
 *
 * The timer runs the same code bundled into plain JavaScript (.cache/lead-round.cjs, made by `npm run round:bundle`,
 * which `npm run build` runs after the build), not this file through tsx: tsx's start every minute cost about four
 * times the CPU of a whole round in the bundle (docs/server.md).
 */
import { describeRound, leadRound } from '../src/server/round/round';
import { formSettings, storeSettings } from '../src/server/settings';
import { openLedger } from '../src/server/store/ledger';

/** How long a round may start new work: well inside the minute, so that rounds seldom overlap (they may: round.ts). */
const ROUND_BUDGET_MS = 40_000;

async function main() {
  const store = await openLedger(storeSettings());
  console.log(describeRound(store, await leadRound(store, formSettings(), { budgetMs: ROUND_BUDGET_MS })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
