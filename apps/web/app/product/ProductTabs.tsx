// The "Product Features" and "Support" tabs of the product page (spec 2.2).
import type { Product } from '@fittings/catalog-core';
import { DocumentLinks, FeatureList, Tabs, type TabItem } from '@fittings/ui';
import * as styles from './ProductTabs.css';

export function ProductTabs({ product }: { product: Product }) {
  const { technologies, specialFeatures } = product.extras;
  const { technicals, professional } = product.support;
  const tabs: TabItem[] = [
    {
      id: 'features',
      label: 'Product Features',
      content: (
        <FeatureList
          paragraph={product.paragraph}
          features={product.features}
          technologies={technologies}
          specialFeatures={specialFeatures}
          headingAs="h3"
        />
      ),
    },
    {
      id: 'support',
      label: 'Support',
      content:
        technicals.length + professional.length > 0 ? (
          <DocumentLinks technicals={technicals} professional={professional} headingAs="h3" />
        ) : (
          <p>
            Documents for this product are on their way. Ask your dealer for the installation guide.
          </p>
        ),
    },
  ];
  return (
    <section className={styles.section} aria-label="Product information">
      <Tabs tabs={tabs} label="Product information" defaultSelectedId="features" />
    </section>
  );
}
