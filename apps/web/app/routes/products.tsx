// products: the whole range at a glance, room by room, category by category and type by type, with counts.
import type { ProductArea } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui';
import { RouteError } from '../layout/RouteError';
import { CategoryTiles } from '../areas/CategoryTiles';
import { Band } from '../content/Band';
import { LinkCards } from '../content/LinkCards';
import { PageHeader } from '../content/PageHeader';
import { Section } from '../content/Section';
import { categoryMenus, listingHref } from '../layout/menus.data';
import { productsPageCopy as copy } from '../listing/productPages.data';
import { publicOrigin } from '../api/api.server';
import { areaTitle } from '../content/content';
import { loadMenus, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import type { Route } from './+types/products';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];
const crumbs = trail({ name: copy.title, path: copy.path });

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs,
    image: categoryMenus.bathroom[0]?.topImage,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const menus = await optionalFromApi(() => loadMenus(request), null);
  const rooms = AREAS.map((area) => ({
    area,
    total: menus?.[area].reduce((sum, c) => sum + c.count, 0) ?? null,
    categories: categoryMenus[area].map((category) => {
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
  return (
    <div>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        {rooms.map((room) => (
          <ButtonLink key={room.area} href={`#${room.area}`} tone="secondary">
            {areaTitle(room.area)}
          </ButtonLink>
        ))}
      </PageHeader>
      {rooms.map((room) => (
        <Section
          key={room.area}
          id={room.area}
          title={copy.roomsTitle(areaTitle(room.area))}
          text={
            room.total === null
              ? undefined
              : `${room.total} products in ${room.categories.length} categories.`
          }
          action={{
            label: `All ${areaTitle(room.area).toLowerCase()} products`,
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
              title: 'Focused products',
              href: '/focused-products',
              text: 'This season\u2019s launches and what is coming soon.',
            },
            {
              title: 'Features',
              href: '/features',
              text: 'The technologies and special features, and where to find them.',
            },
            {
              title: 'Company overview',
              href: '/overview',
              text: 'The range, the service and where to see it, at a glance.',
            },
          ]}
        />
      </Section>
      <Band
        id="collections"
        title={copy.collectionsTitle}
        text={copy.collectionsText}
        cta="Browse collections"
        href="/bathroom/collections"
        tone="waterwise"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
