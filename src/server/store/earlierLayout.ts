/**
 * Submissions a server kept in the site's earlier folder layout (two JSON-lines files: submissions, and mail
 * attempts), moved into the ledger once (ledger.ts, `openLedger`), with whether each was mailed; the files are then
 * renamed `*.imported`. Safe to run twice at once: every write is idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StoredSubmission } from '../../leads/lead';
import { markUnsent } from '../delivery/unsent';
import type { KeyValueStore } from './keyValueStore';
import { keys } from './keys';

/** The lines of a JSON-lines file, skipping one cut short by a crash mid-write. */
function jsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as T] : [];
      } catch {
        return [];
      }
    });
}

/** Moves the earlier layout's submissions in `dir` into `store`, if there are any. */
export async function importEarlierLayout(store: KeyValueStore, dir: string) {
  const submissions = path.join(dir, 'submissions.jsonl');
  if (!fs.existsSync(submissions)) return;
  const deliveries = path.join(dir, 'deliveries.jsonl');
  const sent = new Map(
    jsonLines<{ id: string; status: string; at: string; detail?: string }>(deliveries)
      .filter((delivery) => delivery.status === 'sent')
      .map((delivery) => [delivery.id, delivery]),
  );
  for (const record of jsonLines<StoredSubmission>(submissions)) {
    const mailed = sent.get(record.id);
    if (!mailed) await markUnsent(store, record);
    await store.create(keys.submission(record.id), record);
    if (mailed) await store.create(keys.sent(record.id), { at: mailed.at, ...(mailed.detail ? { messageId: mailed.detail } : {}) });
  }
  for (const file of [submissions, deliveries]) await fs.promises.rename(file, `${file}.imported`).catch(() => undefined);
}
