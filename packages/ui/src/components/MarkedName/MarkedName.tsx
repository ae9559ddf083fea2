import { nameSegments, type NameSegment } from '@fittings/catalog-core';
import type { ElementType, HTMLAttributes } from 'react';
import * as styles from './MarkedName.css';

export interface MarkedNameProps extends HTMLAttributes<HTMLElement> {
  /** A name with catalogue markup (`DIAMOND<sup>™</sup> Seal`, `H<sub>2</sub>Okinetic`, `Care &amp; Cleaning`). */
  text?: string | null;
  /** Segments already read by catalog-core (`nameSegments`, `formatProductName`, `formatCollectionName`). */
  segments?: readonly NameSegment[];
  /** The element to render; a `span` by default. */
  as?: ElementType;
  /**
   * `no` by default: a catalogue name (a product, collection, technology or trademark) is the same in every language,
   * and the attribute tells translation tools so. Pass `yes` for catalogue text that is not a name (a feature line).
   */
  translate?: 'yes' | 'no';
}

/**
 * A catalogue name as a person sees it, from catalog-core's `nameSegments`: marks as real superscripts (`<sup>`),
 * formulas with real subscripts (`<sub>`), entities decoded. Marked `translate="no"`: names stay as they are in every
 * language. Markup is parsed, never injected as HTML. For titles, alt text, JSON-LD and other plain-text places use
 * catalog-core's `plainName`. `TrademarkName` is a deprecated alias.
 */
export function MarkedName({
  text,
  segments,
  as: Element = 'span',
  translate = 'no',
  ...rest
}: MarkedNameProps) {
  const parts = segments ?? nameSegments(text);
  return (
    <Element translate={translate} {...rest}>
      {parts.map((segment, index) =>
        segment.kind === 'sup' ? (
          <sup key={index} className={styles.sup}>
            {segment.text}
          </sup>
        ) : segment.kind === 'sub' ? (
          <sub key={index} className={styles.sub}>
            {segment.text}
          </sub>
        ) : (
          segment.text
        ),
      )}
    </Element>
  );
}
