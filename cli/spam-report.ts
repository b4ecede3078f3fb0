/**
 * Prints the spam filter's figures on the corpus's held-out part (testing/spamCorpus/): how many genuine and spam
 * leads the shipped model's score puts in each place, the thresholds, the leads it puts in the wrong place, and how
 * long the model takes to load. `npm run spam:report`.
 */
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../src/server/durableStore';

async function main() {
  const started = performance.now();
  const { loadModel, SPAM_THRESHOLDS } = await import('../src/server/spam');
  const imported = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spam-report-'));
  try {
    const model = await loadModel(folderStore(dir));
    const loaded = performance.now();
    const { placeTable, formatTable } = await import('../testing/spamCorpus/report');
    const { heldOutItems } = await import('../testing/spamCorpus/corpus');
    const { table, misplaced } = placeTable(model);
    const scored = performance.now();
    console.log(
      `Held-out part of the corpus: ${heldOutItems.length} leads never trained on. Held at ${SPAM_THRESHOLDS.hold}, Spam at ${SPAM_THRESHOLDS.spam}.\n`,
    );
    console.log(formatTable(table));
    console.log('\nIn the wrong place:');
    for (const { item, spam, place } of misplaced) {
      const text = String(item.values.message ?? item.values.projectDescription ?? '').replace(/\s+/g, ' ');
      console.log(
        `  ${item.id} ${item.label.padEnd(7)} ${item.kind.padEnd(9)} ${spam.toFixed(3)} → ${place.padEnd(5)} ${item.category ?? ''} ${text.slice(0, 90)}`,
      );
    }
    const ms = (a: number, b: number) => `${(b - a).toFixed(0)} ms`;
    console.log(
      `\nModule import (model file included) ${ms(started, imported)}, first load ${ms(imported, loaded)}, ${heldOutItems.length} scores ${ms(loaded, scored)}.`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
