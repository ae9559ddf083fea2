// GET /get/menus: the bathroom and kitchen menus of spec section 2.5 with product counts, and the collections menu.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ok } from '../http/openapi';
import type { AppEnv, Deps } from '../http/env';
import { segment } from '../media/assets';
import { mediaUrl } from '../http/schemas';
import { LangQuery } from '../i18n/languages';

const MenuItemSchema = z
  .object({
    title: z.string(),
    route: z.string(),
    queryKind: z.enum(['type', 'subcategory']),
    queryValue: z.string(),
    isNew: z.boolean().optional(),
    href: z.string(),
    count: z.number().int().nonnegative(),
  })
  .openapi('MenuItem');

const MenuCategorySchema = z
  .object({
    title: z.string(),
    route: z.string(),
    area: z.enum(['bathroom', 'kitchen']),
    description: z.string(),
    topImage: mediaUrl,
    href: z.string(),
    count: z.number().int(),
    items: z.array(MenuItemSchema),
  })
  .openapi('MenuCategory');

export function registerMenus(app: OpenAPIHono<AppEnv>, { state }: Deps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/get/menus',
      tags: ['menus'],
      summary:
        'The bathroom and kitchen menus (categories, their types or subcategories, counts) and the collections menu',
      request: { query: LangQuery },
      responses: {
        ...ok(
          {
            bathroom: z.array(MenuCategorySchema),
            kitchen: z.array(MenuCategorySchema),
            collections: z.array(
              z.object({
                name: z.string(),
                url: z.string(),
                href: z.string(),
                image: mediaUrl,
                isNew: z.boolean(),
                areas: z.array(z.enum(['bathroom', 'kitchen'])),
              }),
            ),
          },
          'The menus',
        ),
      },
    }),
    (c) => {
      const snapshot = state.snapshotIn(c.get('language'));
      const assets = c.get('assets');
      const counts = new Map<string, number>();
      for (const p of snapshot.products.values()) {
        const category = `${p.area}/${p.category}`;
        counts.set(category, (counts.get(category) ?? 0) + 1);
        const item = `${category}/${p.type ?? p.subcategory}`;
        counts.set(item, (counts.get(item) ?? 0) + 1);
      }
      const menu = (area: 'bathroom' | 'kitchen') =>
        snapshot.categories
          .filter((category) => category.area === area)
          .map((category) => {
            const base = `/filter/${area}?category=${encodeURIComponent(category.slug)}`;
            return {
              title: category.title,
              route: category.slug,
              area,
              description: category.description,
              topImage: assets.url(`menus/${area}/${segment(category.slug)}.svg`),
              href: base,
              count: counts.get(`${area}/${category.slug}`) ?? 0,
              items: category.items.map((item) => ({
                title: item.title,
                route: category.slug,
                queryKind: category.queryKind,
                queryValue: item.value,
                ...(item.isNew ? { isNew: true } : {}),
                href: `${base}&${category.queryKind}=${encodeURIComponent(item.value)}`,
                count: counts.get(`${area}/${category.slug}/${item.value}`) ?? 0,
              })),
            };
          });
      return c.json(
        {
          success: true as const,
          message: '',
          bathroom: menu('bathroom'),
          kitchen: menu('kitchen'),
          collections: [...snapshot.collections.values()].map((collection) => ({
            name: collection.name,
            url: collection.slug,
            href: `/collections/${collection.slug}`,
            image: assets.url(`collections/${segment(collection.slug)}.svg`),
            isNew: collection.isNew,
            areas: collection.areas,
          })),
        },
        200,
      );
    },
  );
}
