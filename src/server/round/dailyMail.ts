/**
 * The office's one mail a day about the leads that were not mailed as they came (housekeeping.ts sends it):
 *
 * - how many wait in Held, with the link that opens them;
 * - the leads the spam score alone put in Spam since the last such mail (not a filled-in hidden field, not a staff
 *   member's move), each named in one line: who, which form, when, and the first words they wrote. Spam is removed
 *   after SPAM_KEPT_DAYS, so a customer the score took for spam is seen by a person while there is time to move them:
 *   that is why the score may send a lead to Spam at all (docs/forms.md, "Spam score").
 *
 * None is sent when neither has anything to say.
 */
import business from '../../../data/business.json';
import { PLACE_NAMES, SPAM_KEPT_DAYS } from '../../leads/places';
import { FORM_NAMES, LINE_BREAK, eastern } from '../../leads/rows';
import type { KeyValueStore } from '../store/keyValueStore';
import { readFollowUp } from '../followUp/changes';
import { keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { HONEYPOT_REASON, countPlace, fromIndexName, indexNames } from '../followUp/places';
import type { StoredSubmission } from '../../leads/lead';

/** The most leads named one by one; the rest are counted. */
export const MAX_NAMED = 40;

/** What the mail tells: how many wait in Held, and the leads the score alone put in Spam since `since`. */
export interface DailyNews {
  held: number;
  spamByScore: Array<Pick<StoredSubmission, 'id' | 'kind' | 'receivedAt' | 'values'>>;
  /** How many more the score put in Spam than are named. */
  moreSpam: number;
}

/** The leads in Spam that came after `sinceMs` and are there by their score alone, oldest first. */
async function spamByScore(store: KeyValueStore, sinceMs: number, nowMs: number) {
  const recent = (await indexNames(store, 'spam')).map(fromIndexName).filter(({ receivedAtMs }) => receivedAtMs > sinceMs && receivedAtMs <= nowMs);
  const leads = await mapLimited(recent, 8, async ({ id }) => {
    const record = await store.get(keys.submission(id));
    if (record?.arrival?.place !== 'spam' || record.arrival.reasons?.includes(HONEYPOT_REASON)) return null;
    // A lead staff moved has been seen by a person.
    const moved = (await readFollowUp(store, id)).history.some((entry) => entry.kind === 'place');
    return moved ? null : record;
  });
  return leads.filter((lead): lead is StoredSubmission => lead !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** What the day's mail would say: Held's count, and the score's Spam since `sinceMs`. */
export async function dailyNews(store: KeyValueStore, sinceMs: number, nowMs: number): Promise<DailyNews> {
  const held = await countPlace(store, 'held');
  const spam = await spamByScore(store, sinceMs, nowMs);
  return { held, spamByScore: spam.slice(0, MAX_NAMED), moreSpam: Math.max(0, spam.length - MAX_NAMED) };
}

// eslint-disable-next-line no-control-regex -- taking control characters out is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('#', String(n)));

/** One line of what a visitor wrote: the first line, control characters out, at most 100 characters. */
function firstWords(values: StoredSubmission['values']) {
  const written = [values.message, values.projectDescription].find((value) => typeof value === 'string' && value.trim()) as string | undefined;
  const line = (written ?? '').split(LINE_BREAK)[0].replace(CONTROL, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

/** The mail's subject and text, or null when there is nothing to tell. */
export function composeDailyMail({ held, spamByScore: spam, moreSpam }: DailyNews): { subject: string; text: string } | null {
  const spamCount = spam.length + moreSpam;
  if (!held && !spamCount) return null;
  const link = (place: string) => new URL(`/admin/leads/?place=${place}`, business.url).href;
  const parts: string[] = [];
  const subjects: string[] = [];
  if (held) {
    const these = plural(held, '1 lead waits', '# leads wait');
    subjects.push(`${these} in ${PLACE_NAMES.held}`);
    parts.push(
      `${these} in ${PLACE_NAMES.held}: the website was not sure ${plural(held, 'it is', 'they are')} from customers, so ${plural(held, 'it was', 'they were')} not mailed. Look at ${plural(held, 'it', 'them')} and press Not spam to mail ${plural(held, 'it', 'them')} to you:\n\n${link('held')}`,
    );
  }
  if (spamCount) {
    subjects.push(`${plural(spamCount, '1 went', '# went')} to ${PLACE_NAMES.spam} by ${plural(spamCount, 'its', 'their')} words`);
    const lines = spam.map(
      (lead) =>
        `- ${`${lead.values.firstName ?? ''} ${lead.values.lastName ?? ''}`.trim()} (${FORM_NAMES[lead.kind]}, ${eastern(lead.receivedAt)}): ${firstWords(lead.values) || '(no message)'}`,
    );
    if (moreSpam) lines.push(`- and ${moreSpam} more`);
    parts.push(
      `The spam filter put ${plural(spamCount, 'this lead', 'these # leads')} in ${PLACE_NAMES.spam} by ${plural(spamCount, 'its', 'their')} words alone since the last mail. Spam is removed after ${SPAM_KEPT_DAYS} days: if one is a customer, open it and press Not spam.\n\n${lines.join('\n')}\n\n${link('spam')}`,
    );
  }
  return {
    subject: `${subjects.join('; ')} on the website`,
    text: `${parts.join('\n\n')}\n\n--\nSent once a day by the ${business.name} website.\n`,
  };
}
