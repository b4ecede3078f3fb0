/**
 * The classifier behind the spam score: naive Bayes over the tokens of tokens.ts, counted here (a few dozen lines, so
 * that the score can weigh each token on its own: below). Multinomial, with add-one smoothing: each token's weight is
 * the log2 of how much likelier it is in spam than in a customer's lead, and a lead's log-odds are the prior's and its
 * tokens' weights added up, tempered (ModelFile's `temperature`).
 *
 * **The bound** (issue 64). Added up over every word, length outweighs signal: a pitch followed by 1,000 characters
 * of ordinary yard talk scored 0.000. So a lead's words weigh their most spam-like passage in full, and the rest may
 * speak for a customer by at most CUSTOMER_BITS; a lead's facts and signals (form, phone, links, pitches …) count as
 * before. Whatever is added before or after what a lead says can lower its log-odds by at most
 * CUSTOMER_BITS, however long it is (a unit test checks it on every held-out lead), and can raise them without
 * bound. A customer's lead is judged by its least customer-like passage and at most CUSTOMER_BITS of the rest.
 * Measured on the corpus (`npm run spam:report`, and a five-fold cross-validation of the training part): at 5 bits,
 * 67 of 70 held-out pitches padded with yard talk stay out of the Inbox (13 to 15 without the bound), for 3 more of
 * the cross-validation's 255 customers held (none in Spam); at 3 bits a customer's lead lengthened with 3,000
 * characters of yard talk was held 4 times in 63, at 7 bits 7 padded pitches in 70 reached the Inbox.
 *
 * The shipped model (baseModel.json) is written by `npm run spam:train` from the corpus's training part
 * (testing/spamCorpus/); staff's marks are counted on top of it when a model is loaded (learning.ts), each as one
 * short lead (taughtTokens).
 */
import { TOKENS_VERSION, type LeadReading } from './tokens';

export type Label = 'spam' | 'genuine';

/** A model as it is kept in a file: how many leads and tokens of each label it counted, and each token's counts. */
export interface ModelFile {
  about: string;
  tokensVersion: number;
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

/** The most words and pairs a staff mark teaches: about twenty words, a short lead's worth (taughtTokens). */
export const PASSAGE_TOKENS = 40;
/** The most the rest of a lead's words can speak for a customer, in bits of log-odds (odds of 32 to 1). */
export const CUSTOMER_BITS = 5;

export interface Example {
  tokens: string[];
  label: Label;
}

/** Counts, ready to weigh tokens. */
export interface Counts {
  samples: Record<Label, number>;
  words: Record<Label, number>;
  count: Record<Label, Map<string, number>>;
  /** How many different tokens either label has: add-one smoothing spreads one count over each. */
  vocabulary: number;
}

/** Counts of `examples` on top of `base` (none: from nothing). */
export function countsOf(examples: readonly Example[], base?: Pick<ModelFile, 'samples' | 'words' | 'count'>): Counts {
  const counts: Counts = {
    samples: { spam: base?.samples.spam ?? 0, genuine: base?.samples.genuine ?? 0 },
    words: { spam: base?.words.spam ?? 0, genuine: base?.words.genuine ?? 0 },
    count: { spam: new Map(Object.entries(base?.count.spam ?? {})), genuine: new Map(Object.entries(base?.count.genuine ?? {})) },
    vocabulary: 0,
  };
  for (const { tokens, label } of examples) {
    counts.samples[label] += 1;
    counts.words[label] += tokens.length;
    for (const token of tokens) counts.count[label].set(token, (counts.count[label].get(token) ?? 0) + 1);
  }
  counts.vocabulary = new Set([...counts.count.spam.keys(), ...counts.count.genuine.keys()]).size;
  return counts;
}

/** Trains a model from examples (the corpus's training part, at development time). */
export function train(examples: readonly Example[], about: string, temperature = 1): ModelFile {
  const counts = countsOf(examples);
  const sorted = (map: Map<string, number>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    about,
    tokensVersion: TOKENS_VERSION,
    temperature,
    samples: counts.samples,
    words: counts.words,
    count: { genuine: sorted(counts.count.genuine), spam: sorted(counts.count.spam) },
  };
}

/** How much a token speaks for spam, in bits: 0 for a token neither label has. */
export function weightOf(counts: Counts, token: string): number {
  const spam = counts.count.spam.get(token) ?? 0;
  const genuine = counts.count.genuine.get(token) ?? 0;
  if (spam === 0 && genuine === 0) return 0;
  return Math.log2((spam + 1) / (counts.words.spam + counts.vocabulary)) - Math.log2((genuine + 1) / (counts.words.genuine + counts.vocabulary));
}

/**
 * What a lead's words weigh: their total, or, when it is more, their most spam-like passage less CUSTOMER_BITS. The
 * same as the passage in full and the rest bounded at -CUSTOMER_BITS, best over every passage (Kadane's walk: one pass).
 */
function wordsWeight(weights: readonly number[]): number {
  let total = 0;
  let best = 0;
  let ending = 0;
  for (const weight of weights) {
    total += weight;
    ending = Math.max(0, ending + weight);
    best = Math.max(best, ending);
  }
  return Math.max(total, best - CUSTOMER_BITS);
}

/** The log2 of the odds that a lead is spam: the prior, its facts and signals, and its words (bounded: above). */
export function logOddsOf(counts: Counts, { words, facts }: Pick<LeadReading, 'words' | 'facts'>): number {
  const prior = Math.log2(counts.samples.spam / counts.samples.genuine);
  const factWeight = facts.reduce((sum, token) => sum + weightOf(counts, token), 0);
  return prior + factWeight + wordsWeight(words.map((token) => weightOf(counts, token)));
}

/**
 * What one staff mark teaches (learning.ts): the lead's facts and signals, and the run of at most PASSAGE_TOKENS of
 * its words that speaks most for spam to `counts` (the shipped model): a whole short lead; of a long one, the part
 * that made it look like spam, not the padding around it. So a mark teaches no more than one short lead would.
 */
export function taughtTokens(counts: Counts, { words, facts }: Pick<LeadReading, 'words' | 'facts'>): string[] {
  if (words.length <= PASSAGE_TOKENS) return [...words, ...facts];
  const weights = words.map((token) => weightOf(counts, token));
  let best = { start: 0, value: -Infinity };
  let sum = weights.slice(0, PASSAGE_TOKENS).reduce((a, b) => a + b, 0);
  for (let start = 0; start + PASSAGE_TOKENS <= words.length; start += 1) {
    if (start > 0) sum += weights[start + PASSAGE_TOKENS - 1] - weights[start - 1];
    if (sum > best.value) best = { start, value: sum };
  }
  return [...words.slice(best.start, best.start + PASSAGE_TOKENS), ...facts];
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
