// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// formPages, fieldText, thankYouPage. A module of its own, so only the pages that show these load them.
import { fieldText, formPages, thankYouPage } from './forms.data';
import { fieldTextHi, formPagesHi, thankYouPageHi } from './forms.data.hi';
import type { Localized } from '../kit/localized';
import { inLanguages } from '../kit/localized';

export const formPagesInLanguages = inLanguages<Localized<typeof formPages>>({
  en: formPages,
  hi: formPagesHi,
});
export const fieldTextInLanguages = inLanguages<Localized<typeof fieldText>>({
  en: fieldText,
  hi: fieldTextHi,
});
export const thankYouPageInLanguages = inLanguages<Localized<typeof thankYouPage>>({
  en: thankYouPage,
  hi: thankYouPageHi,
});
