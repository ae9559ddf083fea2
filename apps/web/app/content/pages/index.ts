// Every content page in English, by path. The words are in ./*.en.json (see ./fromJson). The route config registers
// one route per page, so an unknown path never reaches the content page route.
import company from './company.en.json';
import legal from './legal.en.json';
import service from './service.en.json';
import { englishPagesFrom } from './fromJson';
import type { ContentPageData } from './types';

export type { ContentCard, ContentPageData, ContentSection, Prose } from './types';

export const contentPages: readonly ContentPageData[] = [
  ...englishPagesFrom(company, 'company.en.json'),
  ...englishPagesFrom(service, 'service.en.json'),
  ...englishPagesFrom(legal, 'legal.en.json'),
];

/** The content page of a path, matched without case and without a trailing slash. */
export function contentPage(pathname: string): ContentPageData | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return contentPages.find((page) => page.path === path);
}
