// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// home. A module of its own, so only the pages that show these load them.
import { homeCopy } from './home.data';
import { homeCopyHi } from './home.data.hi';
import { translated } from '../kit/localized';

export const homeInLanguages = translated(homeCopy, { hi: homeCopyHi });
