import { describe, expect, it } from 'vitest';
import * as bathroomList from './bathroomList/index';
import * as catalogueFormat from './catalogueFormat/index';
import * as parts from './parts/index';
import * as searchVocabulary from './search/vocabulary/index';

describe('subpath exports', () => {
  it('@fittings/catalog-core/bathroom-list exposes exactly the list rules', () => {
    expect(Object.keys(bathroomList).sort()).toEqual(
      [
        'BATHROOM_LIST_LIMITS',
        'BATHROOM_LIST_MAX_ENCODED',
        'DEFAULT_ITEM_DETAILS',
        'NO_ROOM_LABEL',
        'NO_ROOM_LABEL_CODE',
        'addRoom',
        'bathroomListText',
        'cleanNote',
        'cleanQuantity',
        'cleanRoomName',
        'decodeBathroomList',
        'emptyBathroomList',
        'encodeBathroomList',
        'groupByRoom',
        'itemDetails',
        'parseBathroomList',
        'pruneBathroomList',
        'readBathroomList',
        'removeRoom',
        'serializeBathroomList',
        'setItemDetails',
        'whatsAppShareUrl',
      ].sort(),
    );
  });

  it('@fittings/catalog-core/parts exposes exactly the code rules', () => {
    expect(Object.keys(parts).sort()).toEqual(
      [
        'MAX_PART_CODE_LENGTH',
        'compactCode',
        'looksLikePartCode',
        'normalizePartCode',
        'partCodeKeys',
      ].sort(),
    );
  });

  it('@fittings/catalog-core/search-vocabulary exposes exactly the vocabulary rules', () => {
    expect(Object.keys(searchVocabulary).sort()).toEqual(
      [
        'AREA_WORDS',
        'FINISH_WORDS',
        'HINDI_SEARCH_VOCABULARY',
        'SEARCH_VOCABULARIES',
        'catalogueSearchTerm',
        'editDistanceWithin',
        'searchWords',
        'stemSearchWord',
        'typoBudget',
        'understandSearchQuery',
        'indexVocabularies',
        'isSearchableTerm',
        'normalizeSearchWord',
        'readSearchTerm',
      ].sort(),
    );
  });

  it('@fittings/catalog-core/catalogue-format exposes exactly the format and its rules', () => {
    expect(Object.keys(catalogueFormat).sort()).toEqual(
      [
        'CATALOGUE_FORMAT',
        'CATALOGUE_FORMAT_VERSION',
        'CATALOGUE_SECTIONS',
        'TRANSLATABLE_FIELDS',
        'catalogProducts',
      ].sort(),
    );
  });
});
