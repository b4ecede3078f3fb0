/**
 * The classifier behind the spam score: naive Bayes from wink-naive-bayes-text-classifier, over the tokens of
 * tokens.ts. Chosen because it is made for the job and small (its classifier is one file of plain JavaScript whose
 * only runtime need is wink-helpers, about 20 KB; the language model it lists as a dependency is used only by its
 * optional text preparation, which this site does not load), MIT-licensed, takes tokens we make ourselves, and exports
 * and imports its learnings as JSON, so the model trained on the corpus ships as a file and a function instance
 * starts from it without training. `natural`'s classifiers would have done the same, but natural brings database
 * clients (pg, mongoose, redis) and WordNet with it.
 *
 * The shipped model (baseModel.json) is written by `npm run spam:train` from the corpus's training part
 * (testing/spamCorpus/); staff's marks are learnt on top of it when a model is loaded (learning.ts).
 */
import createClassifier, { type NaiveBayesTextClassifier } from 'wink-naive-bayes-text-classifier';
import { TOKENS_VERSION } from './tokens';

export type Label = 'spam' | 'genuine';

/** A model as it is kept in a file: wink's learnings, with the vocabulary left out (it is the keys of `count`). */
export interface ModelFile {
  about: string;
  tokensVersion: number;
  config: { considerOnlyPresence: boolean; smoothingFactor: number };
  samples: Record<Label, number>;
  words: Record<Label, number>;
  count: Record<Label, Record<string, number>>;
  /**
   * What the log-odds are divided by before they become a probability. Naive Bayes counts words that go together
   * ("first page", "page of Google") as if each were separate evidence, so its odds are far surer than it is
   * right; the training script fits this on a five-fold cross-validation of the training part, so a score of 0.9
   * is about as often right as it says.
   */
  temperature: number;
}

/**
 * Multinomial (counts, not presence) with add-one smoothing: on the corpus's held-out part it did as well as
 * presence-only and smaller smoothing, and counting lets a second link or a second pitch weigh more.
 */
const CONFIG = { considerOnlyPresence: false, smoothingFactor: 1 };

export interface Example {
  tokens: string[];
  label: Label;
}

/** Trains a model from examples (the corpus's training part, at development time). */
export function train(examples: Example[], about: string, temperature = 1): ModelFile {
  const classifier = createClassifier();
  classifier.defineConfig(CONFIG);
  for (const { tokens, label } of examples) classifier.learn(tokens, label);
  const [config, samples, count, words] = JSON.parse(classifier.exportJSON()) as [
    ModelFile['config'],
    ModelFile['samples'],
    ModelFile['count'],
    ModelFile['words'],
  ];
  const sorted = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    about,
    tokensVersion: TOKENS_VERSION,
    temperature,
    config,
    samples,
    words,
    count: { genuine: sorted(count.genuine), spam: sorted(count.spam) },
  };
}

/** wink's own export of a model file, ready for importJSON. */
export function winkJson(model: ModelFile): string {
  const vocabulary = [...new Set([...Object.keys(model.count.genuine), ...Object.keys(model.count.spam)])];
  return JSON.stringify([model.config, model.samples, model.count, model.words, vocabulary]);
}

/** A classifier that knows `base` and has learnt `extra` on top of it, ready to score. */
export function classifierOf(baseJson: string, extra: Example[]): NaiveBayesTextClassifier {
  const classifier = createClassifier();
  classifier.importJSON(baseJson);
  for (const { tokens, label } of extra) classifier.learn(tokens, label);
  classifier.consolidate();
  return classifier;
}

/** The log2 of the odds that tokens are spam; 0 (even) when no token is known. */
export function spamLogOdds(classifier: NaiveBayesTextClassifier, tokens: string[]): number {
  return classifier.computeOdds(tokens).find(([label]) => label === 'spam')?.[1] ?? 0;
}

/** The probability of spam from the log2-odds, tempered (ModelFile's `temperature`). */
export const probabilityOf = (logOdds: number, temperature: number) => 1 / (1 + 2 ** (-logOdds / temperature));

/** Fits the temperature: the one, in steps of a quarter, that gives the least log loss on scored examples. */
export function fitTemperature(scored: Array<{ logOdds: number; label: Label }>): number {
  let best = { temperature: 1, loss: Infinity };
  for (let temperature = 0.5; temperature <= 16; temperature += 0.25) {
    const loss = scored.reduce((sum, { logOdds, label }) => {
      const p = Math.min(1 - 1e-9, Math.max(1e-9, probabilityOf(logOdds, temperature)));
      return sum - Math.log(label === 'spam' ? p : 1 - p);
    }, 0);
    if (loss < best.loss) best = { temperature, loss };
  }
  return best.temperature;
}
