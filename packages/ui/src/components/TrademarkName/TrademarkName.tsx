import type { NameSegment } from '@fittings/catalog-core';
import type { ElementType, HTMLAttributes } from 'react';
import { MarkedName } from '../MarkedName/MarkedName';

export interface TrademarkNameProps extends HTMLAttributes<HTMLElement> {
  /** Segments from `nameSegments`, `formatProductName` or `formatCollectionName`. */
  segments?: readonly NameSegment[];
  /** A name with catalogue markup (`Trinsic<sup>&reg;</sup>`); parsed into segments, never set as HTML. */
  markup?: string;
  /** The element to render; a `span` by default. */
  as?: ElementType;
}

/**
 * Renders a product or collection name with its marks as superscripts and subscripts, as text only.
 *
 * @deprecated Use `<MarkedName text={markup} />` or `<MarkedName segments={segments} />`.
 */
export function TrademarkName({ markup, ...rest }: TrademarkNameProps) {
  return <MarkedName text={markup} {...rest} />;
}
