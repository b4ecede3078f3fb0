/**
 * Mails a stored submission to the company with nodemailer: every field by
 * its label, the visitor's address as Reply-To. Field values only ever go
 * into the body (text, and HTML-escaped) and the Reply-To address, which
 * the rules have already checked is one line and one valid address of the
 * HTML standard (checked again here, for leads stored before); the subject
 * uses the visitor's name, also checked to be one line.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import escapeHtml from 'escape-html';
import business from '../../../data/business.json';
import { type FormKind, PHOTOS_LABEL } from '../../forms/fields';
import { isEmailAddress, labelOf } from '../../forms/rules';
import type { SmtpSettings } from '../settings';
import type { KeyValueStore } from '../store/keyValueStore';
import { readFollowUp } from '../followUp/changes';
import type { Place } from '../../leads/places';
import { currentPlace } from '../followUp/places';
import type { StoredSubmission } from '../../leads/lead';
import { type MailOutcome, mailOnce, unsentIds, unsentSubmission } from '../store/ledger';

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

export function composeMail(record: StoredSubmission, smtp: SmtpSettings) {
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

/** Mails the office a short note of the site's own (the daily count of held leads: housekeeping.ts); throws if it cannot. */
export async function mailOffice(smtp: SmtpSettings, subject: string, text: string): Promise<void> {
  await transportFor(smtp).sendMail({ from: smtp.from, to: smtp.to, subject, text });
}

/**
 * Mails a stored submission once (store.ts says how racing senders are
 * kept apart) and records the outcome in the store. A mail failure is
 * recorded and returned, not thrown: the submission stays unsent.
 */
export async function deliver(store: KeyValueStore, record: StoredSubmission, smtp: SmtpSettings, { place }: { place?: Place } = {}): Promise<MailOutcome> {
  // Only a lead in the Inbox is mailed, whatever marker says it is unsent: a retry of a send that first landed in
  // Held, or a lead moved to Spam while mail was down, has one. `place` is for a caller that has just decided it (a
  // move, which a read on Netlify may not show for a minute); otherwise it is read.
  if ((place ?? (await placeNow(store, record)).place) !== 'inbox') {
    await forgetMarkerOfKept(store, record);
    return { status: 'skipped' };
  }
  return mailOnce(store, record, async (stored) => (await transportFor(smtp).sendMail(composeMail(stored, smtp))).messageId);
}

/** Where a lead is now, and since when (its last move, else its arrival). */
async function placeNow(store: KeyValueStore, record: StoredSubmission): Promise<{ place: Place; sinceMs: number }> {
  const followUp = await readFollowUp(store, record.id);
  const moved = followUp.history.filter((entry) => entry.kind === 'place').at(-1);
  return { place: currentPlace(record.arrival, followUp), sinceMs: Date.parse(moved?.at ?? record.receivedAt) };
}

/**
 * The unsent marker of a lead that is not in the Inbox goes once its place is an hour old, beyond the minute a
 * Netlify read may lag (a lead just moved to the Inbox may still read as Held): a move to the Inbox sets it again.
 */
async function forgetMarkerOfKept(store: KeyValueStore, record: StoredSubmission) {
  const { place, sinceMs } = await placeNow(store, record);
  if (place !== 'inbox' && Date.now() - sinceMs > 60 * 60_000) await store.delete(`unsent/${record.id}`);
}

/** How many older unsent submissions one request may retry, and for how long it may start new ones. */
export const RETRY_PER_REQUEST = { count: 3, budgetMs: 1500 };

/**
 * Mails a new submission, then, if mail works, retries a few older ones
 * that are still unsent (after an outage, or mail set up late), within a
 * small time budget so that the visitor is not kept waiting. What is left
 * waits for the next request or `npm run send-unsent`.
 */
export async function deliverWithRetries(store: KeyValueStore, record: StoredSubmission, smtp: SmtpSettings): Promise<MailOutcome> {
  const started = Date.now();
  const outcome = await deliver(store, record, smtp, { place: record.arrival?.place ?? 'inbox' });
  if (outcome.status === 'failed') return outcome;
  // A few at random, so that one that always fails cannot hold up the rest.
  const older = (await unsentIds(store))
    .filter((id) => id !== record.id)
    .sort(() => Math.random() - 0.5)
    .slice(0, RETRY_PER_REQUEST.count);
  for (const id of older) {
    if (Date.now() - started > RETRY_PER_REQUEST.budgetMs) break;
    const stored = await unsentSubmission(store, id);
    if (stored && (await deliver(store, stored, smtp)).status === 'failed') break;
  }
  return outcome;
}
