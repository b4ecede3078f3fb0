/**
 * How the shipped model is made from the corpus (cli/spam-train.ts writes it; a unit test checks the shipped file is
 * this): naive Bayes on the training part, with the temperature fitted on a five-fold cross-validation of that part.
 * It counts and tempers every word of the corpus, the site's copy included, so that it depends on the corpus alone
 * and a change of the site's pages does not call for training again; the site leaves its copy out when it scores
 * (siteCopy.ts), and so does the cross-validation that `npm run spam:report` prints for the thresholds.
 */
import { countsOf, fitTemperature, logOddsOf, train, type Example, type ModelFile } from '../../src/server/spam/classifier';
import { SITE_PAIRS } from '../../src/server/spam/siteCopy';
import { readLead } from '../../src/server/spam/tokens';
import { trainingItems, type CorpusItem } from './corpus';
import { foldOf, PARTS } from './ids';

const ABOUT =
  'The spam score’s shipped model, written by `npm run spam:train` from the training part of testing/spamCorpus/ (genuine.jsonl, spam.jsonl). Do not edit.';
/** No pair of the site's copy: the corpus is counted whole. */
const WHOLE = new Set<string>();

/** The model `npm run spam:train` ships: the training part's counts, tempered as its cross-validation says. */
export function trainedModel(): ModelFile {
  const scored = crossValidated(WHOLE).map(({ logOdds, item }) => ({ logOdds, label: item.label }));
  return train(examplesOf(trainingItems), ABOUT, fitTemperature(scored));
}

/** What the corpus teaches: every token of each lead, with its label. */
const examplesOf = (items: readonly CorpusItem[]): Example[] =>
  items.map((item) => {
    const { words, facts } = readLead(item.kind, item.values, WHOLE);
    return { tokens: [...words, ...facts], label: item.label };
  });

/**
 * Each lead of the training part with its log-odds from a model trained on the other four folds, read as the site
 * reads it (without the pairs of its copy, unless told otherwise): how the score does on leads it has not seen, for
 * the temperature and for the thresholds (`npm run spam:report` prints its table). A lead's fold follows from its id
 * (ids.ts), so adding a lead moves no other from one fold to another.
 */
export function crossValidated(sitePairs: ReadonlySet<string> = SITE_PAIRS): Array<{ item: CorpusItem; logOdds: number }> {
  const examples = examplesOf(trainingItems);
  const folds = trainingItems.map((item) => foldOf(item.id));
  const scored = [];
  for (let fold = 0; fold < PARTS; fold += 1) {
    const counts = countsOf(examples.filter((_, n) => folds[n] !== fold));
    for (const [n, item] of trainingItems.entries())
      if (folds[n] === fold) scored.push({ item, logOdds: logOddsOf(counts, readLead(item.kind, item.values, sitePairs)) });
  }
  return scored;
}
