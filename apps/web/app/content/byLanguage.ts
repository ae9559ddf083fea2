// Every data set of words the site shows, by language. Each entry is a map keyed by language code, so a third
// language is one more entry per map (and the check in byLanguage.test.ts tells which are missing); nothing here
// branches on a language.
import type { ProductArea } from '@fittings/catalog-core';
import { areaBands, areaCopy, type AreaCopy } from '../areas/areas.data';
import { areaBandsHi, areaCopyHi } from '../areas/areas.data.hi';
import { awardsCopy } from '../awards/awards.data';
import { awardsCopyHi } from '../awards/awards.data.hi';
import { collectionPageCopy, collectionsCopy } from '../collections/collections.data';
import { collectionPageCopyHi, collectionsCopyHi } from '../collections/collections.data.hi';
import { fieldText, formPages, thankYouPage } from '../forms/forms.data';
import { fieldTextHi, formPagesHi, thankYouPageHi } from '../forms/forms.data.hi';
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
} from '../layout/menus.data';
import {
  categoryMenusHi,
  footerColumnsHi,
  legalLinksHi,
  navEntriesHi,
  toolbarLinksHi,
} from '../layout/menus.data.hi';
import {
  buyOnlineCopy,
  featuresPageCopy,
  focusedProductsCopy,
  productsPageCopy,
  professionalsCopy,
} from '../listing/productPages.data';
import {
  buyOnlineCopyHi,
  featuresPageCopyHi,
  focusedProductsCopyHi,
  productsPageCopyHi,
  professionalsCopyHi,
} from '../listing/productPages.data.hi';
import {
  INNOVATION_GROUPS,
  innovationCopy,
  technologyIndexCopy,
  technologyPageCopy,
} from '../technologies/innovations.data';
import {
  INNOVATION_GROUPS_HI,
  innovationCopyHi,
  technologyIndexCopyHi,
  technologyPageCopyHi,
} from '../technologies/innovations.data.hi';
import { technologyCopy, type TechnologyCopy } from '../technologies/technologies.data';
import { technologyCopyHi } from '../technologies/technologies.data.hi';
import { videosCatalogsCopy } from '../videos/videosCatalogs.data';
import { videosCatalogsCopyHi } from '../videos/videosCatalogs.data.hi';
import { waterAssumptions, waterwiseCopy } from '../waterwise/waterwise.data';
import { waterAssumptionsHi, waterwiseCopyHi } from '../waterwise/waterwise.data.hi';
import { homeCopy } from './home.data';
import { homeCopyHi } from './home.data.hi';
import type { Localized } from './localized';
import { contentPages } from './pages';
import { companyPagesHi } from './pages/company.hi';
import { legalPagesHi } from './pages/legal.hi';
import { servicePagesHi } from './pages/service.hi';
import type { ContentPageData } from './pages/types';

/**
 * The languages the content is written in. The same codes as catalog-core's `Language` (issue 18's shared design);
 * spelled out here so this module stands before that one lands, and replaced by it when the two meet.
 */
