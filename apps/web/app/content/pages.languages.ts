// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// contentPages. A module of its own, so only the pages that show these load them.
import { contentPages } from './pages';
import companyHi from './pages/company.hi.json';
import { translatedPagesFrom } from './pages/fromJson';
import legalHi from './pages/legal.hi.json';
import serviceHi from './pages/service.hi.json';
import type { ContentPageData } from './pages/types';
import type { Language } from '@fittings/catalog-core';
import { inLanguages } from '../kit/localized';

export const contentPagesInLanguages = inLanguages<readonly ContentPageData[]>({
  en: contentPages,
  hi: [
    ...translatedPagesFrom(companyHi, 'company.hi.json', contentPages),
    ...translatedPagesFrom(serviceHi, 'service.hi.json', contentPages),
    ...translatedPagesFrom(legalHi, 'legal.hi.json', contentPages),
  ],
});

/** The content page of a path in a language, matched as `contentPage` matches it: no case, no trailing slash. */
export function contentPageFor(pathname: string, language: Language): ContentPageData | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return contentPagesInLanguages[language].find((page) => page.path === path);
}
