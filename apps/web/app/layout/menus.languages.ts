// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// navEntries, toolbarLinks, footerColumns, legalLinks, categoryMenus. A module of its own, so only the pages that show these load them.
import type { ProductArea } from '@fittings/catalog-core';
import {
  categoryMenus,
  footerColumns,
  legalLinks,
  navEntries,
  toolbarLinks,
  type CategoryMenu,
  type FooterColumn,
  type LinkEntry,
  type NavEntry,
} from './menus.data';
import {
  categoryMenusHi,
  footerColumnsHi,
  legalLinksHi,
  navEntriesHi,
  toolbarLinksHi,
} from './menus.data.hi';
import { inLanguages } from '../content/localized';

export const navEntriesInLanguages = inLanguages<readonly NavEntry[]>({
  en: navEntries,
  hi: navEntriesHi,
});
export const toolbarLinksInLanguages = inLanguages<readonly LinkEntry[]>({
  en: toolbarLinks,
  hi: toolbarLinksHi,
});
export const footerColumnsInLanguages = inLanguages<readonly FooterColumn[]>({
  en: footerColumns,
  hi: footerColumnsHi,
});
export const legalLinksInLanguages = inLanguages<readonly LinkEntry[]>({
  en: legalLinks,
  hi: legalLinksHi,
});
export const categoryMenusInLanguages = inLanguages<Record<ProductArea, readonly CategoryMenu[]>>({
  en: categoryMenus,
  hi: categoryMenusHi,
});
