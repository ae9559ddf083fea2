// The `@fittings/catalog-core/search-vocabulary` entry: search words in Hindi (and any language added as a table)
// read as the English terms the catalogue uses, and a typed term read as the parts it asks for (spelling, compounds,
// synonyms, finish and room). A subpath, so pages that never search in the browser carry none of it.
export { SEARCH_VOCABULARIES } from './vocabularies';
export { HINDI_SEARCH_VOCABULARY } from './hi';
export { normalizeSearchWord } from './normalize';
export { catalogueSearchTerm, indexVocabularies, isSearchableTerm } from './terms';
export { readSearchTerm } from './reading';
export type { SearchTermProblem, SearchTermReading } from '../reading';
export {
  AREA_WORDS,
  FINISH_WORDS,
  searchWords,
  stemSearchWord,
  understandSearchQuery,
} from './query';
export { editDistanceWithin, typoBudget } from './typos';
export type { SearchVocabulary } from './types';
export type { VocabularyIndex } from './terms';
export type {
  QueryPart,
  QueryWord,
  SearchQuery,
  SearchSynonym,
  UnderstandSearchOptions,
} from './query';
