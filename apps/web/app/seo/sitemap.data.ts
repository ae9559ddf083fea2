// The pages of the site that have one fixed address, for sitemap.xml. Pages whose addresses come from the catalogue
// (products, collections, technologies, award years, listings) are added from the API and the menus. Left out on
// purpose: search results and the wishlist (personal, not indexed) and the lead forms (campaign landing pages).
import { LANGUAGES, localizePath } from '@fittings/catalog-core';
import { contentPages } from '../content/pages';

export const staticSitemapPaths: readonly string[] = [
  '/',
  '/bathroom',
  '/kitchen',
  '/bathroom/collections',
  '/innovations/featured',
  '/innovations/bath',
  '/innovations/shower',
  '/innovations/kitchen',
  '/technology',
  '/waterwise',
  '/videos-catalogs',
  '/video-gallery',
  '/catalogs',
  '/awards',
  '/products',
  '/features',
  '/focused-products',
  '/for-professionals',
  '/buy-on-amazon',
  '/where-to-buy',
  '/contact-us',
  '/email-support',
  ...contentPages.map((page) => page.path),
];

/**
 * Paths robots.txt asks crawlers to leave alone. The search results page is not among them: its canonical URL is
 * the bare /search-results, so result pages for each term fold into one, and a crawler that may not fetch a page
 * cannot read its canonical either. Each in every language (`/hi/wishlist`...).
 */
export const robotsDisallow: readonly string[] = [
  '/wishlist',
  '/leads-form',
  '/events-lead-form',
].flatMap((path) => LANGUAGES.map((language) => localizePath(path, language)));
