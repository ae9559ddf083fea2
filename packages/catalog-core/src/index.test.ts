import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('public exports', () => {
  it('exposes exactly the documented runtime names', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'BUILT_IN_COLLECTIONS',
        'FINISHES',
        'MIN_SEARCH_TERM_LENGTH',
        'NO_FINISH_CODE',
        'SEARCH_DEBOUNCE_MS',
        'SEARCH_DIALOG_LIMIT',
        'SEARCH_RESULTS_LIMIT',
        'SPECIAL_COLLECTIONS',
        'STYLES',
        'WISHLIST_SEPARATOR',
        'addToWishlist',
        'compareByCatalogueRank',
        'countLabel',
        'finishName',
        'finishSwatches',
        'formatCollectionName',
        'formatProductName',
        'isBlank',
        'isSpecialCollection',
        'isValidSearchTerm',
        'parseProductPath',
        'parseTrademarkName',
        'parseWishlist',
        'productPath',
        'rankSearchResults',
        'removeFromWishlist',
        'segmentsToText',
        'serializeWishlist',
        'styleName',
      ].sort(),
    );
  });
});
