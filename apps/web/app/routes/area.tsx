// bathroom and kitchen: the room's landing page. Its categories with their pictures, counts and types, its
// collections, the innovations inside its fittings and what is new, with the ways on to every listing.
import type { ProductArea } from '@fittings/catalog-core';
import { pagePathOf } from '../i18n/useLanguage';
import { ButtonLink, Link } from '@fittings/ui';
import { RouteError } from '../layout/RouteError';
import { CategoryTiles, type CategoryTile } from '../areas/CategoryTiles';
import { CollectionCard } from '../collections/CollectionCard';
import { Band } from '../content/Band';
import { LinkCards } from '../content/LinkCards';
import { PageHeader } from '../content/PageHeader';
import { ProductCards } from '../content/ProductCards';
import { Section } from '../content/Section';
import { areaBands, areaCopy } from '../areas/areas.data';
import { categoryMenus, listingHref } from '../layout/menus.data';
import { publicOrigin, serverApi } from '../api/api.server';
import type { Technology } from '@fittings/api-client';
import { plainName, technologyHref } from '../content/content';
import {
  loadBanners,
  loadCollections,
  loadInnovations,
  loadMenus,
  optionalFromApi,
} from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from './area.css';
import type { Route } from './+types/area';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(
    matches,
    data?.origin,
    data && {
      title: areaCopy[data.area].title,
      description: areaCopy[data.area].description,
      path: `/${data.area}`,
      crumbs: trail({ name: areaCopy[data.area].title, path: `/${data.area}` }),
      image: data.banner?.image ?? data.categories[0]?.image,
    },
  );

export async function loader({ request }: Route.LoaderArgs) {
  const area = pagePathOf(request).split('/')[1]?.toLowerCase() as ProductArea;
  if (!AREAS.includes(area)) throw new Response('Not Found', { status: 404 });
  const copy = areaCopy[area];
  const [menus, collections, innovations, banners, newArrivals] = await Promise.all([
    optionalFromApi(() => loadMenus(request), null),
    optionalFromApi(() => loadCollections(request), []),
    optionalFromApi(() => loadInnovations(request), []),
    optionalFromApi(() => loadBanners(request, area), []),
    optionalFromApi(
      async () =>
        (
          await serverApi(request).filterProductsByArea(
            area,
            { newLaunch: true, sort: 'newest', pageSize: 4 },
            { signal: request.signal },
          )
        ).items,
      [],
    ),
  ]);
  // The menus data gives the structure; the API adds each category's description and product count.
  const categories: CategoryTile[] = categoryMenus[area].map((category) => {
    const counted = menus?.[area].find((c) => c.route === category.route);
    return {
      title: category.title,
      href: listingHref(area, category.route),
      image: category.topImage,
      ...(counted ? { description: counted.description, count: counted.count } : {}),
      items: category.items.map((item) => ({
        title: item.title,
        href: listingHref(area, category.route, item),
      })),
    };
  });
  const technologies: Technology[] = [];
  for (const group of innovations.filter((g) => copy.innovations.includes(g.slug))) {
    for (const technology of group.technologies) {
      if (!technologies.some((t) => t.slug === technology.slug)) technologies.push(technology);
    }
  }
  return {
    area,
    categories,
    collections: collections
      .filter((c) => c.areas.includes(area))
      .sort((a, b) => Number(b.isNew) - Number(a.isNew))
      .slice(0, 6),
    technologies: technologies.slice(0, 6),
    banner: banners[0] ?? null,
    newArrivals,
    origin: publicOrigin(request),
  };
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, categories, collections, technologies, banner, newArrivals } = loaderData;
  const copy = areaCopy[area];
  return (
    <div>
      <PageHeader
        crumbs={trail({ name: copy.title, path: `/${area}` })}
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      >
        <ButtonLink href={`/filter/${area}`}>{copy.shopAll}</ButtonLink>
        <ButtonLink href="/bathroom/collections" tone="secondary">
          All collections
        </ButtonLink>
      </PageHeader>

      <Section id="categories" title={copy.categoriesTitle}>
        <CategoryTiles categories={categories} />
      </Section>

      {banner ? (
        <section aria-labelledby="feature-title" className={styles.feature}>
          <Link href={banner.link} variant="bare" className={styles.featureLink}>
            <picture>
              <source media="(max-width: 767.98px)" srcSet={banner.mobileImage} />
              <img
                className={styles.featureImage}
                src={banner.image}
                alt=""
                width={1440}
                height={560}
                loading="lazy"
              />
            </picture>
            <span className={styles.featureText}>
              <span id="feature-title" className={styles.featureTitle}>
                {banner.title}
              </span>
              <span className={styles.featureBody}>{banner.subtitle}</span>
            </span>
          </Link>
        </section>
      ) : null}

      {collections.length > 0 ? (
        <Section
          id="collections"
          title={copy.collectionsTitle}
          text={copy.collectionsText}
          action={{ label: 'All collections', href: `/bathroom/collections?room=${area}` }}
        >
          <ul className={styles.collections}>
            {collections.map((collection) => (
              <li key={collection.url}>
                <CollectionCard collection={collection} headingAs="h3" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {technologies.length > 0 ? (
        <Section
          id="innovations"
          title={copy.innovationsTitle}
          action={{ label: 'All technologies', href: '/technology' }}
        >
          <LinkCards
            imageStyle="emblem"
            cards={technologies.map((t) => ({
              title: plainName(t.name),
              href: technologyHref(t.route),
              text: t.summary,
              image: t.image,
            }))}
          />
        </Section>
      ) : null}

      {newArrivals.length > 0 ? (
        <Section
          id="new"
          title={copy.newTitle}
          action={{ label: 'Everything new', href: `/filter/${area}?sort=newest` }}
        >
          <ProductCards products={newArrivals} label={copy.newTitle} />
        </Section>
      ) : null}

      <Band id="waterwise" tone="waterwise" {...areaBands.waterwise} />
      <Band id="dealers" {...areaBands.dealers} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
