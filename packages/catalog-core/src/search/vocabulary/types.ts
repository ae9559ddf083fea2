/**
 * One language's search words: what people type, listed under the English search term the catalogue's texts use.
 *
 * @example
 * const marathi: SearchVocabulary = { terms: { faucet: ['नळ'] }, ignore: ['चा', 'ची'] };
 */
export interface SearchVocabulary {
  /**
   * English search term → the words and phrases (any script, with their common spelling variants) that mean it.
   * A phrase's words are separated by single spaces.
   */
  terms: Readonly<Record<string, readonly string[]>>;
  /** Joining words dropped from a query that also holds vocabulary words ("का" in "किचन का नल"). */
  ignore: readonly string[];
}
