// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// collections, collectionPage. A module of its own, so only the pages that show these load them.
import { collectionPageCopy, collectionsCopy } from './collections.data';
import { collectionPageCopyHi, collectionsCopyHi } from './collections.data.hi';
import { translated } from '../kit/localized';

export const collectionsInLanguages = translated(collectionsCopy, { hi: collectionsCopyHi });
export const collectionPageInLanguages = translated(collectionPageCopy, {
  hi: collectionPageCopyHi,
});
