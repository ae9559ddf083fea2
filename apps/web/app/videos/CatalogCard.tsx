// A catalogue: its cover, title, year and what it covers, with "View" (the PDF in a new tab) and "Download".
import type { Catalog } from '@fittings/api-client';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { visuallyHidden } from '@fittings/ui/theme';
import * as styles from './CatalogCard.css';
import { CardImage } from '../kit/CardImage';

export function CatalogCard({
  catalog,
  headingAs: Heading = 'h3',
}: {
  catalog: Catalog;
  headingAs?: 'h2' | 'h3';
}) {
  const text = useText();
  return (
    <article className={styles.card} aria-labelledby={`catalog-${catalog.slug}`}>
      <div className={styles.cover}>
        <CardImage className={styles.image} src={catalog.coverImage} width={600} height={850} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {catalog.year} · {text.t('web.catalogs.products', { count: catalog.productCount })}
        </p>
        <Heading id={`catalog-${catalog.slug}`} className={styles.title}>
          {catalog.title}
        </Heading>
        <p className={styles.description}>{catalog.description}</p>
        <div className={styles.actions}>
          <Link href={catalog.viewLink} newTab variant="bare" className={styles.action}>
            <Icon name="view" /> {text.t('web.catalogs.view')}
            <span className={visuallyHidden}> {catalog.title}</span>
          </Link>
          <Link href={catalog.downloadLink} download variant="bare" className={styles.action}>
            <Icon name="download" /> {text.t('web.catalogs.download')}
            <span className={visuallyHidden}> {catalog.title} (PDF)</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
