/**
 * Sends mail through the SMTP server the settings name (settings.ts), with nodemailer: a lead's mail (compose.ts) and
 * its sender's confirmation (confirmation.ts), for delivery/, which decides when and keeps each to once; and the
 * office's own short notes (the day's mail: round/housekeeping.ts). One transport per mail server, kept by the process.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { StoredSubmission } from '../../leads/lead';
import type { SmtpSettings } from '../settings';
import { composeMail } from './compose';
import { composeConfirmation } from './confirmation';

const transports = new Map<string, Transporter>();

function transportFor(smtp: SmtpSettings) {
  const key = JSON.stringify([smtp.host, smtp.port, smtp.secure, smtp.user]);
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      // A visitor is waiting for the answer: give up quickly, the submission is stored either way.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    });
    transports.set(key, transport);
  }
  return transport;
}

/** Mails the office a short note of the site's own (the day's mail: round/housekeeping.ts); throws if it cannot. */
export async function mailOffice(smtp: SmtpSettings, subject: string, text: string): Promise<void> {
  await transportFor(smtp).sendMail({ from: smtp.from, to: smtp.to, subject, text });
}

/** Sends a lead's mail to the office; its id as the mail server gave it. Throws if it cannot be sent. */
export async function sendLeadMail(record: StoredSubmission, smtp: SmtpSettings): Promise<string | undefined> {
  return (await transportFor(smtp).sendMail(composeMail(record, smtp))).messageId;
}

/** Sends the customer's confirmation of a lead (confirmation.ts) to `to`; its id as the mail server gave it. Throws if it cannot be sent. */
export async function sendConfirmation(record: StoredSubmission, smtp: SmtpSettings, to: string): Promise<string | undefined> {
  return (await transportFor(smtp).sendMail(composeConfirmation(record, smtp, to))).messageId;
}
