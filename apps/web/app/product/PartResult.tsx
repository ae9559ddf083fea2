// What the part finder shows for a code: the part, the models it fits, or why nothing was found.
import { plainName } from '@fittings/catalog-core';
import { type PartLookupResponse } from '@fittings/api-client';
import { ButtonLink } from '@fittings/ui/Button';
import { DocumentLinks } from '@fittings/ui/DocumentLinks';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { SpareParts } from '@fittings/ui/SpareParts';
import { useText } from '@fittings/ui/TextProvider';
import { brand } from '../brand';
import { track } from '../tracking/siteTracker';
import * as styles from './findAPart.css';

export function PartResult({ answer }: { answer: PartLookupResponse }) {
  const { product, partCode, spares, explodedView, alsoFits } = answer;
  const part = spares.find((spare) => spare.code === partCode);
  const name = plainName(product.name);
  const text = useText();
  return (
    <div className={styles.result}>
      <section aria-labelledby="part-product" className={styles.section}>
        <h2 id="part-product" className={styles.sectionTitle}>
          {part
            ? text.t('web.part.partFits', { code: part.code, name: part.name })
            : text.t('web.part.model', { model: product.model })}
        </h2>
        <div className={styles.product}>
          <ProductCard product={product} headingAs="h3" />
          <div className={styles.buy}>
            <h3 className={styles.subTitle}>{text.t('web.part.whereToBuy')}</h3>
            <p className={styles.lead}>
              {part
                ? text.t('web.part.askForPart', { code: part.code })
                : text.t('web.part.askForProduct', { name })}
            </p>
            <div className={styles.actions}>
              <ButtonLink
                href="/where-to-buy"
                onClick={() => track('findDealersClick', { sku: product.model })}
              >
                {text.t('web.part.findDealers')}
              </ButtonLink>
              {product.amazonLink ? (
                <ButtonLink
                  href={product.amazonLink}
                  tone="secondary"
                  newTab
                  onClick={() => track('marketplaceBuyClick', { sku: product.model })}
                >
                  {text.t('web.part.buyOn', { marketplace: brand.marketplaceName })}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="part-spares" className={styles.section}>
        <h2 id="part-spares" className={styles.sectionTitle}>
          {text.t('web.part.spares')}
        </h2>
        {spares.length > 0 ? (
          <SpareParts parts={spares} drawing={explodedView} highlightCode={part?.code} />
        ) : (
          <p className={styles.lead}>{text.t('web.part.noSpares', { name })}</p>
        )}
      </section>

      {product.installations.length > 0 ? (
        <section aria-labelledby="part-installations" className={styles.section}>
          <h2 id="part-installations" className={styles.sectionTitle}>
            {text.t('web.part.installations')}
          </h2>
          <ProductGrid label={text.t('web.part.installations')}>
            {product.installations.map((item) => (
              <ProductCard key={item.model} product={item} headingAs="h3" />
            ))}
          </ProductGrid>
        </section>
      ) : null}

      {product.support.technicals.length > 0 ? (
        <section aria-labelledby="part-documents" className={styles.section}>
          <h2 id="part-documents" className={styles.sectionTitle}>
            {text.t('web.part.documents')}
          </h2>
          <DocumentLinks technicals={product.support.technicals} headingAs="h3" />
        </section>
      ) : null}

      {alsoFits.length > 0 ? (
        <section aria-labelledby="part-also" className={styles.section}>
          <h2 id="part-also" className={styles.sectionTitle}>
            {text.t('web.part.alsoFits', { code: part?.code ?? '' })}
          </h2>
          <ProductGrid label={text.t('web.part.otherProducts', { code: part?.code ?? '' })}>
            {alsoFits.map((item) => (
              <ProductCard key={item.model} product={item} headingAs="h3" />
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </div>
  );
}
