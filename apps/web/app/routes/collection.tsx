// collections/{collection}: the page the product page's "view full collection" links open. A hero, the story,
// the finishes, and every piece of the collection grouped by category in catalogue rank order.
import {
  countDesigns,
  designCountText,
  finishName,
  finishesIn,
  groupDesigns,
  segmentsToText,
  type Translator,
} from '@fittings/catalog-core';
import type { Catalog } from '@fittings/api-client';
import { ButtonLink } from '@fittings/ui/Button';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { Tag } from '@fittings/ui/Tag';
import { useText } from '@fittings/ui/TextProvider';
import { WaterwiseBadge } from '@fittings/ui/WaterwiseBadge';
import { RouteError } from '../layout/RouteError';
import { PageHeader } from '../kit/PageHeader';
import { ProductCards } from '../kit/ProductCards';
import {
  collectionPageInLanguages,
  collectionsInLanguages,
} from '../collections/collections.languages';
import { areaName, localTrail, metaText } from '../kit/pageText';
import { collectionHref } from '../layout/menus.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { groupByCategory } from '../collections/collectionPage';
import type { Award } from '@fittings/api-client';
import { collectionDisplayName } from '../content/content';
import { fromApi, loadAwards, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { clip } from '../kit/text';
import { styleLabel } from '../i18n/styleLabel';
import * as styles from '../collections/collectionPage.css';
import type { Route } from './+types/collection';

function crumbsOf(
  data: Route.ComponentProps['loaderData'],
  text: Pick<Translator, 't' | 'language'>,
) {
  const area = data.collection.areas[0] ?? 'bathroom';
  return localTrail(
    trail(
      { name: areaName(area, text), path: `/${area}` },
      { name: collectionsInLanguages[text.language].title, path: '/bathroom/collections' },
      { name: data.plainName, path: collectionHref(data.collection.url) },
    ),
    text,
  );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  return pageMeta(
    matches,
    data?.origin,
    data && {
      title: data.plainName,
      description: clip(`${data.metadata.seo.metaDescription} ${data.metadata.description}`, 160),
      path: collectionHref(data.collection.url),
      crumbs: crumbsOf(data, text),
      image: data.metadata.seo.heroImage || data.metadata.heroImage,
      imageAlt: data.plainName,
    },
  );
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const slug = (params.collection ?? '').toLowerCase();
  const options = { signal: request.signal };
  const [{ collection, products }, { metadata }, catalogs, awards] = await Promise.all([
    fromApi(() => api.getCollection(slug, options)),
    fromApi(() => api.getCollectionMetadataByName(slug, options)),
    optionalFromApi(async () => (await api.getCatalogCategories(options)).categories, []),
    optionalFromApi(() => loadAwards(request), []),
  ]);
  // A name or line of another collection resolves too (`choice dway`); the page lives at its slug only.
  if (collection.url !== slug) throw new Response('Not Found', { status: 404 });
  const brochure: Catalog | undefined = catalogs
    .flatMap((category) => category.catalogs)
    .find((catalog) => catalog.slug === `${slug}-brochure`);
  const recognition: (Award & { year: number })[] = awards.flatMap((year) =>
    year.awards
      .filter((award) => award.subject.kind === 'collection' && award.subject.ref === slug)
      .map((award) => ({ ...award, year: year.year })),
  );
  return {
    collection,
    metadata,
    // One card per design within each category; the jump links count those cards.
    groups: groupByCategory(products, metadata.categories).map((group) => ({
      ...group,
      products: groupDesigns(group.products),
    })),
    counts: countDesigns(groupDesigns(products)),
    plainName: segmentsToText(collectionDisplayName(collection)),
    brochure,
    recognition,
    origin: publicOrigin(request),
  };
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, metadata, groups, counts, plainName, brochure, recognition } = loaderData;
  const text = useText();
  const copy = collectionPageInLanguages[text.language];
  const rooms = collection.areas.map((area) => areaName(area, text)).join(' & ');
  const name = collectionDisplayName(collection);
  const finishes = metadata.finishes.filter((finish) => finishName(finish.code) !== undefined);
  return (
    <article>
      <PageHeader
        crumbs={crumbsOf(loaderData, text)}
        eyebrow={
          <>
            {text.t('web.collection.eyebrow', { rooms })}
            {collection.isNew ? (
              <>
                {' '}
                <Tag kind="new" />
              </>
            ) : null}
          </>
        }
        title={<MarkedName segments={name} />}
        intro={metadata.tagline}
        // The right of the wide hero picture: the pieces, without the name the picture also carries.
        image={{
          src: metadata.heroImage,
          alt: text.t('web.collection.heroAlt', { name: plainName }),
          position: 'right center',
        }}
      >
        <ButtonLink href="#pieces">
          {text.t('web.collection.seePieces', {
            // The finishes counted are the ones the table below lists, so the two always agree.
            count: text.t('core.designs.count', {
              designs: counts.designs,
              finishes: finishes.length,
            }),
          })}
        </ButtonLink>
        {brochure ? (
          <ButtonLink href={brochure.downloadLink} download tone="secondary" icon="download">
            {text.t('web.collection.brochure')}
          </ButtonLink>
        ) : null}
      </PageHeader>

      <section aria-labelledby="story-title" className={styles.story}>
        <div className={styles.storyText}>
          <h2 id="story-title" className={styles.sectionTitle}>
            {copy.storyTitle}
          </h2>
          <p className={styles.storyBody}>{metadata.description}</p>
        </div>
        <dl className={styles.facts} aria-label={copy.factsLabel}>
          <div className={styles.fact}>
            <dt>{text.t('web.collection.style')}</dt>
            <dd className={styles.capitalised}>
              {metadata.style.map((s) => styleLabel(s.name, s.name, text)).join(', ')}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{text.t('web.collection.rooms')}</dt>
            <dd>{rooms}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{text.t('web.collection.finishes')}</dt>
            <dd>{text.number(finishes.length)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{text.t('web.collection.designs')}</dt>
            <dd>{text.number(counts.designs)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{text.t('web.collection.waterSaving')}</dt>
            <dd>
              {collection.waterwise ? <WaterwiseBadge /> : text.t('web.collection.standardFlow')}
            </dd>
          </div>
        </dl>
      </section>

      {finishes.length > 0 ? (
        <section aria-labelledby="finishes-title" className={styles.section}>
          <h2 id="finishes-title" className={styles.sectionTitle}>
            {copy.finishesTitle}
          </h2>
          <p className={styles.sectionText}>{copy.finishesText}</p>
          <ul className={styles.finishes}>
            {finishes.map((finish) => (
              <li key={finish.code} className={styles.finish}>
                <img
                  className={styles.finishImage}
                  src={`/media/finishes/${finish.code}.svg`}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
                <span>{finishName(finish.code, finishesIn(text)) ?? finish.name}</span>
                <span className={styles.finishCount}>
                  {designCountText({ designs: finish.productCount, finishes: 0 }, text)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="pieces-title" id="pieces" className={styles.section}>
        <h2 id="pieces-title" className={styles.sectionTitle}>
          {copy.productsTitle}
        </h2>
        <nav aria-label={text.t('web.collection.categories')} className={styles.jump}>
          <ul className={styles.jumpList}>
            {groups.map((group) => (
              <li key={`${group.area}-${group.category}`}>
                <a href={`#${group.area}-${group.category}`} className={styles.jumpLink}>
                  {group.title}{' '}
                  <span className={styles.jumpCount}>{text.number(group.products.length)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section
            key={`${group.area}-${group.category}`}
            id={`${group.area}-${group.category}`}
            aria-labelledby={`${group.area}-${group.category}-title`}
            className={styles.group}
          >
            <h3 id={`${group.area}-${group.category}-title`} className={styles.groupTitle}>
              {group.title}
              {collection.areas.length > 1 ? (
                <span className={styles.groupArea}> · {areaName(group.area, text)}</span>
              ) : null}
            </h3>
            <ProductCards
              products={group.products}
              label={`${plainName}: ${group.title}`}
              headingAs="h4"
            />
          </section>
        ))}
      </section>

      {recognition.length > 0 ? (
        <section aria-labelledby="awards-title" className={styles.section}>
          <h2 id="awards-title" className={styles.sectionTitle}>
            {copy.awardsTitle}
          </h2>
          <ul className={styles.awards}>
            {recognition.map((award) => (
              <li key={award.id} className={styles.award}>
                <span className={styles.awardYear}>{award.year}</span>
                <span>
                  <strong>{award.title}</strong>, {award.organisation}
                </span>
              </li>
            ))}
          </ul>
          <Link href="/awards" variant="standalone">
            {text.t('web.collection.allAwards')}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="dealers-title" className={styles.band}>
        <div className={styles.bandInner}>
          <div>
            <h2 id="dealers-title" className={styles.bandTitle}>
              {copy.dealersTitle}
            </h2>
            <p className={styles.bandText}>{copy.dealersText}</p>
          </div>
          <div className={styles.bandActions}>
            <ButtonLink href="/where-to-buy">{copy.dealersCta}</ButtonLink>
            <Link href="/bathroom/collections" variant="standalone">
              {copy.allCollections} <Icon name="arrowRight" />
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
