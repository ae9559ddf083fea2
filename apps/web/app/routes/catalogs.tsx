// catalogs: every catalogue by category, each to view in the browser or download as a PDF.
import { RouteError } from '../layout/RouteError';
import { CatalogCard } from '../videos/CatalogCard';
import { PageHeader } from '../content/PageHeader';
import { Section } from '../content/Section';
import { pageEnd } from '../content/Section.css';
import { SubNav } from '../content/SubNav';
import { videosCatalogsCopy } from '../videos/videosCatalogs.data';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { loadCatalogCategories } from '../videos/videosCatalogs.server';
import * as styles from './videos.css';
import type { Route } from './+types/catalogs';

const { section, hub, catalogs: copy, nav } = videosCatalogsCopy;
const crumbs = trail({ name: section, path: hub.path }, { name: copy.title, path: copy.path });

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(
    matches,
    data?.origin,
    data && {
      title: `${copy.title} | ${section}`,
      description: copy.description,
      path: copy.path,
      crumbs,
      image: data.categories[0]?.catalogs[0]?.coverImage,
    },
  );

export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadCatalogCategories(request), origin: publicOrigin(request) };
}

export default function CatalogsPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbs} eyebrow={section} title={copy.title} intro={copy.intro} />
      <SubNav label={section} links={nav} current={copy.path} />
      {categories.map((category) => (
        <Section
          key={category.slug}
          id={category.slug}
          title={category.name}
          text={category.description}
        >
          <ul className={styles.catalogGrid}>
            {category.catalogs.map((catalog) => (
              <li key={catalog.slug}>
                <CatalogCard catalog={catalog} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
