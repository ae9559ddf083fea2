// Find a part (issue 17): the visitor types the model or part code printed on the product or its box and gets the
// product, its installation parts, spare parts with codes (numbered as on the exploded view), documents and where to
// buy. A plain GET form with the code in the URL, so it works without JavaScript and a result can be shared.
import { plainName } from '@fittings/catalog-core';
import { MAX_PART_CODE_LENGTH } from '@fittings/catalog-core/parts';
import { ApiError, type PartLookupResponse } from '@fittings/api-client';
import {
  ButtonLink,
  DocumentLinks,
  ProductCard,
  ProductGrid,
  SpareParts,
  TextField,
  Button,
} from '@fittings/ui';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { publicOrigin, serverApi } from '../api/api.server';
import { seo } from '../seo/seo';
import { track } from '../tracking/siteTracker';
import * as styles from './find-a-part.css';
import type { Route } from './+types/find-a-part';

export const FIND_A_PART_TEXTS = {
  title: 'Find a part',
  lead: 'Type the model or part code printed on the product, its box or the part’s bag. Spaces, dashes and the finish letters are fine.',
  notFound: (code: string) =>
    `We found no product or part with the code “${code}”. Check the code on the box, or ask a dealer.`,
  failed: 'We could not look the code up just now. Please try again in a moment.',
} as const;

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; answer: PartLookupResponse }
  | { kind: 'not-found' | 'invalid' | 'failed'; message: string };

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, {
    title:
      data?.outcome.kind === 'found'
        ? `${data.outcome.answer.code}: parts of ${plainName(data.outcome.answer.product.name)} | ${brand.name}`
        : `${FIND_A_PART_TEXTS.title} | ${brand.name}`,
    description: `Find spare parts, installation parts and documents of ${brand.name} products by model or part code.`,
    canonical: '/find-a-part',
    origin: data?.origin,
    noindex: Boolean(data?.code),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  const code = (url.searchParams.get('code') ?? '').trim();
  if (code === '') return { origin, code, outcome: { kind: 'none' } as Outcome };
  try {
    const answer = await serverApi(request).getPart(code, { signal: request.signal });
    return { origin, code, outcome: { kind: 'found', answer } as Outcome };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    if (error instanceof ApiError && error.status === 404)
      return {
        origin,
        code,
        outcome: { kind: 'not-found', message: FIND_A_PART_TEXTS.notFound(code) } as Outcome,
      };
    if (error instanceof ApiError && error.status === 400)
      return { origin, code, outcome: { kind: 'invalid', message: error.message } as Outcome };
    return {
      origin,
      code,
      outcome: { kind: 'failed', message: FIND_A_PART_TEXTS.failed } as Outcome,
    };
  }
}

export default function FindAPartPage({ loaderData }: Route.ComponentProps) {
  const { code, outcome } = loaderData;
  const error = outcome.kind === 'invalid' ? outcome.message : undefined;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{FIND_A_PART_TEXTS.title}</h1>
        <p className={styles.lead}>{FIND_A_PART_TEXTS.lead}</p>
        <form method="get" action="/find-a-part" className={styles.form} role="search">
          <TextField
            label="Model or part code"
            name="code"
            defaultValue={code}
            key={code}
            maxLength={MAX_PART_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="For example T35691, t 35691, T35691-PN or RP70001"
            error={error}
            className={styles.field}
          />
          <Button type="submit" tone="primary">
            Find
          </Button>
        </form>
      </header>
      {outcome.kind === 'found' ? (
        <PartResult answer={outcome.answer} />
      ) : outcome.kind === 'not-found' || outcome.kind === 'failed' ? (
        <p className={styles.message} role="status">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}

function PartResult({ answer }: { answer: PartLookupResponse }) {
  const { product, partCode, spares, explodedView, alsoFits } = answer;
  const part = spares.find((spare) => spare.code === partCode);
  const name = plainName(product.name);
  return (
    <div className={styles.result}>
      <section aria-labelledby="part-product" className={styles.section}>
        <h2 id="part-product" className={styles.sectionTitle}>
          {part ? `Part ${part.code}, ${part.name}, fits` : `Model ${product.model}`}
        </h2>
        <div className={styles.product}>
          <ProductCard product={product} headingAs="h3" />
          <div className={styles.buy}>
            <h3 className={styles.subTitle}>Where to buy</h3>
            <p className={styles.lead}>
              Ask a dealer for {part ? `part ${part.code}` : `${name} or its parts`} by code.
            </p>
            <div className={styles.actions}>
              <ButtonLink
                href="/where-to-buy"
                onClick={() => track('findDealersClick', { sku: product.model })}
              >
                Find dealers
              </ButtonLink>
              {product.amazonLink ? (
                <ButtonLink
                  href={product.amazonLink}
                  tone="secondary"
                  newTab
                  onClick={() => track('marketplaceBuyClick', { sku: product.model })}
                >
                  buy on {brand.marketplaceName}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="part-spares" className={styles.section}>
        <h2 id="part-spares" className={styles.sectionTitle}>
          Spare parts
        </h2>
        {spares.length > 0 ? (
          <SpareParts parts={spares} drawing={explodedView} highlightCode={part?.code} />
        ) : (
          <p className={styles.lead}>
            No spare parts are listed for {name}. A dealer can order them by the model code.
          </p>
        )}
      </section>

      {product.installations.length > 0 ? (
        <section aria-labelledby="part-installations" className={styles.section}>
          <h2 id="part-installations" className={styles.sectionTitle}>
            Installation parts
          </h2>
          <ProductGrid label="Installation parts">
            {product.installations.map((item) => (
              <ProductCard key={item.model} product={item} headingAs="h3" />
            ))}
          </ProductGrid>
        </section>
      ) : null}

      {product.support.technicals.length > 0 ? (
        <section aria-labelledby="part-documents" className={styles.section}>
          <h2 id="part-documents" className={styles.sectionTitle}>
            Documents
          </h2>
          <DocumentLinks technicals={product.support.technicals} headingAs="h3" />
        </section>
      ) : null}

      {alsoFits.length > 0 ? (
        <section aria-labelledby="part-also" className={styles.section}>
          <h2 id="part-also" className={styles.sectionTitle}>
            {part?.code} also fits
          </h2>
          <ProductGrid label={`Other products ${part?.code ?? ''} fits`}>
            {alsoFits.map((item) => (
              <ProductCard key={item.model} product={item} headingAs="h3" />
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
