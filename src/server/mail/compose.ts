/**
 * The mail of a lead, as the office reads it: every field by its label, the visitor's address as Reply-To. Field
 * values only ever go into the body (text, and HTML-escaped) and the Reply-To address, which the rules have already
 * checked is one line and one valid address of the HTML standard (checked again here, for leads stored before); the
 * subject uses the visitor's name, also checked to be one line. send.ts sends it; when, and that it goes once, is
 * delivery/'s.
 */
import escapeHtml from 'escape-html';
import business from '../../../data/business.json';
import { type FormKind, PHOTOS_LABEL } from '../../forms/fields';
import { isEmailAddress, labelOf } from '../../forms/rules';
import type { SmtpSettings } from '../settings';
import type { StoredSubmission } from '../../leads/lead';

const TITLES: Record<FormKind, string> = {
  quote: 'Quote request',
  contact: 'Message',
  community: 'Community partnership request',
};

const show = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);

/** The lead in the leads view, where its photos are (they are never attached: a customer's photos stay behind the login). */
export const leadLink = (id: string) => new URL(`/admin/leads/?lead=${encodeURIComponent(id)}`, business.url).href;

/** What the mail says of a lead's photos: how many came, which did not, and where to see them; null when none were sent. */
export function photosLine(record: Pick<StoredSubmission, 'id' | 'photos' | 'photosMissing'>): string | null {
  const came = record.photos?.length ?? 0;
  const missing = record.photosMissing ?? [];
  if (!came && !missing.length) return null;
  const parts = [came === 1 ? '1 photo came with it' : `${came} photos came with it`];
  if (missing.length) parts.push(`${missing.length === 1 ? '1 did' : `${missing.length} did`} not arrive (${missing.join(', ')})`);
  return `${parts.join('; ')}. ${came ? 'See them' : 'See the lead'} in the leads view: ${leadLink(record.id)}`;
}

/** The mail of a stored lead, for nodemailer: from and to the office's addresses, replying to the visitor. */
export function composeMail(record: StoredSubmission, smtp: Pick<SmtpSettings, 'from' | 'to'>) {
  const { values } = record;
  const name = `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim();
  const photos = photosLine(record);
  const rows = [
    ...Object.entries(values).map(([field, value]) => [labelOf(record.kind, field), show(value)] as const),
    ...(photos ? [[PHOTOS_LABEL, photos] as const] : []),
  ];
  const received = new Date(record.receivedAt).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'short' });
  const footer = `Received ${received} (Eastern) through the ${business.name} website. Submission ${record.id}. Reply to this email to answer ${name}.`;

  return {
    from: smtp.from,
    to: smtp.to,
    // Only an address the rules accept today: a lead stored under an older, looser rule may hold a second recipient.
    replyTo: typeof values.email === 'string' && isEmailAddress(values.email) ? { name, address: values.email } : undefined,
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
