/**
 * The submission store: the embedded default, two append-only files of
 * JSON lines in SUBMISSIONS_DIR.
 *
 *   submissions.jsonl   one line per accepted submission, written and
 *                       flushed to disk before the visitor is answered
 *   deliveries.jsonl    one line per mail attempt: sent, or failed and why
 *
 * A submission is unsent until a "sent" line names it. Lines are only ever
 * added, so a crash can lose at most a line being written, never one
 * already acknowledged. Writes from this process go one at a time.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FormKind } from '../forms/fields';
import type { Submission } from '../forms/rules';
import { serverState } from './state';

export interface StoredSubmission {
  id: string;
  kind: FormKind;
  receivedAt: string;
  /** The browser's id for this attempt, if it sent one; a repeat of it is not stored twice. */
  requestId?: string;
  values: Submission;
}

export interface Delivery {
  id: string;
  status: 'sent' | 'failed';
  at: string;
  detail?: string;
}

const SUBMISSIONS = 'submissions.jsonl';
const DELIVERIES = 'deliveries.jsonl';

/** Runs writes one after another, so lines never interleave and the request-id check sees every earlier write. */
const serially = <T>(task: () => Promise<T>): Promise<T> => {
  const state = serverState();
  const run = state.queue.then(task, task);
  state.queue = run.catch(() => undefined);
  return run;
};

async function appendLine(dir: string, file: string, record: unknown) {
  await fs.promises.mkdir(dir, { recursive: true });
  const handle = await fs.promises.open(path.join(dir, file), 'a', 0o600);
  try {
    await handle.write(`${JSON.stringify(record)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function readLines<T>(dir: string, file: string): T[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [];
  return fs
    .readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return []; // a line cut short by a crash mid-write
      }
    });
}

/** Request ids already stored in a folder, loaded from disk once per server process. */
function requestIdsOf(dir: string) {
  const known = serverState().requestIds as Map<string, Map<string, StoredSubmission>>;
  let ids = known.get(dir);
  if (!ids) {
    ids = new Map(readSubmissions(dir).flatMap((record) => (record.requestId ? [[record.requestId, record] as const] : [])));
    known.set(dir, ids);
  }
  return ids;
}

/**
 * Stores a submission durably and returns it, or returns the earlier one
 * when the same request id was stored before (a retried send).
 */
export function storeSubmission(
  dir: string,
  kind: FormKind,
  values: Submission,
  requestId?: string,
): Promise<{ record: StoredSubmission; duplicate: boolean }> {
  return serially(async () => {
    const ids = requestIdsOf(dir);
    const earlier = requestId ? ids.get(requestId) : undefined;
    if (earlier) return { record: earlier, duplicate: true };
    const record: StoredSubmission = { id: randomUUID(), kind, receivedAt: new Date().toISOString(), ...(requestId ? { requestId } : {}), values };
    await appendLine(dir, SUBMISSIONS, record);
    if (requestId) ids.set(requestId, record);
    return { record, duplicate: false };
  });
}

export function recordDelivery(dir: string, id: string, status: Delivery['status'], detail?: string) {
  const delivery: Delivery = { id, status, at: new Date().toISOString(), ...(detail ? { detail } : {}) };
  return serially(() => appendLine(dir, DELIVERIES, delivery));
}

export const readSubmissions = (dir: string) => readLines<StoredSubmission>(dir, SUBMISSIONS);
export const readDeliveries = (dir: string) => readLines<Delivery>(dir, DELIVERIES);

/** Stored submissions that no "sent" line names yet, oldest first. */
export function unsentSubmissions(dir: string): StoredSubmission[] {
  const sent = new Set(
    readDeliveries(dir)
      .filter((delivery) => delivery.status === 'sent')
      .map((delivery) => delivery.id),
  );
  return readSubmissions(dir).filter((record) => !sent.has(record.id));
}
