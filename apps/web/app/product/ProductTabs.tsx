// The "Product Features" and "Support" tabs of the product page (spec 2.2).
import type { Product } from '@fittings/catalog-core';
import { DocumentLinks } from '@fittings/ui/DocumentLinks';
import { FeatureList } from '@fittings/ui/FeatureList';
import { Tabs, type TabItem } from '@fittings/ui/Tabs';
import { useText } from '@fittings/ui/TextProvider';
import * as styles from './ProductTabs.css';

export function ProductTabs({ product }: { product: Product }) {
  const text = useText();
  const { technologies, specialFeatures } = product.extras;
  const { technicals, professional } = product.support;
  const tabs: TabItem[] = [
    {
      id: 'features',
      label: text.t('web.product.featuresTab'),
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
      label: text.t('web.product.supportTab'),
      content:
        technicals.length + professional.length > 0 ? (
          <DocumentLinks technicals={technicals} professional={professional} headingAs="h3" />
        ) : (
          <p>{text.t('web.product.noDocuments')}</p>
        ),
    },
  ];
  return (
    <section className={styles.section} aria-label={text.t('web.product.information')}>
      <Tabs tabs={tabs} label={text.t('web.product.information')} defaultSelectedId="features" />
    </section>
  );
}
