/**
 * The spam corpus (testing/spamCorpus/) sent through a host's real form API as visitors with scripts send it (each
 * lead with a solved proof of work, so that only what it says can tell it from a customer's), and where each lead
 * landed, read back from the host's store: the figures issue 58 asks for, per place, and the targets they must meet.
 * Used in-process by __tests__/forms/corpus.test.ts, and on each host by the Netlify build's tests
 * (__tests__/build/throwaway-builds.test.ts) and the server recipe's (e2e/deploy/selfHosted.spec.ts).
 */
import type { Place } from '../src/leads/places';
import { heldOutItems, type CorpusItem } from './spamCorpus/corpus';
import { formatTable, type PlaceTable } from './spamCorpus/report';

export interface CorpusReport {
  table: PlaceTable;
  /** Each lead sent, its label, and where the host put it. */
  landed: Array<{ item: CorpusItem; place: Place }>;
}

/** Every third held-out lead of each label: what a host's slower round trip is tried on (the whole set runs in-process). */
export const hostSample = () => heldOutItems.filter((_, index) => index % 3 === 0);

/**
 * Sends `items` with `send` (which answers the stored lead's id, having thanked the visitor) and reads each one's
 * place with `placeOf`.
 */
export async function sendCorpus(
  items: readonly CorpusItem[],
  { send, placeOf }: { send: (item: CorpusItem) => Promise<string>; placeOf: (id: string) => Promise<Place> },
): Promise<CorpusReport> {
  const table: PlaceTable = { inbox: { spam: 0, genuine: 0 }, held: { spam: 0, genuine: 0 }, spam: { spam: 0, genuine: 0 } };
  const landed: CorpusReport['landed'] = [];
  for (const item of items) {
    const place = await placeOf(await send(item));
    table[place][item.label] += 1;
    landed.push({ item, place });
  }
  console.log(`Spam corpus through the form API (${items.length} leads never trained on):\n${formatTable(table)}`);
  return { table, landed };
}

/**
 * The targets, as shares: at least 95 genuine leads in 100 in the Inbox and none in Spam; at least 90 spam in
 * 100 outside the Inbox.
 */
export function corpusShares({ table }: CorpusReport) {
  const genuine = table.inbox.genuine + table.held.genuine + table.spam.genuine;
  const spam = table.inbox.spam + table.held.spam + table.spam.spam;
  return {
    genuineInInbox: table.inbox.genuine / genuine,
    genuineInSpam: table.spam.genuine,
    spamOutsideInbox: (table.held.spam + table.spam.spam) / spam,
  };
}
