// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// technologies. A module of its own, so only the pages that show these load them.
import { technologyCopy, type TechnologyCopy } from './technologies.data';
import { technologyCopyHi } from './technologies.data.hi';
import { inLanguages } from '../kit/localized';

export const technologiesInLanguages = inLanguages<Record<string, TechnologyCopy>>({
  en: technologyCopy,
  hi: technologyCopyHi,
});
