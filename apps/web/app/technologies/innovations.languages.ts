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
import { translated } from '../kit/localized';

export const innovationGroupsInLanguages = translated(INNOVATION_GROUPS, {
  hi: INNOVATION_GROUPS_HI,
});
export const innovationInLanguages = translated(innovationCopy, { hi: innovationCopyHi });
export const technologyIndexInLanguages = translated(technologyIndexCopy, {
  hi: technologyIndexCopyHi,
});
export const technologyPageInLanguages = translated(technologyPageCopy, {
  hi: technologyPageCopyHi,
});
