// The `@fittings/catalog-core/parts` entry: reading model and part codes as typed (see partCode.ts).
export {
  MAX_PART_CODE_LENGTH,
  compactCode,
  looksLikePartCode,
  normalizePartCode,
  partCodeKeys,
} from './partCode';
