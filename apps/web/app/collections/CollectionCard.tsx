// A collection on the collections page: its picture, trademark-safe name, style, rooms, tagline and finishes; the
// name links to the collection's page and the whole card is its target.
import { FinishSwatches } from '@fittings/ui/FinishSwatches';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { Tag } from '@fittings/ui/Tag';
import { useText } from '@fittings/ui/TextProvider';
import { WaterwiseBadge } from '@fittings/ui/WaterwiseBadge';
import { segmentsToText } from '@fittings/catalog-core';
import type { CollectionDetail } from '@fittings/api-client';
import { collectionHref } from '../layout/menus.data';
import { collectionFinishCodes } from './collections';
import { collectionDisplayName } from '../content/content';
import { areaName } from '../kit/pageText';
import { styleLabel } from '../i18n/styleLabel';
import * as styles from './CollectionCard.css';
import { CardImage } from '../kit/CardImage';

export interface CollectionCardProps {
  collection: CollectionDetail;
  headingAs?: 'h2' | 'h3';
}

export function CollectionCard({ collection, headingAs: Heading = 'h2' }: CollectionCardProps) {
  const text = useText();
  const name = collectionDisplayName(collection);
  const finishes = collectionFinishCodes(collection);
  const style = collection.style.map((s) => styleLabel(s.name, s.name, text)).join(', ');
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CardImage className={styles.image} src={collection.image} width={800} height={500} />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <p className={styles.eyebrow}>
            {style} · {collection.areas.map((area) => areaName(area, text)).join(' & ')}
          </p>
          {collection.isNew || collection.waterwise ? (
            <div className={styles.badges}>
              {collection.isNew ? <Tag kind="new" /> : null}
              {collection.waterwise ? <WaterwiseBadge /> : null}
            </div>
          ) : null}
        </div>
        <Heading className={styles.title}>
          <Link
            href={collectionHref(collection.url)}
            variant="bare"
            className={styles.titleLink}
            aria-label={segmentsToText(name)}
          >
            <MarkedName segments={name} />
          </Link>
        </Heading>
        {collection.tagline ? <p className={styles.tagline}>{collection.tagline}</p> : null}
        <div className={styles.footer}>
          <FinishSwatches
            mode="display"
            product={{
              finish: { code: finishes[0] ?? collection.collectionFinish.code },
              associatedFinishes: finishes.map((code) => ({ code, url: '' })),
            }}
          />
          <p className={styles.count}>
            {text.t('web.collections.pieces', { count: collection.productCount })}
          </p>
        </div>
      </div>
    </article>
  );
}
