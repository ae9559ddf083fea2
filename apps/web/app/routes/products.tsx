// products: the whole range at a glance, room by room, category by category and type by type, with counts.
import { languageOfPath, type ProductArea, type Translator } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { productsPageInLanguages } from '../listing/productPages.languages';
import { areaName, localTrail, metaText } from '../kit/pageText';
import { languageOf } from '../i18n/useLanguage';
import { RouteError } from '../layout/RouteError';
import { CategoryTiles } from '../areas/CategoryTiles';
import { Band } from '../kit/Band';
import { LinkCards } from '../kit/LinkCards';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { categoryMenus, listingHref } from '../layout/menus.data';
import { publicOrigin } from '../api/api.server';
import { loadMenus, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/products';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];
const crumbsOf = (text: Pick<Translator, 't' | 'language'>) => {
  const copy = productsPageInLanguages[text.language];
  return localTrail(trail({ name: copy.title, path: copy.path }), text);
};

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = productsPageInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: crumbsOf(metaText(location)),
    image: categoryMenus.bathroom[0]?.topImage,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const menus = await optionalFromApi(() => loadMenus(request), null);
  const localMenus = categoryMenusInLanguages[languageOf(request)];
  const rooms = AREAS.map((area) => ({
    area,
    total: menus?.[area].reduce((sum, c) => sum + c.count, 0) ?? null,
    categories: localMenus[area].map((category) => {
      const counted = menus?.[area].find((c) => c.route === category.route);
      return {
        title: category.title,
        href: listingHref(area, category.route),
        image: category.topImage,
        ...(counted ? { description: counted.description, count: counted.count } : {}),
        items: category.items.map((item) => {
          const count = counted?.items.find((i) => i.queryValue === item.queryValue)?.count;
          return {
            title: count === undefined ? item.title : `${item.title} (${count})`,
            href: listingHref(area, category.route, item),
          };
        }),
      };
    }),
  }));
  return { rooms, origin: publicOrigin(request) };
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { rooms } = loaderData;
  const text = useText();
  const copy = productsPageInLanguages[text.language];
  return (
    <div>
      <PageHeader crumbs={crumbsOf(text)} {...headerWords(copy)}>
        {rooms.map((room) => (
          <ButtonLink key={room.area} href={`#${room.area}`} tone="secondary">
            {areaName(room.area, text)}
          </ButtonLink>
        ))}
      </PageHeader>
      {rooms.map((room) => (
        <Section
          key={room.area}
          id={room.area}
          title={copy.roomsTitle(areaName(room.area, text))}
          text={
            room.total === null
              ? undefined
              : text.t('web.products.roomTotal', {
                  products: room.total,
                  categories: room.categories.length,
                })
          }
          action={{
            label: text.t('web.products.allInRoom', {
              area: areaName(room.area, text).toLowerCase(),
            }),
            href: `/filter/${room.area}`,
          }}
        >
          <CategoryTiles categories={room.categories} />
        </Section>
      ))}
      <Section id="more" title={copy.moreTitle}>
        <LinkCards
          cards={[
            {
              title: text.t('web.products.focusedTitle'),
              href: '/focused-products',
              text: text.t('web.products.focusedText'),
            },
            {
              title: text.t('web.products.featuresTitle'),
              href: '/features',
              text: text.t('web.products.featuresText'),
            },
            {
              title: text.t('web.products.overviewTitle'),
              href: '/overview',
              text: text.t('web.products.overviewText'),
            },
          ]}
        />
      </Section>
      <Band
        id="collections"
        title={copy.collectionsTitle}
        text={copy.collectionsText}
        cta={text.t('web.products.browseCollections')}
        href="/bathroom/collections"
        tone="waterwise"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
