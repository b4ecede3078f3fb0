/**
 * Mails a stored submission to the company with nodemailer: every field by
 * its label, the visitor's address as Reply-To. Field values only ever go
 * into the body (text, and HTML-escaped) and the Reply-To address, which
 * the rules have already checked is one line and an address; the subject
 * uses the visitor's name, also checked to be one line.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import business from '../../data/business.json';
import type { FormKind } from '../forms/fields';
import { labelOf } from '../forms/rules';
import type { SmtpSettings } from './config';
import { recordDelivery, type StoredSubmission } from './store';

const TITLES: Record<FormKind, string> = {
  quote: 'Quote request',
  contact: 'Message',
  community: 'Community partnership request',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const show = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);

export function composeMail(record: StoredSubmission, smtp: SmtpSettings) {
  const { values } = record;
  const name = `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim();
  const rows = Object.entries(values).map(([field, value]) => [labelOf(record.kind, field), show(value)] as const);
  const received = new Date(record.receivedAt).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'short' });
  const footer = `Received ${received} (Eastern) through the ${business.name} website. Submission ${record.id}. Reply to this email to answer ${name}.`;

  return {
    from: smtp.from,
    to: smtp.to,
    replyTo: typeof values.email === 'string' ? { name, address: values.email } : undefined,
    subject: `${TITLES[record.kind]} from ${name}`,
    text: `${TITLES[record.kind]} from ${name}\n\n${rows.map(([label, value]) => `${label}:\n${value}`).join('\n\n')}\n\n--\n${footer}\n`,
    html: `<h1 style="font-size:20px">${escapeHtml(TITLES[record.kind])} from ${escapeHtml(name)}</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
<p style="color:#555">${escapeHtml(footer)}</p>`,
    headers: { 'X-Submission-Id': record.id },
  };
}

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

/**
 * Mails a stored submission and records the outcome in the store. Never
 * throws: a failure is recorded (the submission stays unsent) and returned.
 */
export async function deliver(dir: string, record: StoredSubmission, smtp: SmtpSettings): Promise<{ sent: boolean; detail?: string }> {
  try {
    const info = await transportFor(smtp).sendMail(composeMail(record, smtp));
    await recordDelivery(dir, record.id, 'sent', info.messageId);
    return { sent: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await recordDelivery(dir, record.id, 'failed', detail).catch(() => undefined);
    return { sent: false, detail };
  }
}
