// The "Product Features" and "Support" tabs (spec 2.2).
import { countLabel, type ExtrasItem, type Product } from '@fittings/catalog-core';
import * as styles from './ProductTabs.css';

export function ProductTabs({ product }: { product: Product }) {
  const { technologies, specialFeatures } = product.extras;
  const { technicals, professional } = product.support;
  return (
    <div className={styles.tabs}>
      <section aria-labelledby="product-features" className={styles.panel}>
        <h2 id="product-features" className={styles.tabHeading}>
          Product Features
        </h2>
        {product.paragraph ? <p>{product.paragraph}</p> : null}
        {product.features.length > 0 ? (
          <ul>
            {product.features.map((f) => (
              <li key={f.feature}>{f.feature}</li>
            ))}
          </ul>
        ) : null}
        <Extras
          title={countLabel(technologies.length, 'Technology', 'Technologies')}
          items={technologies}
        />
        <Extras
          title={countLabel(specialFeatures.length, 'Special Feature', 'Special Features')}
          items={specialFeatures}
        />
      </section>
      <section aria-labelledby="product-support" className={styles.panel}>
        <h2 id="product-support" className={styles.tabHeading}>
          Support
        </h2>
        {technicals.length > 0 ? (
          <>
            <h3>technical documents</h3>
            <ul>
              {technicals.map((doc) => (
                <li key={doc.name}>
                  {doc.name} <a href={doc.viewLink}>View</a>{' '}
                  <a href={doc.downloadLink} download>
                    Download
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {professional.length > 0 ? (
          <>
            <h3>for professionals</h3>
            <ul>
              {professional.map((doc) => (
                <li key={doc.title}>
                  <a href={doc.url} download>
                    {doc.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}

function Extras({ title, items }: { title: string; items: ExtrasItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.name}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}
