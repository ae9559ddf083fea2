// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// waterAssumptions, waterwise. A module of its own, so only the pages that show these load them.
import { waterAssumptions, waterwiseCopy } from './waterwise.data';
import { waterAssumptionsHi, waterwiseCopyHi } from './waterwise.data.hi';
import { translated } from '../kit/localized';

export const waterAssumptionsInLanguages = translated(waterAssumptions, { hi: waterAssumptionsHi });
export const waterwiseInLanguages = translated(waterwiseCopy, { hi: waterwiseCopyHi });
