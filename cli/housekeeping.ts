/**
 * The lead store's daily housekeeping (src/server/round/housekeeping.ts): the mail saying how many leads wait in Held and
 * which the score alone put in Spam, Spam older than 30 days removed (and logged), cut-short deletions finished, old
 * rate-limit windows cleared. The lead round runs it every minute in rounds of a set time (`npm run round`, started by
 * deploy/coastal-site-round.timer on a server of the company's own; the scheduled function on Netlify), and a server
 * of the company's own after a form or leads-view answer too; this runs the day's to the end (no time budget), by hand. Same store and settings as `npm run send-unsent`. Once a day at
 * most, whoever asks: a run on a day whose round is done does nothing.
 *
 *   npm run housekeeping
 */
import { housekeeping } from '../src/server/round/housekeeping';
import { formSettings, storeSettings } from '../src/server/settings';
import { openLedger } from '../src/server/store/ledger';

async function main() {
  const store = await openLedger(storeSettings());
  const report = await housekeeping(store, formSettings());
  if (!report) return console.log(`Today's housekeeping of ${store.description} was done already.`);
  const mail =
    report.held === undefined
      ? 'no mail from this run'
      : report.held === null
        ? 'the day’s mail could not be sent (see above)'
        : `the day’s mail sent (${report.held} lead(s) in Held)`;
  console.log(`Housekeeping of ${store.description}: ${mail}; ${report.removed.length} lead(s) removed (old Spam, and deletions cut short).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
