// features: every technology (each with its own page) and every special feature, with products that have it.
import { languageOfPath, type Translator } from '@fittings/catalog-core';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import {
  featuresPageInLanguages,
  productsPageInLanguages,
} from '../listing/productPages.languages';
import { localTrail, metaText } from '../kit/pageText';
import { RouteError } from '../layout/RouteError';
import { headerWords, PageHeader } from '../kit/PageHeader';
import { ProductCards } from '../kit/ProductCards';
import { Section } from '../kit/Section';
import { pageEnd } from '../kit/Section.css';
import { TechnologyCards } from '../technologies/TechnologyCards';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from '../technologies/technologies.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { plainName } from '../content/content';
import { loadTechnologies, optionalFromApi } from '../content/content.server';
import { pageMeta, trail } from '../seo/pageMeta';
import * as styles from '../content/features.css';
import type { Route } from './+types/features';

function crumbsOf(text: Pick<Translator, 't' | 'language'>) {
  const products = productsPageInLanguages[text.language];
  const copy = featuresPageInLanguages[text.language];
  return localTrail(
    trail({ name: products.title, path: products.path }, { name: copy.title, path: copy.path }),
    text,
  );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = featuresPageInLanguages[languageOfPath(location.pathname)];
  return pageMeta(matches, data?.origin, {
    title: copy.title,
    description: copy.description,
    path: copy.path,
    crumbs: crumbsOf(metaText(location)),
    image: data?.technologies[0]?.image,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const all = await loadTechnologies(request);
  const technologies = all.filter(
    (t) => t.kind === 'technology' && TOP_LEVEL_TECHNOLOGY_ROUTES.includes(t.route),
  );
  const features = await Promise.all(
    all
      .filter((t) => t.kind === 'special-feature')
      .map(async (feature) => ({
        slug: feature.slug,
        name: feature.name,
        summary: feature.summary,
        description: feature.description,
        productCount: feature.productCount,
        products: await optionalFromApi(
          async () =>
            (
              await api.filterProductsByInnovation(
                feature.slug,
                { pageSize: 4 },
                { signal: request.signal },
              )
            ).items,
          [],
        ),
      })),
  );
  return { technologies, features, origin: publicOrigin(request) };
}

export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  const { technologies, features } = loaderData;
  const text = useText();
  const copy = featuresPageInLanguages[text.language];
  return (
    <div className={pageEnd}>
      <PageHeader crumbs={crumbsOf(text)} {...headerWords(copy)} />
      <Section id="technologies" title={copy.technologiesTitle} text={copy.technologiesText}>
        <TechnologyCards technologies={technologies} />
      </Section>
      <Section id="special-features" title={copy.featuresTitle} text={copy.featuresText}>
        <div className={styles.features}>
          {features.map((feature) => (
            <section
              key={feature.slug}
              aria-labelledby={`feature-${feature.slug}`}
              className={styles.feature}
            >
              <div className={styles.featureText}>
                <h3 id={`feature-${feature.slug}`} className={styles.featureName}>
                  <MarkedName text={feature.name} />
                </h3>
                <p className={styles.summary}>{feature.summary}</p>
                <p className={styles.description}>{feature.description}</p>
                <p className={styles.count}>
                  {text.t('web.catalogs.products', { count: feature.productCount })}
                </p>
              </div>
              {feature.products.length > 0 ? (
                <ProductCards
                  products={feature.products}
                  label={text.t('web.technology.productsTitle', { name: plainName(feature.name) })}
                  headingAs="h4"
                />
              ) : null}
            </section>
          ))}
        </div>
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
