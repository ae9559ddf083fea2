// The answer of a content page's categories (of videos, of catalogue documents): one handler for each such route.
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { TranslatedEntity } from '../catalogue/format';
import { localizeBySlug } from '../catalogue/localize';
import type { CatalogueState, Snapshot } from '../catalogue/state';
import type { Assets } from '../media/assets';
import type { AppEnv } from './env';

interface ContentCategory {
  slug: string;
  name: string;
  description: string;
}

/** What such a route answers: `{ success: true, message, categories }`. */
type CategoriesBody<Contents> = {
  success: true;
  message: string;
  categories: (ContentCategory & Contents)[];
};

/**
 * The handler of a route listing a content page's categories: each one's slug, name and description in the language
 * asked for, and what `contents` makes of the category's own items (its videos, its catalogue documents).
 */
export function categoriesAnswer<C extends ContentCategory, Contents extends object>(
  state: CatalogueState,
  entity: TranslatedEntity,
  categories: () => readonly C[],
  contents: (snapshot: Snapshot, assets: Assets) => (category: C) => Contents,
): (
  c: Context<AppEnv>,
) => Response & TypedResponse<JSONParsed<CategoriesBody<Contents>>, 200, 'json'> {
  return (c: Context<AppEnv>) => {
    const snapshot = state.snapshotIn(c.get('language'));
    const itemsOf = contents(snapshot, c.get('assets'));
    return c.json(
      {
        success: true as const,
        message: '',
        categories: localizeBySlug(snapshot, entity, categories()).map((category) => ({
          slug: category.slug,
          name: category.name,
          description: category.description,
          ...itemsOf(category),
        })),
      },
      200,
    );
  };
}
