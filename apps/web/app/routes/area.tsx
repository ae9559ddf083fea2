// bathroom and kitchen: the room's landing page. Its categories with their pictures, counts and types, its
// collections, the innovations inside its fittings and what is new, with the ways on to every listing.
import { languageOfPath, type ProductArea } from '@fittings/catalog-core';
import { languageOf, pagePathOf } from '../i18n/useLanguage';
import { ButtonLink } from '@fittings/ui/Button';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { areaBandsInLanguages, areaCopyInLanguages } from '../areas/areas.languages';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { CategoryTiles, type CategoryTile } from '../areas/CategoryTiles';
import { CollectionCard } from '../collections/CollectionCard';
import { Band } from '../kit/Band';
import { TechnologyCards } from '../technologies/TechnologyCards';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { ProductCards } from '../kit/ProductCards';
import { Section } from '../kit/Section';
import { areaCopy } from '../areas/areas.data';
import { listingHref } from '../layout/menus.data';
import { publicOrigin, serverApi } from '../api/api.server';
import type { Technology } from '@fittings/api-client';
import {
  loadBanners,
  loadCollections,
  loadInnovations,
  loadMenus,
  optionalFromApi,
} from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../areas/areaPage.css';
import type { Route } from './+types/area';

const AREAS: readonly ProductArea[] = ['bathroom', 'kitchen'];

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = data && areaCopyInLanguages[languageOfPath(location.pathname)][data.area];
  return pageMeta(
    matches,
    data?.origin,
    data &&
      copy && {
        title: copy.title,
        description: copy.description,
        path: `/${data.area}`,
        crumbs: localTrail(trail({ name: copy.title, path: `/${data.area}` }), metaText(location)),
        image: data.banner?.image ?? data.categories[0]?.image,
      },
  );
};

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
  // The menus data gives the structure (in the page's language); the API adds each category's description and
  // product count.
  const categories: CategoryTile[] = categoryMenusInLanguages[languageOf(request)][area].map(
    (category) => {
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
    },
  );
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
  const text = useText();
  const copy = areaCopyInLanguages[text.language][area];
  const bands = areaBandsInLanguages[text.language];
  return (
    <div>
      <PageHeader
        crumbs={localTrail(trail({ name: copy.title, path: `/${area}` }), text)}
        {...headerWords(copy)}
      >
        <ButtonLink href={`/filter/${area}`}>{copy.shopAll}</ButtonLink>
        <ButtonLink href="/bathroom/collections" tone="secondary">
          {text.t('web.areaPage.allCollections')}
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
          action={{
            label: text.t('web.areaPage.allCollections'),
            href: `/bathroom/collections?room=${area}`,
          }}
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
          action={{ label: text.t('web.areaPage.allTechnologies'), href: '/technology' }}
        >
          <TechnologyCards technologies={technologies} />
        </Section>
      ) : null}

      {newArrivals.length > 0 ? (
        <Section
          id="new"
          title={copy.newTitle}
          action={{
            label: text.t('web.areaPage.everythingNew'),
            href: `/filter/${area}?sort=newest`,
          }}
        >
          <ProductCards products={newArrivals} label={copy.newTitle} />
        </Section>
      ) : null}

      <Band id="waterwise" tone="waterwise" {...bands.waterwise} />
      <Band id="dealers" {...bands.dealers} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
