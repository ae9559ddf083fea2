// By language, English first (the reference a translation must match; content/byLanguage.test.ts checks it):
// contentPages. A module of its own, so only the pages that show these load them.
import { contentPages } from './pages';
import { companyPagesHi } from './pages/company.hi';
import { legalPagesHi } from './pages/legal.hi';
import { servicePagesHi } from './pages/service.hi';
import type { ContentPageData } from './pages/types';
import type { Language } from '@fittings/catalog-core';
import { inLanguages } from '../kit/localized';

export const contentPagesInLanguages = inLanguages<readonly ContentPageData[]>({
  en: contentPages,
  hi: [...companyPagesHi, ...servicePagesHi, ...legalPagesHi],
});

/** The content page of a path in a language, matched as `contentPage` matches it: no case, no trailing slash. */
export function contentPageFor(pathname: string, language: Language): ContentPageData | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return contentPagesInLanguages[language].find((page) => page.path === path);
}
