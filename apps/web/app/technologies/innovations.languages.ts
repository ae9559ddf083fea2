// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// innovationGroups, innovation, technologyIndex, technologyPage. A module of its own, so only the pages that show these load them.
import {
  INNOVATION_GROUPS,
  innovationCopy,
  technologyIndexCopy,
  technologyPageCopy,
} from './innovations.data';
import {
  INNOVATION_GROUPS_HI,
  innovationCopyHi,
  technologyIndexCopyHi,
  technologyPageCopyHi,
} from './innovations.data.hi';
import type { Localized } from '../kit/localized';
import { inLanguages } from '../kit/localized';

export const innovationGroupsInLanguages = inLanguages<Localized<typeof INNOVATION_GROUPS>>({
  en: INNOVATION_GROUPS,
  hi: INNOVATION_GROUPS_HI,
});
export const innovationInLanguages = inLanguages<Localized<typeof innovationCopy>>({
  en: innovationCopy,
  hi: innovationCopyHi,
});
export const technologyIndexInLanguages = inLanguages<Localized<typeof technologyIndexCopy>>({
  en: technologyIndexCopy,
  hi: technologyIndexCopyHi,
});
export const technologyPageInLanguages = inLanguages<Localized<typeof technologyPageCopy>>({
  en: technologyPageCopy,
  hi: technologyPageCopyHi,
});
