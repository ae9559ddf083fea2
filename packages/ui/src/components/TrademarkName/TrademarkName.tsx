import { parseTrademarkName, type NameSegment } from '@fittings/catalog-core';
import type { ElementType, HTMLAttributes } from 'react';
import { mark } from './TrademarkName.css';

export interface TrademarkNameProps extends HTMLAttributes<HTMLElement> {
  /** Segments from `parseTrademarkName`, `formatProductName` or `formatCollectionName`. */
  segments?: readonly NameSegment[];
  /** A name with trademark markup (`Trinsic<sup>&reg;</sup>`); parsed into segments, never set as HTML. */
  markup?: string;
  /** The element to render; a `span` by default. */
  as?: ElementType;
}

/** Renders a product or collection name with its trademark marks as superscripts, as text only. */
export function TrademarkName({
  segments,
  markup,
  as: Element = 'span',
  ...rest
}: TrademarkNameProps) {
  const parts = segments ?? parseTrademarkName(markup);
  return (
    <Element {...rest}>
      {parts.map((segment, index) =>
        segment.sup ? (
          <sup key={index} className={mark}>
            {segment.text}
          </sup>
        ) : (
          segment.text
        ),
      )}
    </Element>
  );
}
