// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// areaCopy, areaBands. A module of its own, so only the pages that show these load them.
import type { ProductArea } from '@fittings/catalog-core';
import { areaBands, areaCopy, type AreaCopy } from './areas.data';
import { areaBandsHi, areaCopyHi } from './areas.data.hi';
import { inLanguages, translated } from '../kit/localized';

export const areaCopyInLanguages = inLanguages<Record<ProductArea, AreaCopy>>({
  en: areaCopy,
  hi: areaCopyHi,
});
export const areaBandsInLanguages = translated(areaBands, { hi: areaBandsHi });