export const CONTENT_LANGUAGES = ['en', 'hi'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

type ByLanguage<T> = Readonly<Record<ContentLanguage, T>>;

/** One data set in every language, typed as its translation so that all languages read the same way. */
const inLanguages = <T>(data: ByLanguage<T>): ByLanguage<T> => data;

/**
 * Every data set, English first: the English is the reference a translation must match in its entries, links,
 * paths and pictures (byLanguage.test.ts checks it).
 */
export const contentByLanguage = {
  contentPages: inLanguages<readonly ContentPageData[]>({
    en: contentPages,
    hi: [...companyPagesHi, ...servicePagesHi, ...legalPagesHi],
  }),
  home: inLanguages<Localized<typeof homeCopy>>({ en: homeCopy, hi: homeCopyHi }),
  navEntries: inLanguages<readonly NavEntry[]>({ en: navEntries, hi: navEntriesHi }),
  toolbarLinks: inLanguages<readonly LinkEntry[]>({ en: toolbarLinks, hi: toolbarLinksHi }),
  footerColumns: inLanguages<readonly FooterColumn[]>({ en: footerColumns, hi: footerColumnsHi }),
  legalLinks: inLanguages<readonly LinkEntry[]>({ en: legalLinks, hi: legalLinksHi }),
  categoryMenus: inLanguages<Record<ProductArea, readonly CategoryMenu[]>>({
    en: categoryMenus,
    hi: categoryMenusHi,
  }),
  areaCopy: inLanguages<Record<ProductArea, AreaCopy>>({ en: areaCopy, hi: areaCopyHi }),
  areaBands: inLanguages<Localized<typeof areaBands>>({ en: areaBands, hi: areaBandsHi }),
  awards: inLanguages<Localized<typeof awardsCopy>>({ en: awardsCopy, hi: awardsCopyHi }),
  collections: inLanguages<Localized<typeof collectionsCopy>>({
    en: collectionsCopy,
    hi: collectionsCopyHi,
  }),
  collectionPage: inLanguages<Localized<typeof collectionPageCopy>>({
    en: collectionPageCopy,
    hi: collectionPageCopyHi,
  }),
  innovationGroups: inLanguages<Localized<typeof INNOVATION_GROUPS>>({
    en: INNOVATION_GROUPS,
    hi: INNOVATION_GROUPS_HI,
  }),
  innovation: inLanguages<Localized<typeof innovationCopy>>({
    en: innovationCopy,
    hi: innovationCopyHi,
  }),
  technologyIndex: inLanguages<Localized<typeof technologyIndexCopy>>({
    en: technologyIndexCopy,
    hi: technologyIndexCopyHi,
  }),
  technologyPage: inLanguages<Localized<typeof technologyPageCopy>>({
    en: technologyPageCopy,
    hi: technologyPageCopyHi,
  }),
  technologies: inLanguages<Record<string, TechnologyCopy>>({
    en: technologyCopy,
    hi: technologyCopyHi,
  }),
  videosCatalogs: inLanguages<Localized<typeof videosCatalogsCopy>>({
    en: videosCatalogsCopy,
    hi: videosCatalogsCopyHi,
  }),
  waterAssumptions: inLanguages<Localized<typeof waterAssumptions>>({
    en: waterAssumptions,
    hi: waterAssumptionsHi,
  }),
  waterwise: inLanguages<Localized<typeof waterwiseCopy>>({
    en: waterwiseCopy,
    hi: waterwiseCopyHi,
  }),
  formPages: inLanguages<Localized<typeof formPages>>({ en: formPages, hi: formPagesHi }),
  fieldText: inLanguages<Localized<typeof fieldText>>({ en: fieldText, hi: fieldTextHi }),
  thankYouPage: inLanguages<Localized<typeof thankYouPage>>({
    en: thankYouPage,
    hi: thankYouPageHi,
  }),
  productsPage: inLanguages<Localized<typeof productsPageCopy>>({
    en: productsPageCopy,
    hi: productsPageCopyHi,
  }),
  featuresPage: inLanguages<Localized<typeof featuresPageCopy>>({
    en: featuresPageCopy,
    hi: featuresPageCopyHi,
  }),
  focusedProducts: inLanguages<Localized<typeof focusedProductsCopy>>({
    en: focusedProductsCopy,
    hi: focusedProductsCopyHi,
  }),
  professionals: inLanguages<Localized<typeof professionalsCopy>>({
    en: professionalsCopy,
    hi: professionalsCopyHi,
  }),
  buyOnline: inLanguages<Localized<typeof buyOnlineCopy>>({
    en: buyOnlineCopy,
    hi: buyOnlineCopyHi,
  }),
};

export type ContentDataSet = keyof typeof contentByLanguage;

/**
 * The words of one data set in a language, typed as the translation type (every string widened), which the English
 * data also is, so a page reads either the same way.
 */
export function contentFor<K extends ContentDataSet>(
  set: K,
  language: ContentLanguage,
): (typeof contentByLanguage)[K][ContentLanguage] {
  return contentByLanguage[set][language];
}

/** The content page of a path in a language, matched as `contentPage` matches it: no case, no trailing slash. */
export function contentPageFor(
  pathname: string,
  language: ContentLanguage,
): ContentPageData | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return contentFor('contentPages', language).find((page) => page.path === path);
}
