/**
 * A lead as a row: what `npm run leads` prints and exports (cli/leads.ts) and what the leads view in the editor
 * shows and exports (src/cms/leads/), one set of columns for both. Runs in Node and in the browser.
 */
import { stringify } from 'csv-stringify/sync';
import type { FormKind } from '../forms/fields';
import { PLACE_NAMES } from './places';
import { type CampaignNames, describeSource } from './sources';
import { STATE_NAMES } from './states';
import { staffLabel } from './staff';
import { ANSWER_NAMES, inWords, openTimeToFirstAnswerMs, timeToFirstAnswerMs } from './clock';
import type { Lead } from './lead';

export const FORM_NAMES: Record<FormKind, string> = { quote: 'Quote', contact: 'Message', community: 'Community' };

export const COLUMNS = [
  'Received (Eastern)',
  'Form',
  'Name',
  'Email',
  'Phone',
  'Town',
  'Services',
  'Message',
  'Source',
  'Place',
  'Mail',
  'Follow-up',
  'Told',
  'First opened',
  'First answer',
  'Time to answer',
  'Id',
] as const;

/** The columns of a lead's clock (clock.ts), which the view shows in the open lead and its reports rather than in the table. */
export const CLOCK_COLUMNS = ['Told', 'First opened', 'First answer', 'Time to answer'] as const;

/** A time as the office reads it: Eastern, "11/27/2026, 09:05". */
export const eastern = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/** The Eastern calendar date of a time, "YYYY-MM-DD": the day the office counts a lead on. */
export const easternDate = (time: string | number) => new Date(time).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/** A field's value as text: a list (the services asked for) joined by commas. */
export const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

export const nameOf = (lead: Lead) => `${text(lead.values.firstName)} ${text(lead.values.lastName)}`.trim();

/**
 * Every way a text can break its line: CR LF, a lone CR or LF, and the rarer breaks a spreadsheet or a terminal also
 * honours (vertical tab, form feed, next line, the Unicode line and paragraph separators). A lone CR, sent as it is
 * by a script, would otherwise put the rest of a message over the start of a terminal's line.
 */
export const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** The first line of what the visitor wrote (a message, or a quote's project description). */
export const firstLine = (lead: Lead) =>
  text(lead.values.message ?? lead.values.projectDescription)
    .split(LINE_BREAK)[0]
    .trim();

export type MailStatus = { status: 'mailed' | 'waiting' | 'failed' | 'kept'; text: string };

/**
 * Whether the office has the lead by mail: mailed (when), waiting (never tried yet), failed (why), or kept: a lead
 * Held or in Spam is not mailed until staff move it to the Inbox.
 */
export function mailStatus(lead: Lead): MailStatus {
  if (lead.mailed) return { status: 'mailed', text: `mailed ${eastern(lead.mailed.at)}` };
  if (lead.place !== 'inbox') return { status: 'kept', text: `not mailed: ${PLACE_NAMES[lead.place]}` };
  if (lead.lastFailure) return { status: 'failed', text: `failed: ${lead.lastFailure.detail}` };
  return { status: 'waiting', text: 'waiting (not tried yet)' };
}

/** The cells of a lead's clock, in the order of CLOCK_COLUMNS: when staff were told, first opened it and first answered it, and how long that took. */
export function clockCells(lead: Lead): string[] {
  const { toldAt, firstOpened, firstAnswer } = lead.clock ?? {};
  const told = [toldAt?.mail ? `mail ${eastern(toldAt.mail)}` : '', toldAt?.push ? `push ${eastern(toldAt.push)}` : ''].filter(Boolean).join('; ');
  const who = (moment: { by: string; byName?: string }) => staffLabel({ login: moment.by, name: moment.byName });
  const took = timeToFirstAnswerMs(lead);
  const tookOpen = openTimeToFirstAnswerMs(lead);
  return [
    told,
    firstOpened ? `${eastern(firstOpened.at)}, ${who(firstOpened)}` : '',
    firstAnswer ? `${eastern(firstAnswer.at)}, ${ANSWER_NAMES[firstAnswer.how]}, ${who(firstAnswer)}` : '',
    took === null || tookOpen === null ? '' : `${inWords(took)} (${inWords(tookOpen)} in opening hours)`,
  ];
}

/** One row a lead, in the order of COLUMNS; `names` gives each service id its name, `campaigns` staff's names of their links' sources. */
export function leadRows(leads: readonly Lead[], names: ReadonlyMap<string, string>, campaigns: CampaignNames): string[][] {
  return leads.map((lead) => {
    const { values } = lead;
    const services = Array.isArray(values.services) ? values.services.map((id) => names.get(id) ?? id).join(', ') : '';
    return [
      eastern(lead.receivedAt),
      FORM_NAMES[lead.kind],
      nameOf(lead),
      text(values.email),
      text(values.phone),
      text(values.city),
      services,
      firstLine(lead),
      describeSource(lead.source, campaigns),
      PLACE_NAMES[lead.place],
      mailStatus(lead).text,
      STATE_NAMES[lead.followUp?.state ?? 'new'],
      ...clockCells(lead),
      lead.id,
    ];
  });
}

/**
 * CSV for a spreadsheet, with csv-stringify: records end in CR LF; a cell holding any line break is quoted, so that a
 * lone CR or LF inside a message cannot end its row where a spreadsheet reads it (csv-stringify quotes a cell only
 * for the whole record delimiter, and its `'windows'` setting turns even that off); and a cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe.
 */
export const toCsv = (rows: string[][]) => stringify([[...COLUMNS], ...rows], { escape_formulas: true, record_delimiter: '\r\n', quoted_match: LINE_BREAK });
