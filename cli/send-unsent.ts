/**
 * Mails every stored submission that has not been mailed yet (after a mail
 * outage, or when mail was set up after the site went live), from the same
 * store and with the same SMTP_* settings as the site: the folder
 * SUBMISSIONS_DIR on a server of the company's own, or the site's Netlify
 * Blobs store with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (docs/forms.md).
 * Safe beside the running site: each submission is mailed once. Prints what
 * it did; exits 1 if any is still unsent.
 *
 *   npm run send-unsent
 */
import { formSettings, storeSettings } from '../src/server/settings';
import { deliver } from '../src/server/delivery/deliver';
import { openLedger } from '../src/server/store/ledger';
import { unsentSubmissions } from '../src/server/delivery/unsent';

export async function sendUnsent(log: (line: string) => void = console.log): Promise<{ sent: number; failed: number }> {
  const { smtp } = formSettings();
  const store = await openLedger(storeSettings());
  const pending = await unsentSubmissions(store);
  if (!smtp) {
    log(`${pending.length} unsent submission(s) in ${store.description}. Set SMTP_HOST and MAIL_TO (see docs/forms.md) to send them.`);
    return { sent: 0, failed: pending.length };
  }
  let sent = 0;
  let failed = 0;
  for (const record of pending) {
    const outcome = await deliver(store, record, smtp);
    if (outcome.status === 'sent') sent += 1;
    if (outcome.status === 'failed') failed += 1;
    const label = { sent: 'sent   ', failed: 'FAILED ', skipped: 'skipped' }[outcome.status];
    log(`${label} ${record.kind.padEnd(9)} ${record.receivedAt} ${record.id}${outcome.status === 'failed' ? ` (${outcome.detail})` : ''}`);
  }
  log(`${sent} sent, ${failed} still unsent, from ${store.description}.`);
  return { sent, failed };
}

if (require.main === module) {
  sendUnsent().then(
    ({ failed }) => process.exit(failed > 0 ? 1 : 0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
