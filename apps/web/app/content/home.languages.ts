// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// home. A module of its own, so only the pages that show these load them. The Hindi words are data (home.hi.json),
// typed as the English set's translation where they are read.
import { homeCopy } from './home.data';
import homeCopyHi from './home.hi.json';
import { translated } from '../kit/localized';

export const homeInLanguages = translated(homeCopy, { hi: homeCopyHi });
