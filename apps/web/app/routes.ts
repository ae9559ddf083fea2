import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  route,
} from '@react-router/dev/routes';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fittings/catalog-core';
import { contentResourceRoutes, contentRoutes } from './contentRoutes';
import { legacyRedirects } from './seo/legacyRedirects.data';
import { formRoutes } from './formRoutes';

// The leads forms keep the footer but hide the toolbar and navigation (spec 2.1); the site layout decides that.
const site = layout('routes/site.tsx', [
  index('routes/home.tsx'),
  route('filter/:area', 'routes/filter.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('search-results', 'routes/search-results.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('find-a-part', 'routes/find-a-part.tsx'),
  // The brand's content pages (issue 7): see app/contentRoutes.ts.
  ...contentRoutes,
  // Where to buy, the forms and cookie settings (issue 8): see app/formRoutes.ts.
  ...formRoutes,
  // Pages that fail on purpose, for the tests of error reporting: not found unless WEB_TEST_ERRORS=1.
  route('test/throw-in-browser', 'routes/test-throw-in-browser.tsx'),
  route('test/throw-on-server', 'routes/test-throw-on-server.tsx'),
  // Anything else is the not-found page, answered with HTTP 404.
  route('*', 'routes/not-found.tsx'),
]);

/** A route tree again for another language: the same files, each id suffixed with the language (ids are unique). */
function inLanguage(entry: RouteConfigEntry, language: Language): RouteConfigEntry {
  return {
    ...entry,
    id: `${entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')}-${language}`,
    ...(entry.children
      ? { children: entry.children.map((child) => inLanguage(child, language)) }
      : {}),
  };
}

export default [
  // Old URLs of the previous site answer 301 from the server (spec 2.7).
  ...legacyRedirects.map(({ pattern }, i) =>
    route(pattern, 'routes/legacy-redirect.ts', { id: `legacy-${i}` }),
  ),
  // sitemap.xml and robots.txt.
  ...contentResourceRoutes,
  // What the service worker needs (issue 30): the page it shows offline in each language, the manifest and its icon.
  route('offline', 'routes/offline.ts'),
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) =>
    route(`${language}/offline`, 'routes/offline.ts', { id: `routes/offline-${language}` }),
  ),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('app-icon.svg', 'routes/app-icon.ts'),
  // The bathroom list to print and as a PDF (issue 17): outside the site layout, made from the list in the URL.
  route('wishlist/print', 'routes/wishlist-print.tsx'),
  route('wishlist/pdf', 'routes/wishlist-pdf.ts'),
  // …and under each other language's prefix, where a page's localized links lead (the print page speaks it).
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => [
    route(`${language}/wishlist/print`, 'routes/wishlist-print.tsx', {
      id: `routes/wishlist-print-${language}`,
    }),
    route(`${language}/wishlist/pdf`, 'routes/wishlist-pdf.ts', {
      id: `routes/wishlist-pdf-${language}`,
    }),
  ]),
  site,
  // The same pages in every other language under its prefix (/hi/...); today's addresses stay English.
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({
    ...inLanguage(site, language),
    path: language,
  })),
] satisfies RouteConfig;
