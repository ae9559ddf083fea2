// for-professionals: downloads for architects, designers, builders and plumbers (technical guides and catalogues
// from the API), the documents every product carries, and the ways to get help with a project.
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { useText } from '@fittings/ui/TextProvider';
import { professionalsInLanguages } from '../listing/productPages.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { CatalogCard } from '../videos/CatalogCard';
import { ContentList } from '../kit/ContentList';
import { LinkCards } from '../kit/LinkCards';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { publicOrigin } from '../api/api.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { loadCatalogCategories } from '../videos/videosCatalogs.server';
import * as styles from '../videos/videosPage.css';
import type { Route } from './+types/for-professionals';

function crumbsOf(text: Pick<Translator, 't' | 'language'>) {
  const copy = professionalsInLanguages[text.language];
  return localTrail(trail({ name: copy.title, path: copy.path }), text);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = professionalsInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: crumbsOf(metaText(location)),
    image: data?.downloads[0]?.coverImage,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const categories = await loadCatalogCategories(request);
  // The technical guides first: they are what a professional comes for; then the full catalogues.
  const order = ['technical-guides', 'product-catalogues'];
  const downloads = order.flatMap(
    (slug) => categories.find((category) => category.slug === slug)?.catalogs ?? [],
  );
  return { downloads, origin: publicOrigin(request) };
}

export default function ForProfessionalsPage({ loaderData }: Route.ComponentProps) {
  const { downloads } = loaderData;
  const text = useText();
  const copy = professionalsInLanguages[text.language];
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbsOf(text)} {...headerWords(copy)} />
      <Section
        id="downloads"
        title={copy.guidesTitle}
        text={copy.guidesText}
        action={{ label: text.t('web.professionals.allCatalogues'), href: '/catalogs' }}
      >
        <ul className={styles.catalogGrid}>
          {downloads.map((catalog) => (
            <li key={catalog.slug}>
              <CatalogCard catalog={catalog} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="documents"
        title={copy.documentsTitle}
        text={copy.documentsText}
        action={copy.documentsAction}
        tone="muted"
      >
        <ContentList items={copy.documents} />
      </Section>
      <Section id="help" title={text.t('web.professionals.help')}>
        <LinkCards cards={copy.help} />
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
