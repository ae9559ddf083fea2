// What a search term read once gives every step after it (see readSearchTerm in the search-vocabulary entry); the
// type lives here so that the ranking, in the main entry, takes a reading without carrying the vocabulary.

/** A rule a search term breaks: control characters, more than MAX_SEARCH_TERM_LENGTH, too short to search. */
export type SearchTermProblem = 'control-characters' | 'too-long' | 'too-short';

/** A search term read once, between the URL and the ranking. */
export interface SearchTermReading {
  /** As typed, trimmed: what the box, the URL and the page title show. */
  typed: string;
  /** What the catalogue is searched and ranked with: Hindi and transliterated words read as its English terms. */
  term: string;
  /** Every rule the term breaks, in the order a caller reports them; empty when it searches. */
  problems: SearchTermProblem[];
}
