// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// awards. A module of its own, so only the pages that show these load them.
import { awardsCopy } from './awards.data';
import { awardsCopyHi } from './awards.data.hi';
import { translated } from '../kit/localized';

export const awardsInLanguages = translated(awardsCopy, { hi: awardsCopyHi });
