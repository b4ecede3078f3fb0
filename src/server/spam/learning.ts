/**
 * This site's own learning: every Spam / Not spam mark staff give a lead, kept in the lead store, and learnt on top
 * of the shipped model whenever a model is loaded.
 *
 *   spam-marks/<time>-<random>   one mark: the lead, the label, and the tokens it teaches (below), written with a
 *                                create-only write under a name of its own, so two people marking at once each
 *                                keep theirs, on Netlify too. Names sort by time; for a lead marked more than
 *                                once, the later mark wins.
 *   spam-models/<n>              a snapshot: the latest mark of every lead up to one mark's name (`through`),
 *                                created once (create-only) and never changed. Loading reads the newest snapshot
 *                                and only the marks after it, so it costs two lists, one read, and a read for each
 *                                recent mark, however many marks there are.
 *
 * A snapshot is made by `learn` once COMPACT_AFTER marks are older than SETTLED_MS, and folds in only those: a mark
 * written a moment ago may not be listed yet on Netlify (its lists may be a minute old), and one that a snapshot
 * missed would be passed over for ever, since loading reads only the marks after the snapshot. Two staff making the
 * same snapshot at once is harmless: one create wins, the other is refused. Marks stay in the store after they are
 * folded in, as the record of who marked what when; listing them costs a request per thousand.
 *
 * The trade-off: a snapshot holds each marked lead's tokens (a few hundred bytes a lead), not only the counts, so that
 * a later mark of the same lead can replace an earlier one. A few thousand marks make a snapshot of about a megabyte.
 *
 * A mark is one lead, whatever its length (issue 64): it teaches the lead's facts and signals and at most one short
 * lead's worth of its words, the run that reads most like spam to the shipped model (classifier.ts `taughtTokens`),
 * so the padding around a pitch is not learnt as spam; and the words the lead shares with the site's own copy are
 * never among them (siteCopy.ts), so customers who write in the site's words are not taught to be spam.
 */
import { randomUUID } from 'node:crypto';
import type { FormKind } from '../../forms/fields';
import type { Submission } from '../../forms/rules';
import type { KeyValueStore } from '../store/keyValueStore';
import { type SpamMark as Mark, type SpamSnapshot as Snapshot, folders, keys } from '../store/keys';
import { mapLimited } from '../store/mapLimited';
import { taughtTokens, type Example, type Label } from './classifier';
import { shippedCounts } from './shipped';
import { TOKENS_VERSION, readLead } from './tokens';

/** Marks older than this are surely listed, even by a Netlify function whose lists may be a minute old. */
export const SETTLED_MS = 10 * 60_000;
/** A snapshot is made once this many settled marks are not in one yet. */
export const COMPACT_AFTER = 100;
const READ_CONCURRENCY = 16;
const TIME_DIGITS = 15;

const markName = (time: number) => `${String(time).padStart(TIME_DIGITS, '0')}-${randomUUID().slice(0, 8)}`;
const timeOf = (name: string) => Number(name.slice(0, TIME_DIGITS));

/** Marks and snapshots never change once written, so an instance reads each once. */
const marksRead = new Map<string, Mark>();
const snapshotsRead = new Map<string, Snapshot>();

async function readMark(store: KeyValueStore, name: string): Promise<Mark | null> {
  const key = `${store.description}\n${name}`;
  const known = marksRead.get(key);
  if (known) return known;
  const mark = await store.get(keys.spamMark(name));
  if (mark) marksRead.set(key, mark);
  return mark;
}

/** The newest snapshot that can be read (a newer one may not be readable yet, where reads lag). */
async function latestSnapshot(store: KeyValueStore): Promise<Snapshot | null> {
  const numbers = (await store.list(folders.spamModels))
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  for (const n of numbers) {
    const key = `${store.description}\n${n}`;
    const snapshot = snapshotsRead.get(key) ?? (await store.get(keys.spamModel(n)));
    if (snapshot) {
      snapshotsRead.set(key, snapshot);
      return snapshot;
    }
  }
  return null;
}

