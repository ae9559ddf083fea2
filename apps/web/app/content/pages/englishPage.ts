// The English page a translation stands beside: a translated page takes the facts that are not words (its purpose
// note for editors) from here, so they keep one home.
import type { ContentPageData } from './types';

export function englishPage(pages: readonly ContentPageData[], path: string): ContentPageData {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No English content page at ${path} to translate.`);
  return page;
}
