// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// formPages, fieldText, thankYouPage. A module of its own, so only the pages that show these load them.
import { fieldText, formPages, thankYouPage } from './forms.data';
import { fieldTextHi, formPagesHi, thankYouPageHi } from './forms.data.hi';
import { translated } from '../kit/localized';

export const formPagesInLanguages = translated(formPages, { hi: formPagesHi });
export const fieldTextInLanguages = translated(fieldText, { hi: fieldTextHi });
export const thankYouPageInLanguages = translated(thankYouPage, { hi: thankYouPageHi });
