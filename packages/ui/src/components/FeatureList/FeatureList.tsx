import { type ExtrasItem, type ProductFeature } from '@fittings/catalog-core';
import { useState } from 'react';
import { Icon } from '../../icons/Icon';
import { InfoDialog } from '../InfoDialog/InfoDialog';
import { MarkedName } from '../MarkedName/MarkedName';
import * as styles from './FeatureList.css';
import { useText } from '../../i18n/TextProvider';

export interface FeatureListProps {
  /** The opening paragraph of "Product Features". */
  paragraph?: string;
  features?: readonly ProductFeature[];
  technologies?: readonly ExtrasItem[];
  specialFeatures?: readonly ExtrasItem[];
  /** The level of the "Technology" and "Special Feature" headings. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** A technology or special feature was opened (for tracking). */
  onOpenItem?: (item: ExtrasItem) => void;
}

/**
 * The "Product Features" content: the paragraph, the feature bullets, then "Technology"/"Technologies" and "Special
 * Feature"/"Special Features" (singular or plural by count, with catalog-core's `countLabel`), each item opening an
 * `InfoDialog`.
 */
export function FeatureList({
  paragraph,
  features = [],
  technologies = [],
  specialFeatures = [],
  headingAs: Heading = 'h3',
  onOpenItem,
}: FeatureListProps) {
  const text = useText();
  const [openItem, setOpenItem] = useState<ExtrasItem | null>(null);
  const groups = [
    {
      key: 'technologies',
      heading: text.t('ui.featureList.technologies', { count: technologies.length }),
      items: technologies,
    },
    {
      key: 'special',
      heading: text.t('ui.featureList.specialFeatures', { count: specialFeatures.length }),
      items: specialFeatures,
    },
  ].filter((group) => group.items.length > 0);

  return (
    <div className={styles.root}>
      {paragraph || features.length ? (
        <div>
          {paragraph ? <p className={styles.paragraph}>{paragraph}</p> : null}
          {features.length ? (
            <ul
              className={[styles.bullets, paragraph ? styles.afterParagraph : '']
                .filter(Boolean)
                .join(' ')}
            >
              {features.map((item, index) => (
                <li key={index}>
                  {/* A feature line is sentence, not a name: in Hindi it comes in Hindi. */}
                  <MarkedName text={item.feature} translate="yes" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.heading}>
          <Heading className={styles.heading}>{group.heading}</Heading>
          <ul className={styles.extras}>
            {group.items.map((item) => (
              <li key={item.name}>
                <button
                  type="button"
                  className={styles.extra}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setOpenItem(item);
                    onOpenItem?.(item);
                  }}
                >
                  {item.image ? (
                    <img
                      className={styles.extraImage}
                      src={item.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <MarkedName className={styles.extraName} text={item.name} />
                  <Icon name="info" className={styles.extraIcon} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <InfoDialog
        open={openItem !== null}
        onClose={() => setOpenItem(null)}
        title={<MarkedName text={openItem?.name} />}
        image={openItem?.image ? { src: openItem.image, alt: '' } : undefined}
      >
        {openItem?.description ?? ''}
      </InfoDialog>
    </div>
  );
}
