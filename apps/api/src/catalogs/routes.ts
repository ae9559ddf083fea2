// GET /get/catalog-categories: catalogue categories and their catalogue documents (generated PDFs).
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { CatalogCategoryRecord } from '../catalogue/format';
import type { AppEnv, Deps } from '../http/env';
import { contentRoute, ok, records } from '../http/openapi';
import { segment } from '../media/assets';
import { catalogProducts } from '@fittings/catalog-core/catalogue-format';
import { mediaUrl } from '../http/schemas';
import { localizedCategories, localizeRecord } from '../catalogue/localize';

export function registerCatalogs(app: OpenAPIHono<AppEnv>, { db, state }: Deps): void {
  const catalogCategories = records<CatalogCategoryRecord>(
    db,
    'SELECT record FROM catalog_categories ORDER BY rank, seq',
  );

  app.openapi(
    contentRoute(
      '/get/catalog-categories',
      'Catalogue categories with their catalogue documents (PDF)',
      ok(
        {
          categories: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              description: z.string(),
              catalogs: z.array(
                z.object({
                  slug: z.string(),
                  title: z.string(),
                  description: z.string(),
                  year: z.number().int(),
                  coverImage: mediaUrl,
                  viewLink: mediaUrl,
                  downloadLink: mediaUrl,
                  productCount: z.number().int(),
                }),
              ),
            }),
          ),
        },
        'The catalogue categories',
      ),
    ),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      return c.json(
        {
          success: true as const,
          message: '',
          categories: localizedCategories(
            snapshot,
            'catalogCategory',
            catalogCategories(),
            (category) => ({
              catalogs: category.catalogs.map((document) => {
                const catalog = localizeRecord(
                  snapshot,
                  'catalog',
                  `${category.slug}/${document.slug}`,
                  document,
                );
                const pdf = assets.url(`catalogs/${segment(catalog.slug)}.pdf`);
                return {
                  slug: catalog.slug,
                  title: catalog.title,
                  description: catalog.description,
                  year: catalog.year,
                  coverImage: assets.url(`catalogs/${segment(catalog.slug)}/cover.svg`),
                  viewLink: pdf,
                  downloadLink: `${pdf}&download=1`,
                  productCount: catalogProducts(catalog, snapshot.products.values()).length,
                };
              }),
            }),
          ),
        },
        200,
      );
    },
  );
}
