/**
 * Mails every stored submission that has not been sent yet (after an SMTP
 * outage, or on a host where mail was set up later), with the same SMTP_*
 * and SUBMISSIONS_DIR settings as the site. Prints what it did; exits 1 if
 * any submission still could not be sent (it stays stored and unsent).
 *
 *   npm run send-unsent
 */
import { formSettings } from '../src/server/config';
import { deliver } from '../src/server/mail';
import { unsentSubmissions } from '../src/server/store';

export async function sendUnsent(log: (line: string) => void = console.log): Promise<{ sent: number; failed: number }> {
  const settings = formSettings();
  const pending = unsentSubmissions(settings.submissionsDir);
  if (!settings.smtp) {
    log(`${pending.length} unsent submission(s) in ${settings.submissionsDir}. Set SMTP_HOST (see README, "Forms") to send them.`);
    return { sent: 0, failed: pending.length };
  }
  let sent = 0;
  let failed = 0;
  for (const record of pending) {
    const result = await deliver(settings.submissionsDir, record, settings.smtp);
    if (result.sent) sent += 1;
    else failed += 1;
    log(`${result.sent ? 'sent  ' : 'FAILED'} ${record.kind.padEnd(9)} ${record.receivedAt} ${record.id}${result.detail ? ` (${result.detail})` : ''}`);
  }
  log(`${sent} sent, ${failed} still unsent, from ${settings.submissionsDir}.`);
  return { sent, failed };
}

if (require.main === module) {
  sendUnsent().then(
    ({ failed }) => process.exit(failed > 0 ? 1 : 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
