/**
 * How the shipped model is made from the corpus (cli/spam-train.ts writes it; a unit test checks the shipped file is
 * this): naive Bayes on the training part, with the temperature fitted on a five-fold cross-validation of that part.
 */
import { fitTemperature, spamLogOdds, train, classifierOf, winkJson, type Example, type ModelFile } from '../../src/server/spam/classifier';
import { tokensOf } from '../../src/server/spam/tokens';
import { trainingItems } from './corpus';

const ABOUT = 'The spam score’s shipped model, written by `npm run spam:train` from testing/spamCorpus/corpus.json (its training part). Do not edit.';
const FOLDS = 5;

export function trainedModel(): ModelFile {
  const examples: Example[] = trainingItems.map((item) => ({ tokens: tokensOf(item.kind, item.values).tokens, label: item.label }));
  const scored = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const classifier = classifierOf(
      winkJson(
        train(
          examples.filter((_, n) => n % FOLDS !== fold),
          ABOUT,
        ),
      ),
      [],
    );
    for (const [n, example] of examples.entries())
      if (n % FOLDS === fold) scored.push({ logOdds: spamLogOdds(classifier, example.tokens), label: example.label });
  }
  return train(examples, ABOUT, fitTemperature(scored));
}
