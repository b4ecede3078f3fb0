/**
 * @jest-environment node
 *
 * The spam corpus kept as data (testing/spamCorpus/genuine.jsonl and spam.jsonl, issue 65): a lead is its line, so
 * adding, removing or moving a line leaves every other lead as it was (its id, its name and address, whether it is
 * held out), and the corpus is built from the files alone, the same every time. Before, the messages were
 * TypeScript lists dressed by one generator running through them, and adding one quote renumbered and re-dressed
 * 527 of the 671 leads of corpus.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusItems, readCorpus, type CorpusItem } from '../../testing/spamCorpus/corpus';
import { isHeldOut } from '../../testing/spamCorpus/ids';
import { DATA_FILES, linesOf, readLines } from '../../testing/spamCorpus/lines';

const SOURCE = path.join(__dirname, '..', '..', 'testing', 'spamCorpus');

let dirs: string[] = [];
/** A copy of the data files to change, as a person adding a lead would change them. */
function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spam-corpus-'));
  dirs.push(dir);
  for (const file of DATA_FILES) fs.copyFileSync(path.join(SOURCE, file), path.join(dir, file));
  return dir;
}
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const byId = (items: readonly CorpusItem[]) => new Map(items.map((item) => [item.id, item]));
const nextId = (prefix: string) =>
  `${prefix}${String(Math.max(...readLines().map(({ id }) => (id.startsWith(prefix) ? Number(id.slice(1)) : 0))) + 1).padStart(3, '0')}`;

describe('the corpus as data', () => {
  it('is built from the data files alone, the same every time', () => {
    expect(readCorpus(copyOfData())).toEqual(corpusItems);
    expect(readCorpus()).toEqual(corpusItems);
  });

  it('keeps one lead a line, each id once', () => {
    const lines = readLines();
    expect(lines).toHaveLength(corpusItems.length);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(corpusItems.map((item) => item.id).sort()).toEqual(lines.map((line) => line.id).sort());
  });

  it('holds out about a fifth of each label, as each id decides', () => {
    for (const label of ['genuine', 'spam'] as const) {
      const items = corpusItems.filter((item) => item.label === label);
      const held = items.filter((item) => item.heldOut);
      console.log(`${label}: ${held.length} of ${items.length} held out`);
      expect(held.length / items.length).toBeGreaterThan(0.15);
      expect(held.length / items.length).toBeLessThan(0.25);
      expect(items.every((item) => item.heldOut === isHeldOut(item.id))).toBe(true);
    }
  });

  it('adding a line adds that lead and changes no other, wherever the line is put', () => {
    const dir = copyOfData();
    const quote = { id: nextId('g'), label: 'genuine', form: 'quote', message: 'Sod for the side yard, about 400 sq ft, and a soaker hose.' };
    const pitch = { id: nextId('s'), label: 'spam', form: 'contact', category: 'seo', message: 'Your site is on page 3 for "turf Kure Beach". We fix that.' };
    // The quote first in its file, the pitch last: neither position may matter.
    const genuine = path.join(dir, 'genuine.jsonl');
    fs.writeFileSync(genuine, `${JSON.stringify(quote)}\n${fs.readFileSync(genuine, 'utf8')}`);
    fs.appendFileSync(path.join(dir, 'spam.jsonl'), `${JSON.stringify(pitch)}\n`);

    const after = readCorpus(dir);
    expect(after).toHaveLength(corpusItems.length + 2);
    const added = after.filter((item) => !byId(corpusItems).has(item.id));
    expect(added.map((item) => item.id)).toEqual([quote.id, pitch.id]);
    expect(added[0].values.projectDescription).toBe(quote.message);
    expect(after.filter((item) => byId(corpusItems).has(item.id))).toEqual(corpusItems);
  });

  it('removing a line changes no other lead', () => {
    const dir = copyOfData();
    const spam = path.join(dir, 'spam.jsonl');
    const [, ...rest] = fs.readFileSync(spam, 'utf8').split('\n');
    fs.writeFileSync(spam, rest.join('\n'));
    expect(readCorpus(dir)).toEqual(corpusItems.filter((item) => item.id !== 's001'));
  });

  it('refuses a line it cannot read as a lead, naming the file and line', () => {
    const line = (fields: object) => () => linesOf(`\n${JSON.stringify(fields)}\n`, 'genuine.jsonl');
    const lead = { id: 'g900', label: 'genuine', form: 'contact', message: 'Hello' };
    expect(line(lead)).not.toThrow();
    expect(line({ ...lead, id: 's900' })).toThrow('genuine.jsonl:2: the id of a genuine lead is g and a number');
    expect(line({ ...lead, form: 'newsletter' })).toThrow('genuine.jsonl:2: form is one of quote, contact, community');
    expect(line({ ...lead, category: 'seo' })).toThrow('only spam has a category');
    expect(line({ ...lead, organization: 'Island Garden Club' })).toThrow('only the community form has an organization');
    expect(line({ ...lead, name: 'Dana' })).toThrow('unknown name');
    expect(() => linesOf('{"id": "g900",', 'genuine.jsonl')).toThrow('genuine.jsonl:1: not a JSON object');

    const dir = copyOfData();
    fs.appendFileSync(path.join(dir, 'genuine.jsonl'), `${JSON.stringify({ ...lead, id: 'g001' })}\n`);
    expect(() => readLines(dir)).toThrow('g001 is the id of two leads');
  });
});
