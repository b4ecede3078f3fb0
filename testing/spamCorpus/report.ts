/**
 * The spam filter's figures on the corpus's held-out part: for each place (Inbox, Held, Spam), how many spam and how
 * many genuine leads a score puts there. Printed by `npm run spam:report`, checked against issue 58's targets by
 * __tests__/server/spamScore.test.ts.
 */
import { placeOf, scoreLead, SPAM_THRESHOLDS, type ScorePlace, type SpamModel } from '../../src/server/spam';
import { heldOutItems, type CorpusItem } from './corpus';

export type PlaceTable = Record<ScorePlace, { spam: number; genuine: number }>;

export function placeTable(model: SpamModel, items: readonly CorpusItem[] = heldOutItems, thresholds = SPAM_THRESHOLDS) {
  const table: PlaceTable = { inbox: { spam: 0, genuine: 0 }, held: { spam: 0, genuine: 0 }, spam: { spam: 0, genuine: 0 } };
  const misplaced: Array<{ item: CorpusItem; spam: number; place: ScorePlace }> = [];
  for (const item of items) {
    const { spam } = scoreLead(model, item.kind, item.values);
    const place = placeOf(spam, thresholds);
    table[place][item.label] += 1;
    if ((item.label === 'genuine') !== (place === 'inbox')) misplaced.push({ item, spam, place });
  }
  return { table, misplaced };
}

/** The table as text, with each place's share of each label. */
export function formatTable(table: PlaceTable): string {
  const total = { spam: 0, genuine: 0 };
  for (const row of Object.values(table)) {
    total.spam += row.spam;
    total.genuine += row.genuine;
  }
  const share = (n: number, of: number) => `${n}`.padStart(4) + ` (${((100 * n) / of).toFixed(1)}%)`.padEnd(9);
  const lines = [
    'place    genuine          spam',
    ...(['inbox', 'held', 'spam'] as const).map(
      (place) => `${place.padEnd(6)} ${share(table[place].genuine, total.genuine)}    ${share(table[place].spam, total.spam)}`,
    ),
  ];
  lines.push(`total  ${String(total.genuine).padStart(4)}             ${String(total.spam).padStart(4)}`);
  return lines.join('\n');
}