/** Each marked lead's latest mark: the snapshot's, then the marks after it in order, a later one replacing an earlier. */
async function latestMarks(store: KeyValueStore, snapshot: Snapshot | null, names: string[]) {
  const latest = new Map(Object.entries(snapshot?.marks ?? {}));
  const marks = await mapLimited(names, READ_CONCURRENCY, (name) => readMark(store, name));
  for (const mark of marks) if (mark) latest.set(mark.leadId, mark);
  return latest;
}

/** What the site has learnt: the examples to learn on top of the shipped model, and a key that changes when they do. */
export async function siteExamples(store: KeyValueStore): Promise<{ examples: Example[]; version: string }> {
  const [snapshot, all] = await Promise.all([latestSnapshot(store), store.list(folders.spamMarks)]);
  const names = all.filter((name) => !snapshot || name > snapshot.through).sort();
  const latest = await latestMarks(store, snapshot, names);
  const examples = [...latest.values()].filter((mark) => mark.tokensVersion === TOKENS_VERSION).map(({ tokens, label }) => ({ tokens, label }));
  return { examples, version: `${snapshot?.n ?? 0}:${names.length}:${names.at(-1) ?? ''}` };
}

/** Folds the settled marks after the newest snapshot into the next one, once there are COMPACT_AFTER of them. */
export async function compact(store: KeyValueStore, now = Date.now(), threshold = COMPACT_AFTER): Promise<boolean> {
  const [snapshot, all] = await Promise.all([latestSnapshot(store), store.list(folders.spamMarks)]);
  const settled = all.filter((name) => (!snapshot || name > snapshot.through) && timeOf(name) <= now - SETTLED_MS).sort();
  if (settled.length < threshold) return false;
  const latest = await latestMarks(store, snapshot, settled);
  const next: Snapshot = { n: (snapshot?.n ?? 0) + 1, through: settled.at(-1)!, marks: Object.fromEntries(latest), madeAt: new Date(now).toISOString() };
  return store.create(keys.spamModel(next.n), next);
}

/** Keeps a staff mark, with what it teaches: no more than one short lead. */
export async function keepMark(store: KeyValueStore, kind: FormKind, values: Submission, label: Label, leadId: string, now = Date.now()) {
  const tokens = taughtTokens(shippedCounts(), readLead(kind, values));
  const mark: Mark = { leadId, label, kind, tokens, tokensVersion: TOKENS_VERSION, at: new Date(now).toISOString() };
  // A name is a time and eight random hex digits: two marks in the same millisecond take different names, and the
  // loop is only for the one chance in four billion that they do not.
  while (!(await store.create(keys.spamMark(markName(now)), mark)));
}

/**
 * Forgets a lead staff deleted (followUp/removal.ts): its marks are removed, and its tokens are taken out of every
 * snapshot that holds them, the one time a snapshot is rewritten. An instance that read a snapshot earlier keeps
 * its copy in memory until it ends; the model it learns from changes with the next mark or snapshot.
 */
export async function forgetLead(store: KeyValueStore, leadId: string): Promise<void> {
  const names = await store.list(folders.spamMarks);
  const marks = await mapLimited(names, READ_CONCURRENCY, async (name) => ({ name, mark: await readMark(store, name) }));
  for (const { name } of marks.filter(({ mark }) => mark?.leadId === leadId)) {
    await store.delete(keys.spamMark(name));
    marksRead.delete(`${store.description}\n${name}`);
  }
  for (const n of await store.list(folders.spamModels)) {
    const snapshot = await store.get(keys.spamModel(n));
    if (!snapshot?.marks[leadId]) continue;
    const marksLeft = Object.fromEntries(Object.entries(snapshot.marks).filter(([id]) => id !== leadId));
    await store.set(keys.spamModel(n), { ...snapshot, marks: marksLeft });
    snapshotsRead.delete(`${store.description}\n${n}`);
  }
}
