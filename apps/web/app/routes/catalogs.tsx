// catalogs: every catalogue by category, each to view in the browser or download as a PDF.
import type { Language } from '@fittings/catalog-core';
import { languageOfPath } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import { videosCatalogsInLanguages } from '../videos/videosCatalogs.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { CatalogCard } from '../videos/CatalogCard';
import { PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SubNav } from '../kit/SubNav';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { loadCatalogCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/catalogs';

/** The page's words in a language. */
function wordsOf(language: Language) {
  const { section, hub, catalogs: copy, nav } = videosCatalogsInLanguages[language];
  const crumbs = trail({ name: section, path: hub.path }, { name: copy.title, path: copy.path });
  return { section, copy, nav, crumbs };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { section, copy, crumbs } = wordsOf(languageOfPath(location.pathname));
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: `${copy.title} | ${section}`,
      description: copy.description,
      path: copy.path,
      crumbs: localTrail(crumbs, metaText(location)),
      image: data.categories[0]?.catalogs[0]?.coverImage,
    },
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  return { categories: await loadCatalogCategories(request), origin: publicOrigin(request) };
}

export default function CatalogsPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const text = useText();
  const { section, copy, nav, crumbs } = wordsOf(text.language);
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={localTrail(crumbs, text)}
        eyebrow={section}
        title={copy.title}
        intro={copy.intro}
      />
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
