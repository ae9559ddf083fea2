// Every content page written as data, by path. The route config registers one route per page, so an unknown path
// never reaches the content page route.
import { companyPages } from './company';
import { legalPages } from './legal';
import { servicePages } from './service';
import type { ContentPageData } from './types';

export type { ContentCard, ContentPageData, ContentSection, Prose } from './types';

export const contentPages: readonly ContentPageData[] = [
  ...companyPages,
  ...servicePages,
  ...legalPages,
];

/** The content page of a path, matched without case and without a trailing slash. */
export function contentPage(pathname: string): ContentPageData | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return contentPages.find((page) => page.path === path);
}
