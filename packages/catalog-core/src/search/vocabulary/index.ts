// The `@fittings/catalog-core/search-vocabulary` entry: search words in Hindi (and any language added as a table)
// read as the English terms the catalogue uses. A subpath, so pages that never search in the browser carry none of it.
export { SEARCH_VOCABULARIES } from './vocabularies';
export { HINDI_SEARCH_VOCABULARY } from './hi';
export { normalizeSearchWord } from './normalize';
export { catalogueSearchTerm, indexVocabularies, isSearchableTerm } from './terms';
export type { SearchVocabulary } from './types';
export type { VocabularyIndex } from './terms';
