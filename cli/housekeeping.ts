/**
 * The lead store's daily housekeeping (src/server/housekeeping.ts): the mail saying how many leads wait in Held,
 * Spam older than 30 days removed (and logged), old rate-limit windows cleared. The site runs it itself on the
 * first form or leads-view request of each day; this runs it from a timer too (deploy/coastal-site-housekeeping.timer
 * on a server of the company's own), so the mail comes on a day with no visitor as well. Same store and settings as
 * `npm run send-unsent`. Once a day at most, whoever asks: a second run the same day does nothing.
 *
 *   npm run housekeeping
 */
import { housekeeping } from '../src/server/housekeeping';
import { formSettings, storeSettings } from '../src/server/settings';
import { openLedger } from '../src/server/store';

async function main() {
  const store = await openLedger(storeSettings());
  const report = await housekeeping(store, formSettings());
  if (!report) return console.log(`Today's housekeeping of ${store.description} was done already.`);
  const held = report.held === null ? 'the mail of held leads could not be sent (see above)' : `${report.held} lead(s) in Held`;
  console.log(`Housekeeping of ${store.description}: ${held}; ${report.removed.length} lead(s) removed from Spam.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
