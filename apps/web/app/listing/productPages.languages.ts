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
import { translated } from '../kit/localized';

export const productsPageInLanguages = translated(productsPageCopy, { hi: productsPageCopyHi });
export const featuresPageInLanguages = translated(featuresPageCopy, { hi: featuresPageCopyHi });
export const focusedProductsInLanguages = translated(focusedProductsCopy, {
  hi: focusedProductsCopyHi,
});
export const professionalsInLanguages = translated(professionalsCopy, { hi: professionalsCopyHi });
export const buyOnlineInLanguages = translated(buyOnlineCopy, { hi: buyOnlineCopyHi });
