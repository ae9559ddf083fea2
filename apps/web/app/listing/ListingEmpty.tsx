// An empty listing says so and offers the way back: without the filters when filters emptied it, else to the area.
import { ButtonLink } from '@fittings/ui';
import type { ProductArea } from '@fittings/catalog-core';
import { listingSearch, type ListingQuery } from './listing';
import * as styles from './ListingEmpty.css';

export interface ListingEmptyProps {
  area: ProductArea;
  query: ListingQuery;
  filtered: boolean;
}

export function ListingEmpty({ area, query, filtered }: ListingEmptyProps) {
  const areaTitle = area === 'bathroom' ? 'Bathroom' : 'Kitchen';
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>
        {filtered ? 'No products match these filters.' : 'No products here yet.'}
      </h2>
      <p className={styles.text}>
        {filtered
          ? 'Try fewer filters, or see everything in this range.'
          : `Explore the rest of the ${areaTitle.toLowerCase()} range in the meantime.`}
      </p>
      {filtered ? (
        <ButtonLink
          href={`/filter/${area}${listingSearch({ ...query, finishes: [], styles: [], waterwise: false, lowPressure: false, hardWater: false, page: 1 })}`}
        >
          Clear filters
        </ButtonLink>
      ) : (
        <ButtonLink href={query.category ? `/filter/${area}` : '/'}>
          {query.category ? `See all ${areaTitle.toLowerCase()} products` : 'Back to the home page'}
        </ButtonLink>
      )}
    </div>
  );
}
