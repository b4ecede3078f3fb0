/**
 * The spam filter's tables for issue 64, beside the plain held-out one (report.ts): where each held-out lead lands
 * when the site's own copy is appended to it (PADDING_LENGTHS), and where the held-out genuine leads and short
 * customer messages in the padding's words land after staff's Spam marks of padded pitches (marks.ts). A lead
 * lands as the form handler puts it with a valid proof of work (defences.ts `arrivalOf`): by its score, and by the
 * signals that hold a lead whatever its score. Printed by `npm run spam:report`, checked by
 * __tests__/server/spamPadding.test.ts.
 */
import { arrivalOf } from '../../src/server/defences/judge';
import type { KeyValueStore } from '../../src/server/store/keyValueStore';
import { learn, loadModel, scoreLead, SPAM_THRESHOLDS, type SpamModel } from '../../src/server/spam';
import type { FormKind } from '../../src/forms/fields';
import type { Submission } from '../../src/forms/rules';
import { heldOutItems, type CorpusItem } from './corpus';
import { CUSTOMER_MESSAGES } from './customerWords';
import { MARKED_PITCHES } from './marks';
import { PADDING_LENGTHS, padded, SITE_COPY } from './padding';
import type { PlaceTable } from './report';

/** Where a lead sent with a valid proof of work lands. */
export function landingOf(model: SpamModel, kind: FormKind, values: Submission) {
  return arrivalOf({ honeypot: false, tooFast: false, proof: 'valid', score: scoreLead(model, kind, values) }, SPAM_THRESHOLDS).place;
}

const emptyTable = (): PlaceTable => ({ inbox: { spam: 0, genuine: 0 }, held: { spam: 0, genuine: 0 }, spam: { spam: 0, genuine: 0 } });

/** How many of each label land in each place. */
export function landingTable(model: SpamModel, items: readonly Pick<CorpusItem, 'kind' | 'values' | 'label'>[]): PlaceTable {
  const table = emptyTable();
  for (const item of items) table[landingOf(model, item.kind, item.values)][item.label] += 1;
  return table;
}

/** The held-out part with `chars` characters of the site's copy after each lead, for each length. */
export const paddedTables = (model: SpamModel, source: readonly string[] = SITE_COPY) =>
  PADDING_LENGTHS.map((chars) => ({
    chars,
    table: landingTable(
      model,
      heldOutItems.map((item) => padded(item, chars, source)),
    ),
  }));

/** The customer messages in the padding's words, as leads of the contact form. */
export const customerLeads = CUSTOMER_MESSAGES.map((values) => ({ kind: 'contact' as const, values, label: 'genuine' as const }));

/**
 * Staff's Spam marks of the padded pitches, kept in `store` as the leads view keeps them (`learn`); then where the
 * held-out genuine leads and the customer messages land with the site's model.
 */
export async function afterMarks(store: KeyValueStore) {
  for (const [n, item] of MARKED_PITCHES.entries()) await learn(store, item.kind, item.values, 'spam', `marked-${n}`);
  const model = await loadModel(store);
  return {
    marks: model.marks,
    genuine: landingTable(
      model,
      heldOutItems.filter((item) => item.label === 'genuine'),
    ),
    customers: landingTable(model, customerLeads),
  };
}

/** The shares: genuine leads in the Inbox and in Spam, spam kept out of the Inbox (NaN when there is none). */
export function sharesOf(table: PlaceTable) {
  const genuine = table.inbox.genuine + table.held.genuine + table.spam.genuine;
  const spam = table.inbox.spam + table.held.spam + table.spam.spam;
  return { genuineInInbox: table.inbox.genuine / genuine, genuineInSpam: table.spam.genuine, spamOutsideInbox: (table.held.spam + table.spam.spam) / spam };
}

/** One line of a table: "genuine 62 of 63 in the Inbox (98.4%), 0 in Spam; spam 69 of 70 kept out of the Inbox (98.6%)". */
export function summaryOf(table: PlaceTable): string {
  const genuine = table.inbox.genuine + table.held.genuine + table.spam.genuine;
  const spam = table.inbox.spam + table.held.spam + table.spam.spam;
  const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
  const parts = [];
  if (genuine)
    parts.push(`genuine ${table.inbox.genuine} of ${genuine} in the Inbox (${percent(table.inbox.genuine, genuine)}), ${table.spam.genuine} in Spam`);
  if (spam) parts.push(`spam ${spam - table.inbox.spam} of ${spam} kept out of the Inbox (${percent(spam - table.inbox.spam, spam)})`);
  return parts.join('; ');
}

/** Tables side by side, one line each: how many of each label land in each place, and the shares. */
export function formatRows(rows: ReadonlyArray<{ name: string; table: PlaceTable }>): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  const cell = (n: number) => String(n).padStart(6);
  const percent = (share: number) => (Number.isNaN(share) ? '     -' : `${(100 * share).toFixed(1)}%`.padStart(6));
  const lines = [
    `${''.padEnd(width)}   genuine: Inbox   Held   Spam  in Inbox     spam: Inbox   Held   Spam  kept out`,
    ...rows.map(({ name, table }) => {
      const shares = sharesOf(table);
      const genuine = `${cell(table.inbox.genuine)} ${cell(table.held.genuine)} ${cell(table.spam.genuine)}    ${percent(shares.genuineInInbox)}`;
      const spam = `${cell(table.inbox.spam)} ${cell(table.held.spam)} ${cell(table.spam.spam)}    ${percent(shares.spamOutsideInbox)}`;
      return `${name.padEnd(width)}          ${genuine}           ${spam}`;
    }),
  ];
  return lines.join('\n');
}
