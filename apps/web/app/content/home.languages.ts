// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// home. A module of its own, so only the pages that show these load them.
import { homeCopy } from './home.data';
import { homeCopyHi } from './home.data.hi';
import type { Localized } from '../kit/localized';
import { inLanguages } from '../kit/localized';

export const homeInLanguages = inLanguages<Localized<typeof homeCopy>>({
  en: homeCopy,
  hi: homeCopyHi,
});
