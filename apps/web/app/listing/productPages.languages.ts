// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// productsPage, featuresPage, focusedProducts, professionals, buyOnline. A module of its own, so only the pages that show these load them.
import {
  buyOnlineCopy,
  featuresPageCopy,
  focusedProductsCopy,
  productsPageCopy,
  professionalsCopy,
} from './productPages.data';
import {
  buyOnlineCopyHi,
  featuresPageCopyHi,
  focusedProductsCopyHi,
  productsPageCopyHi,
  professionalsCopyHi,
} from './productPages.data.hi';
import type { Localized } from '../kit/localized';
import { inLanguages } from '../kit/localized';

export const productsPageInLanguages = inLanguages<Localized<typeof productsPageCopy>>({
  en: productsPageCopy,
  hi: productsPageCopyHi,
});
export const featuresPageInLanguages = inLanguages<Localized<typeof featuresPageCopy>>({
  en: featuresPageCopy,
  hi: featuresPageCopyHi,
});
export const focusedProductsInLanguages = inLanguages<Localized<typeof focusedProductsCopy>>({
  en: focusedProductsCopy,
  hi: focusedProductsCopyHi,
});
export const professionalsInLanguages = inLanguages<Localized<typeof professionalsCopy>>({
  en: professionalsCopy,
  hi: professionalsCopyHi,
});
export const buyOnlineInLanguages = inLanguages<Localized<typeof buyOnlineCopy>>({
  en: buyOnlineCopy,
  hi: buyOnlineCopyHi,
});
