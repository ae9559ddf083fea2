export type {
  AssociatedFinish,
  Collection,
  CollectionStyle,
  DesignFinish,
  ExtrasItem,
  FinishRef,
  GalleryItem,
  ImageVariants,
  MenuItem,
  MenuQueryKind,
  Product,
  ProductArea,
  ProductExtras,
  ProductFeature,
  ProductCardSummary,
  ProductSummary,
  ProductSupport,
  ProfessionalDocument,
  Seo,
  StyleCode,
  TechnicalDocument,
} from './types/entities';

export {
  FINISHES,
  NO_FINISH_CODE,
  finishName,
  finishSwatches,
  finishesIn,
} from './finishes/finishes';
export type {
  FinishDefinition,
  FinishSwatch,
  FinishSwatchOptions,
  FinishTable,
} from './finishes/finishes';

export {
  countDesigns,
  designCountMessage,
  designCountText,
  designKey,
  groupDesigns,
} from './designs/designs';
export type { Design, DesignMember, GroupDesignsOptions } from './designs/designs';

export { STYLES, styleName } from './styles/styles';

export {
  BUILT_IN_COLLECTIONS,
  SPECIAL_COLLECTIONS,
  isSpecialCollection,
} from './collections/collections';
export type { BuiltInCollection } from './collections/collections';

export {
  formatCollectionName,
  formatProductName,
  nameSegments,
  parseTrademarkName,
  plainName,
  segmentsToText,
} from './names/names';
export type { NameSegment, NameSegmentKind } from './names/names';

export {
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DIALOG_LIMIT,
  SEARCH_RESULTS_LIMIT,
} from './search/constants';
export { isValidSearchTerm } from './search/validate';
export { modelKey } from './search/modelKey';
export { compareByCatalogueRank, rankSearchResults } from './search/rank';
export type { RankSearchOptions, RankableProduct } from './search/rank';
export type { SearchTermProblem, SearchTermReading } from './search/reading';

export {
  WISHLIST_SEPARATOR,
  addToWishlist,
  parseWishlist,
  removeFromWishlist,
  serializeWishlist,
} from './wishlist/wishlist';

export {
  FIT_FACT_KEYS,
  LOW_PRESSURE_BAR,
  NOT_APPLICABLE,
  NOT_APPLICABLE_CODE,
  fitFacts,
  worksOnLowPressure,
} from './fit/fit';
export type { Dimensions, FitFact, FitFactKey, HomeFit } from './fit/fit';

export {
  COMPARE_LIMIT,
  addToCompare,
  comparePath,
  compareRows,
  parseCompareModels,
  removeFromCompare,
  visibleCompareRows,
} from './compare/compare';
export type { CompareRow, CompareSelection } from './compare/compare';

export {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  SEARCH_PLACEHOLDER,
  TEXT_CODES,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_SECURE_COOKIE_NAME,
  XSRF_TOKEN_PATTERN,
  sameXsrfToken,
  xsrfCookieName,
} from './texts/texts';

export { countLabel, isBlank } from './values/values';
export { hasVisibleText, withoutBidiControls } from './visibleText/visibleText';
export {
  scrubErrorEvent,
  scrubReportField,
  scrubReportText,
  withoutQueryString,
  type ScrubbableEvent,
} from './privacy/scrub';
export { parseProductPath, productPath } from './routes/productPath';
export { latinDigits } from './places/digits';
export {
  distanceKm,
  findPlace,
  nearestFirst,
  placeNameKey,
  type PlaceMatch,
  type Point,
} from './places/places';
export { limitKeyOf } from './privacy/limitKey';

// Every field rule, limit and option list of the forms, and their types.
export * from './forms/fields';
export {
  FORM_FIELDS,
  formErrorsIn,
  validateContactForm,
  validateEmailSupportForm,
  validateEventLeadForm,
  validateLeadForm,
} from './forms/forms';
export type {
  ContactForm,
  EmailSupportForm,
  EventLeadForm,
  FormErrors,
  FormIssues,
  FormResult,
  LeadForm,
} from './forms/forms';

export * from './i18n';
