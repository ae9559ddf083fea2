// An empty listing says so and offers the way back: without the filters when filters emptied it, else to the area.
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { areaName } from '../kit/pageText';
import type { ProductArea } from '@fittings/catalog-core';
import { listingSearch, type ListingQuery } from './listing';
import * as styles from './ListingEmpty.css';

export interface ListingEmptyProps {
  area: ProductArea;
  query: ListingQuery;
  filtered: boolean;
}

export function ListingEmpty({ area, query, filtered }: ListingEmptyProps) {
  const text = useText();
  const room = areaName(area, text);
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>
        {filtered ? text.t('web.listing.empty.filtered') : text.t('web.listing.empty.none')}
      </h2>
      <p className={styles.text}>
        {filtered
          ? text.t('web.listing.empty.filteredText')
          : text.t('web.listing.empty.noneText', { area: room.toLowerCase() })}
      </p>
      {filtered ? (
        <ButtonLink
          href={`/filter/${area}${listingSearch({ ...query, finishes: [], styles: [], waterwise: false, lowPressure: false, hardWater: false, page: 1 })}`}
        >
          {text.t('web.listing.empty.clear')}
        </ButtonLink>
      ) : (
        <ButtonLink href={query.category ? `/filter/${area}` : '/'}>
          {query.category
            ? text.t('web.listing.empty.seeAll', { area: room.toLowerCase() })
            : text.t('web.listing.empty.home')}
        </ButtonLink>
      )}
    </div>
  );
}
