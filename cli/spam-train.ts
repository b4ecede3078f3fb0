/**
 * Trains the spam score's shipped model (src/server/spam/baseModel.json) from the training part of the corpus
 * (testing/spamCorpus/: genuine.jsonl, spam.jsonl), and fits its temperature on a five-fold cross-validation of that
 * part, so that the held-out part stays unseen; and writes the pairs of words of the site's own copy that the score leaves out
 * (src/server/spam/siteCopy.json, from data/; every build and test run writes it too, and it is not committed). Run
 * it after changing the corpus or tokens.ts: `npm run spam:train`. A unit test fails when the model is not what this
 * writes; the model depends on the corpus alone, so a change of the site's copy never calls for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { siteCopyPath, writeSiteCopy } from '../src/server/spam/siteCopyFile';
import { trainedModel } from '../testing/spamCorpus/training';

async function main() {
  const root = path.join(import.meta.dirname, '..');
  console.log(`${siteCopyPath(root)}: ${writeSiteCopy(root) ? 'written from data/' : 'as data/ says already'}`);
  const target = path.join(import.meta.dirname, '..', 'src', 'server', 'spam', 'baseModel.json');
  const model = trainedModel();
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(JSON.stringify(model), { ...options, filepath: target }));
  const vocabulary = new Set([...Object.keys(model.count.genuine), ...Object.keys(model.count.spam)]).size;
  const { samples, temperature } = model;
  console.log(
    `${target}: ${samples.genuine} genuine and ${samples.spam} spam leads, ${vocabulary} tokens, temperature ${temperature}, ${fs.statSync(target).size} bytes`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
