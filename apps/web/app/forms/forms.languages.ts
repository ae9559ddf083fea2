// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// formPages, fieldText, thankYouPage. A module of its own, so only the pages that show these load them. The Hindi
// words are data (forms.hi.json: the same keys and paths as forms.data.ts), typed as the English sets' translations
// where they are read. The fields' error messages live in the message catalogues.
import { fieldText, formPages, thankYouPage } from './forms.data';
import hindi from './forms.hi.json';
import { translated } from '../kit/localized';

export const formPagesInLanguages = translated(formPages, { hi: hindi.formPages });
export const fieldTextInLanguages = translated(fieldText, { hi: hindi.fieldText });
export const thankYouPageInLanguages = translated(thankYouPage, { hi: hindi.thankYouPage });
