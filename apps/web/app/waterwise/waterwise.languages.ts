// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// waterAssumptions, waterwise. A module of its own, so only the pages that show these load them.
import { waterAssumptions, waterwiseCopy } from './waterwise.data';
import { waterAssumptionsHi, waterwiseCopyHi } from './waterwise.data.hi';
import type { Localized } from '../kit/localized';
import { inLanguages } from '../kit/localized';

export const waterAssumptionsInLanguages = inLanguages<Localized<typeof waterAssumptions>>({
  en: waterAssumptions,
  hi: waterAssumptionsHi,
});
export const waterwiseInLanguages = inLanguages<Localized<typeof waterwiseCopy>>({
  en: waterwiseCopy,
  hi: waterwiseCopyHi,
});
