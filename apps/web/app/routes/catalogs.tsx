// catalogs: every catalogue by category, each to view in the browser or download as a PDF.
import { RouteError } from '../layout/RouteError';
import { CatalogCard } from '../videos/CatalogCard';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { publicOrigin } from '../api/api.server';
import { loadCatalogCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/catalogs';
import { SubPageHeader, subPageMeta } from '../videos/VideosSubPage';

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  subPageMeta(
    'catalogs',
    { matches, location },
    data?.origin,
    data && { image: data.categories[0]?.catalogs[0]?.coverImage },
  );

export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadCatalogCategories(request), origin: publicOrigin(request) };
}

export default function CatalogsPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className={pageEnd}>
      <SubPageHeader page="catalogs" />
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
