// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// videosCatalogs. A module of its own, so only the pages that show these load them.
import { videosCatalogsCopy } from './videosCatalogs.data';
import { videosCatalogsCopyHi } from './videosCatalogs.data.hi';
import { translated } from '../kit/localized';

export const videosCatalogsInLanguages = translated(videosCatalogsCopy, {
  hi: videosCatalogsCopyHi,
});
