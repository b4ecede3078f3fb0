/**
 * The office's mail of a round's nudges (nudges.ts sends it, once a round, to MAIL_TO): each lead nobody has answered
 * in its time, and each lead held for a look, named in one line (who, which form, when it came, how long it has
 * waited within opening hours, or why the site held it) with the link that opens it in the leads view. The visitor's
 * name is the only thing of theirs it repeats, as the day's mail does (round/dailyMail.ts); the rest is in the lead.
 */
import business from '../../../data/business.json';
import { inWords } from '../../leads/clock';
import type { StoredSubmission } from '../../leads/lead';
import { openMsBetween } from '../../leads/openingHours';
import { eastern } from '../../leads/rows';
import { leadLink } from '../mail/compose';
import { PUSH_TITLES } from '../push/payload';

/** A lead the round brings to staff's notice: one nobody answered in its time, or one the site held. */
export interface Nudged {
  lead: Pick<StoredSubmission, 'id' | 'kind' | 'receivedAt' | 'values'>;
  /** Why the site held it, in staff's words (its arrival's reasons), for a Held lead; absent for the Inbox's. */
  held?: string[];
}

// eslint-disable-next-line no-control-regex -- taking control characters out is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The visitor's name on one line, as the mail names the lead. */
export const nameOf = (values: StoredSubmission['values']) =>
  `${values.firstName ?? ''} ${values.lastName ?? ''}`.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim() || 'Someone';

/** Why a lead was held, as the leads view shows it. */
export const heldReason = (reasons: readonly string[] | undefined) => (reasons?.length ? reasons.join('; ') : 'the website was not sure it is from a customer');

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('#', String(n)));

/** The mail's subject and text for the leads of one round (at least one). */
export function composeNudgeMail(nudged: readonly Nudged[], now: Date): { subject: string; text: string } {
  const waiting = nudged.filter((item) => !item.held);
  const held = nudged.filter((item) => item.held);
  const line = ({ lead, held: reasons }: Nudged) => {
    const about = `${nameOf(lead.values)}, ${PUSH_TITLES[lead.kind]}, came ${eastern(lead.receivedAt)} (Eastern)`;
    const why = reasons ? `held because: ${heldReason(reasons)}` : `waiting ${inWords(openMsBetween(lead.receivedAt, now))} of opening hours`;
    return `- ${about}, ${why}:\n  ${leadLink(lead.id)}`;
  };
  const parts: string[] = [];
  const subjects: string[] = [];
  if (waiting.length) {
    subjects.push(
      waiting.length === 1
        ? `Still waiting for an answer: ${PUSH_TITLES[waiting[0].lead.kind]} from ${nameOf(waiting[0].lead.values)}`
        : `${waiting.length} requests still waiting for an answer`,
    );
    parts.push(
      `${plural(waiting.length, 'Nobody has answered this request', 'Nobody has answered these # requests')} yet (no call or email from the leads view, still New). Call or email from the lead, so the customer hears from you first:\n\n${waiting.map(line).join('\n')}`,
    );
  }
  if (held.length) {
    subjects.push(plural(held.length, '1 request held for a look', '# requests held for a look'));
    parts.push(
      `The website held ${plural(held.length, 'this request', 'these # requests')} and did not mail ${plural(held.length, 'it', 'them')}, unsure ${plural(held.length, 'it is', 'they are')} from a customer. If one is, open it and press Not spam:\n\n${held.map(line).join('\n')}`,
    );
  }
  return { subject: subjects.join('; '), text: `${parts.join('\n\n')}\n\n--\nSent by the ${business.name} website, once for each request.\n` };
}
