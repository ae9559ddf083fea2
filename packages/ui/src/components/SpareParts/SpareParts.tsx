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
  /**
   * The exploded view drawing, when the product has one. It draws no text: `callouts` say where each part's number
   * goes on it (percentages of its width and height), and the numbers are set there as HTML, matching the list's.
   */
  drawing?: {
    url: string;
    altText: string;
    callouts?: readonly { number: number; x: number; y: number }[];
  } | null;
  /** The code the visitor typed, when it was a part's: that row is marked. */
  highlightCode?: string;
}

/**
 * A product's spare parts, numbered as on its exploded view drawing, each with the code to ask a dealer for; the part
 * the visitor typed is marked (`aria-current`). The drawing is an image with the whole list as its text alternative, so
 * nothing is only in the picture; its numbers are HTML labels over it (hidden from assistive technology, which reads
 * the list), so no crop or zoom cuts them and they scale with the page's text.
 */
export function SpareParts({ parts, drawing, highlightCode }: SparePartsProps) {
  const text = useText();
  return (
    <div className={styles.root}>
      {drawing ? (
        <figure className={styles.figure}>
          <div className={styles.drawingBox}>
            <img
              className={styles.drawing}
              src={drawing.url}
              alt={drawing.altText}
              loading="lazy"
            />
            {drawing.callouts?.map((callout) => (
              <span
                key={callout.number}
                className={[styles.number, styles.callout].join(' ')}
                style={{ left: `${callout.x}%`, top: `${callout.y}%` }}
                aria-hidden="true"
                data-callout={callout.number}
              >
                {callout.number}
              </span>
            ))}
          </div>
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
