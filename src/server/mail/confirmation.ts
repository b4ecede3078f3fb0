/**
 * The short mail that confirms a request to the customer who sent it (issue 66, item 3): thanks by first name, what
 * happens next (`confirmationNextStep` of data/forms.json, staff's sentence), the opening hours in both of the
 * specification's readings (data/business.json; docs/decisions.md) and the phone number; from the business
 * (MAIL_FROM), replying to the office (MAIL_TO), marked as an automatic reply so that other robots do not answer it.
 *
 * It repeats nothing the visitor wrote but their first name, made plain (`plainFirstName`): anyone can type someone
 * else's address into a form, and then the mail is what the site sends a stranger, so the form must not carry their
 * words to them. Plain text only. When and how often it goes is delivery/confirm.ts's.
 */
import business from '../../../data/business.json';
import forms from '../../../data/forms.json';
import type { FormKind } from '../../forms/fields';
import type { StoredSubmission } from '../../leads/lead';
import { hoursInWords } from '../../leads/openingHours';
import { LINE_BREAK } from '../../leads/rows';
import type { SmtpSettings } from '../settings';

/** The longest first name the mail repeats, in characters. */
export const FIRST_NAME_CHARS = 24;

/** What the customer sent, as the thanks names it. */
const SENT: Record<FormKind, string> = { quote: 'your quote request', contact: 'your message', community: 'your community partnership request' };

/**
 * The first name as the mail greets it: its first line, only the words made of letters (and the marks, apostrophes
 * and hyphens names have; a stop or comma after one is dropped), at most two (only the first, when there are more: a
 * name rarely has) and FIRST_NAME_CHARS characters. So no link, address, number or sentence a visitor types as a
 * "name" reaches the person whose address it is; empty when nothing of a name is left.
 */
export function plainFirstName(value: unknown): string {
  const line = (typeof value === 'string' ? value : '').normalize('NFKC').split(LINE_BREAK)[0];
  const words = line
    .split(/\s+/)
    .map((word) => word.replace(/[.,;:!?]+$/, ''))
    .filter((word) => /^[\p{L}\p{M}'’-]+$/u.test(word) && /\p{L}/u.test(word));
  const name = words.length <= 2 ? words.join(' ') : words[0];
  return Array.from(name).length > FIRST_NAME_CHARS ? Array.from(words[0]).slice(0, FIRST_NAME_CHARS).join('') : name;
}

/**
 * The opening hours as the mail gives them: the contact page's lines as visitors read them there, and the reading
 * published in the pages' structured data (what search results show), both, as data/business.json keeps both.
 */
export function hoursLines(hours = business.openingHours): string[] {
  const shown = hours.contactPage.map((line) => `${line.days} ${line.hours}`).join(', ');
  return [`Our hours (Eastern time): ${shown}.`, `In our listings: ${hoursInWords(hours.structured)}.`];
}

/** The confirmation of a stored lead, for nodemailer: to its sender's address, from the business, replying to the office. */
export function composeConfirmation(record: Pick<StoredSubmission, 'kind' | 'values'>, smtp: Pick<SmtpSettings, 'from' | 'to'>, to: string) {
  const firstName = plainFirstName(record.values.firstName);
  const text = [
    `${firstName ? `Hi ${firstName}` : 'Hello'},`,
    '',
    `Thank you for ${SENT[record.kind]}: it has reached us. ${forms.confirmationNextStep}`,
    '',
    ...hoursLines(),
    `Our phone: ${business.phone.display}.`,
    '',
    business.name,
    business.url,
    '',
    '--',
    `This is an automatic reply to a form sent on our website with this address. If it was not you, you need do nothing: we will not write again unless you ask us.`,
    '',
  ].join('\n');
  return {
    from: smtp.from,
    to,
    replyTo: smtp.to,
    subject: `We have ${SENT[record.kind]} – ${business.name}`,
    text,
    // RFC 3834: an automatic reply, which a mail program or another robot does not answer; Microsoft's servers read the second.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
  };
}
