// GET /get/catalog-categories: catalogue categories and their catalogue documents (generated PDFs).
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { CatalogCategoryRecord } from '../catalogue/format';
import type { AppEnv, Deps } from '../http/env';
import { contentRoute, ok, records } from '../http/openapi';
import { segment, type Assets } from '../media/assets';
import type { Snapshot } from '../catalogue/state';
import { categoriesAnswer } from '../http/categories';
import { catalogProducts } from '@fittings/catalog-core/catalogue-format';
import { mediaUrl } from '../http/schemas';
import { localizeRecord } from '../catalogue/localize';

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
    categoriesAnswer(state, 'catalogCategory', catalogCategories, catalogsOf),
  );
}

/** A category's catalogue documents as the API answers them: in the snapshot's language, with their PDF's links. */
function catalogsOf(snapshot: Snapshot, assets: Assets) {
  return (category: CatalogCategoryRecord) => ({
    catalogs: category.catalogs.map((document) => {
      const key = `${category.slug}/${document.slug}`;
      const catalog = localizeRecord(snapshot, 'catalog', key, document);
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
  });
}
