// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// navEntries, toolbarLinks, footerColumns, legalLinks, categoryMenus. A module of its own, so only the pages that show these load them.
import type { Language, ProductArea } from '@fittings/catalog-core';
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
import type { ByLanguage } from '../kit/localized';
import type * as HindiMenusModule from './menus.data.hi';

// The Hindi menus are a chunk of their own, loaded with the Hindi words (i18n/translators.ts) by the server and the
// browser before they render a Hindi page, so an English page never downloads them.
type HindiMenus = typeof HindiMenusModule;
let hindi: HindiMenus | undefined;

/** Loads a language's menus once (English is always there). */
export function loadMenus(language: Language): Promise<void> {
  if (language !== 'hi' || hindi) return Promise.resolve();
  return import('./menus.data.hi').then((module) => {
    hindi = module;
  });
}

/** A data set by language; until the Hindi menus are loaded they read as the English ones, as translatorOf does. */
const inLanguages = <T>(data: { en: T; hi: (menus: HindiMenus) => T }): ByLanguage<T> => ({
  en: data.en,
  get hi() {
    return hindi ? data.hi(hindi) : data.en;
  },
});

export const navEntriesInLanguages = inLanguages<readonly NavEntry[]>({
  en: navEntries,
  hi: (menus) => menus.navEntriesHi,
});
export const toolbarLinksInLanguages = inLanguages<readonly LinkEntry[]>({
  en: toolbarLinks,
  hi: (menus) => menus.toolbarLinksHi,
});
export const footerColumnsInLanguages = inLanguages<readonly FooterColumn[]>({
  en: footerColumns,
  hi: (menus) => menus.footerColumnsHi,
});
export const legalLinksInLanguages = inLanguages<readonly LinkEntry[]>({
  en: legalLinks,
  hi: (menus) => menus.legalLinksHi,
});
export const categoryMenusInLanguages = inLanguages<Record<ProductArea, readonly CategoryMenu[]>>({
  en: categoryMenus,
  hi: (menus) => menus.categoryMenusHi,
});
