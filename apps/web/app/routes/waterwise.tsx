// waterwise: the water-saving story, a savings calculator that works with or without JavaScript, the technologies
// behind it, and the WaterWise products and collections.
import { useLocation, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import { ButtonLink } from '@fittings/ui/Button';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import { languageOfPath } from '@fittings/catalog-core';
import { waterwiseInLanguages } from '../waterwise/waterwise.languages';
import { localTrail, metaText } from '../kit/pageText';
import { useLanguage } from '../i18n/useLanguage';
import { RouteError } from '../layout/RouteError';
import { TechnologyCards } from '../technologies/TechnologyCards';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { ProductCards } from '../kit/ProductCards';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { SavingsAssumptions, WaterSavingsCalculator } from '../waterwise/WaterSavingsCalculator';
import { collectionHref } from '../layout/menus.data';
import { waterwiseTechnologies } from '../waterwise/waterwise.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { collectionDisplayName } from '../content/content';
import {
  loadBanners,
  loadCollections,
  loadTechnologies,
  optionalFromApi,
} from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import { parseSavingsInput } from '../waterwise/waterSavings';
import * as styles from '../waterwise/waterwisePage.css';
import type { Route } from './+types/waterwise';

const PATH = '/waterwise';
const crumbsOf = (title: string) => trail({ name: title, path: PATH });

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  const copy = waterwiseInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: text.t('web.waterwise.metaTitle', { title: copy.title }),
    description: copy.description,
    path: PATH,
    crumbs: localTrail(crumbsOf(copy.title), text),
    image: data?.banner?.image,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const [products, collections, technologies, banners] = await Promise.all([
    optionalFromApi(
      async () =>
        (
          await api.filterProducts(
            'all',
            { waterwise: true, sort: 'newest', pageSize: 8 },
            { signal: request.signal },
          )
        ).items,
      [],
    ),
    optionalFromApi(() => loadCollections(request), []),
    optionalFromApi(() => loadTechnologies(request), []),
    optionalFromApi(() => loadBanners(request, 'waterwise'), []),
  ]);
  return {
    products,
    collections: collections.filter((c) => c.waterwise),
    technologies: waterwiseTechnologies
      .map((route) => technologies.find((t) => t.kind === 'technology' && t.route === route))
      .filter((t) => t !== undefined),
    banner: banners[0] ?? null,
    origin: publicOrigin(request),
  };
}

// The calculator keeps the URL in step as the visitor types; that alone needs nothing new from the API.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function WaterwisePage({ loaderData }: Route.ComponentProps) {
  const { products, collections, technologies, banner } = loaderData;
  const text = useText();
  const copy = waterwiseInLanguages[useLanguage()];
  const crumbs = crumbsOf(copy.title);
  const navigate = useNavigate();
  const { search } = useLocation();
  const initial = parseSavingsInput(new URLSearchParams(search));
  return (
    <div className={pageEnd}>
      <PageHeader
        crumbs={crumbs}
        {...headerWords(copy)}
        image={
          banner ? { src: banner.image, alt: banner.subtitle, position: 'right center' } : undefined
        }
      >
        <ButtonLink href="#calculator">
          {text.t('web.waterwise.calculate', { submit: copy.calculator.submit })}
        </ButtonLink>
        <ButtonLink href="#products" tone="secondary">
          {copy.productsTitle}
        </ButtonLink>
      </PageHeader>

      <Section id="story" title={copy.story.title}>
        <div className={styles.story}>
          <div className={styles.storyText}>
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <ul className={styles.points}>
            {copy.story.points.map((point) => (
              <li key={point.value} className={styles.point}>
                <span className={styles.pointValue}>{point.value}</span>
                <span className={styles.pointLabel}>{point.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="calculator"
        title={copy.calculator.title}
        text={copy.calculator.text}
        tone="muted"
      >
        <WaterSavingsCalculator
          action={`${PATH}#calculator`}
          initial={initial}
          onChange={(next) =>
            navigate(
              { search: next, hash: '#calculator' },
              { replace: true, preventScrollReset: true },
            )
          }
        />
        <details className={styles.assumptions} open>
          <summary className={styles.assumptionsSummary}>
            {copy.calculator.assumptionsTitle}
          </summary>
          <SavingsAssumptions />
        </details>
      </Section>

      {technologies.length > 0 ? (
        <Section id="technology" title={copy.technologiesTitle}>
          <TechnologyCards technologies={technologies} />
        </Section>
      ) : null}

      {products.length > 0 ? (
        <Section id="products" title={copy.productsTitle} text={copy.productsText}>
          <ProductCards products={products} label={copy.productsTitle} />
          <div className={styles.more}>
            <ButtonLink href="/filter/bathroom?waterwise=1" tone="secondary">
              {text.t('web.waterwise.forBathroom')}
            </ButtonLink>
            <ButtonLink href="/filter/kitchen?waterwise=1" tone="secondary">
              {text.t('web.waterwise.forKitchen')}
            </ButtonLink>
          </div>
        </Section>
      ) : null}

      {collections.length > 0 ? (
        <Section
          id="collections"
          title={copy.collectionsTitle}
          action={{
            label: text.t('web.waterwise.compare'),
            href: '/bathroom/collections?waterwise=1',
          }}
        >
          <ul className={styles.collections}>
            {collections.map((collection) => (
              <li key={collection.url}>
                <Link href={collectionHref(collection.url)} variant="bare" className={styles.chip}>
                  <MarkedName segments={collectionDisplayName(collection)} />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
