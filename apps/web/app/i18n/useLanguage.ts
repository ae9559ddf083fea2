// The language of the page on screen, from its address (`/hi/...` is Hindi), and the site's links in it.
import { languageOfPath, localizePath, stripLanguage, type Language } from '@fittings/catalog-core';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A function putting a site path into the page's language: `/product/T1` → `/hi/product/T1` on a Hindi page. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/** The path of the page a request asks for, without its language prefix: what a loader's routing rules read. */
export function pagePathOf(request: Request): string {
  return stripLanguage(new URL(request.url).pathname);
}

/** The language a request's page is in. */
export function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
