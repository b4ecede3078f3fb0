/** The part of wink-naive-bayes-text-classifier's API the spam score uses (the package ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  namespace createClassifier {
    interface NaiveBayesTextClassifier {
      defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
      /** Tokens in, when no preparation tasks are defined. */
      learn(tokens: string[], label: string): boolean;
      consolidate(): boolean;
      /** log2 of each label's odds, highest first; `[['unknown', 0]]` when no token is known. */
      computeOdds(tokens: string[]): Array<[string, number]>;
      stats(): { labelWiseSamples: Record<string, number>; labelWiseWords: Record<string, number>; vocabulary: number };
      exportJSON(): string;
      importJSON(json: string): boolean;
    }
  }
  function createClassifier(): createClassifier.NaiveBayesTextClassifier;
  export = createClassifier;
}
