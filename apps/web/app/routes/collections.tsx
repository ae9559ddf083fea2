// bathroom/collections: every collection with its picture, name, style and finishes, filterable by style, finish,
// room and water saving, with the filters in the URL.
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { useLocation, type ShouldRevalidateFunction } from 'react-router';
import { RouteError } from '../layout/RouteError';
import { CollectionCard } from '../collections/CollectionCard';
import { CollectionFilters } from '../collections/CollectionFilters';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { collectionsInLanguages } from '../collections/collections.languages';
import { areaName, localTrail, metaText } from '../kit/pageText';
import { publicOrigin } from '../api/api.server';
import {
  collectionFacets,
  filterCollections,
  parseCollectionQuery,
} from '../collections/collections';
import { loadCollections } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../collections/collectionsPage.css';
import type { Route } from './+types/collections';

const PATH = '/bathroom/collections';
const crumbsOf = (title: string, text: Pick<Translator, 't'>) =>
  localTrail(
    trail({ name: areaName('bathroom', text), path: '/bathroom' }, { name: title, path: PATH }),
    text,
  );

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  const copy = collectionsInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: `${copy.title} | ${areaName('bathroom', text)}`,
    description: copy.description,
    path: PATH,
    crumbs: crumbsOf(copy.title, text),
    image: data?.collections[0]?.image,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const collections = await loadCollections(request);
  return { collections, origin: publicOrigin(request) };
}

// Filtering happens on render; a change of filters alone needs nothing new from the API.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  const text = useText();
  const collectionsCopy = collectionsInLanguages[text.language];
  // The filters are applied on render from the URL, so changing them needs no new request to the API.
  const { search } = useLocation();
  const query = parseCollectionQuery(new URLSearchParams(search));
  const shown = filterCollections(collections, query);
  const facets = collectionFacets(collections, query);
  return (
    <>
      <PageHeader
        crumbs={crumbsOf(collectionsCopy.title, text)}
        {...headerWords(collectionsCopy)}
      />
      <div className={styles.layout}>
        <CollectionFilters action={PATH} query={query} facets={facets} />
        <section aria-labelledby="collections-count" className={styles.results}>
          <p id="collections-count" className={styles.count} aria-live="polite">
            {text.t('web.collections.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className={styles.empty}>
              <p>{collectionsCopy.empty}</p>
              <ButtonLink href={PATH} tone="secondary">
                {collectionsCopy.emptyAction}
              </ButtonLink>
            </div>
          ) : (
            <ul className={styles.grid}>
              {shown.map((collection) => (
                <li key={collection.url}>
                  <CollectionCard collection={collection} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
