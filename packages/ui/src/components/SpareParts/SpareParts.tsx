import * as styles from './SpareParts.css';
import { useText } from '../../i18n/TextProvider';

/** A spare part as find-a-part lists it: its number on the drawing, name, code and kind. */
export interface SparePartItem {
  number: number;
  code: string;
  name: string;
  kind: string;
}

export interface SparePartsProps {
  parts: readonly SparePartItem[];
  /** The exploded view drawing, when the product has one; its numbers match the parts'. */
  drawing?: { url: string; altText: string } | null;
  /** The code the visitor typed, when it was a part's: that row is marked. */
  highlightCode?: string;
}

/**
 * A product's spare parts, numbered as on its exploded view drawing, each with the code to ask a dealer for. The
 * drawing is an image with the whole list as its text alternative, so nothing is only in the picture.
 */
export function SpareParts({ parts, drawing, highlightCode }: SparePartsProps) {
  const text = useText();
  return (
    <div className={styles.root}>
      {drawing ? (
        <figure className={styles.figure}>
          <img className={styles.drawing} src={drawing.url} alt={drawing.altText} loading="lazy" />
          <figcaption className={styles.caption}>{text.t('ui.spareParts.caption')}</figcaption>
        </figure>
      ) : null}
      <ol className={styles.list} aria-label={text.t('ui.spareParts.label')}>
        {parts.map((part) => (
          <li
            key={part.code}
            className={[styles.row, part.code === highlightCode ? styles.highlight : '']
              .filter(Boolean)
              .join(' ')}
            aria-current={part.code === highlightCode ? 'true' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {part.number}
            </span>
            <span>
              <span className={styles.name}>{part.name}</span>
              {/* A part code is asked for at a dealer's as printed: the line is marked whole, like a card's model. */}
              <span className={styles.code} translate="no">
                {text.t('ui.spareParts.partCode', { code: part.code })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
