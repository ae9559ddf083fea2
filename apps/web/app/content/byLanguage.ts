// Every data set of words the site shows, by language, for the check in byLanguage.test.ts. Pages import each set
// from its own feature's `*.languages.ts` module (a page loads only what it shows); this module gathers them all, so
// only the test imports it. A third language is one more entry per set, and the test tells which are missing.
import { LANGUAGES, type Language } from '@fittings/catalog-core';
import { areaCopyInLanguages, areaBandsInLanguages } from '../areas/areas.languages';
import { awardsInLanguages } from '../awards/awards.languages';
import {
  collectionsInLanguages,
  collectionPageInLanguages,
} from '../collections/collections.languages';
import { homeInLanguages } from './home.languages';
import { contentPagesInLanguages } from './pages.languages';
import {
  formPagesInLanguages,
  fieldTextInLanguages,
  thankYouPageInLanguages,
} from '../forms/forms.languages';
import {
  navEntriesInLanguages,
  toolbarLinksInLanguages,
  footerColumnsInLanguages,
  legalLinksInLanguages,
  categoryMenusInLanguages,
} from '../layout/menus.languages';
import {
  productsPageInLanguages,
  featuresPageInLanguages,
  focusedProductsInLanguages,
  professionalsInLanguages,
  buyOnlineInLanguages,
} from '../listing/productPages.languages';
import {
  innovationGroupsInLanguages,
  innovationInLanguages,
  technologyIndexInLanguages,
  technologyPageInLanguages,
} from '../technologies/innovations.languages';
import { technologiesInLanguages } from '../technologies/technologies.languages';
import { videosCatalogsInLanguages } from '../videos/videosCatalogs.languages';
import {
  waterAssumptionsInLanguages,
  waterwiseInLanguages,
} from '../waterwise/waterwise.languages';

export { contentPageFor } from './pages.languages';

/** The languages the content is written in: the site's. */
export const CONTENT_LANGUAGES = LANGUAGES;
export type ContentLanguage = Language;

/** Every data set, English first: the reference a translation must match in its entries, links, paths and pictures. */
export const contentByLanguage = {
  contentPages: contentPagesInLanguages,
  home: homeInLanguages,
  navEntries: navEntriesInLanguages,
  toolbarLinks: toolbarLinksInLanguages,
  footerColumns: footerColumnsInLanguages,
  legalLinks: legalLinksInLanguages,
  categoryMenus: categoryMenusInLanguages,
  areaCopy: areaCopyInLanguages,
  areaBands: areaBandsInLanguages,
  awards: awardsInLanguages,
  collections: collectionsInLanguages,
  collectionPage: collectionPageInLanguages,
  innovationGroups: innovationGroupsInLanguages,
  innovation: innovationInLanguages,
  technologyIndex: technologyIndexInLanguages,
  technologyPage: technologyPageInLanguages,
  technologies: technologiesInLanguages,
  videosCatalogs: videosCatalogsInLanguages,
  waterAssumptions: waterAssumptionsInLanguages,
  waterwise: waterwiseInLanguages,
  formPages: formPagesInLanguages,
  fieldText: fieldTextInLanguages,
  thankYouPage: thankYouPageInLanguages,
  productsPage: productsPageInLanguages,
  featuresPage: featuresPageInLanguages,
  focusedProducts: focusedProductsInLanguages,
  professionals: professionalsInLanguages,
  buyOnline: buyOnlineInLanguages,
};

export type ContentDataSet = keyof typeof contentByLanguage;
