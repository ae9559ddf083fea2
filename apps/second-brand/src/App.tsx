import { useMemo, useState } from 'react';
import { SEARCH_RESULTS_LIMIT } from '@fittings/catalog-core';
import {
  FinishSwatches,
  NavBar,
  ProductCard,
  ProductGrid,
  SearchDialog,
  type NavEntry,
} from '@fittings/ui';
import { brand, brasswellFinishes, menus } from './brand/brand';
import { brasswellTheme } from './brand/theme.css';
import { catalogue } from './catalogue';
import { searchCatalogue } from './search';
import * as styles from './App.css';

const entries: NavEntry[] = menus.map((menu) => ({
  label: menu.title,
  href: `?${menu.queryKind}=${menu.queryValue}`,
}));

function Wordmark() {
  return (
    <svg viewBox="0 0 150 28" width="150" height="28" aria-hidden="true">
      <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
      <text x="32" y="20" fontFamily="Georgia, serif" fontSize="19" fill="currentColor">
        {brand.name}
      </text>
    </svg>
  );
}

export interface AppProps {
  /** The page's query string, such as `?type=shower-sets` or `?term=hollis`. */
  search: string;
}

/** Brasswell's one-page catalogue: menus, a product grid filtered by type or term, and the search dialog. */
export function App({ search }: AppProps) {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const term = query.get('term');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [previews, setPreviews] = useState<ReturnType<typeof searchCatalogue>>([]);

  const menu = menus.find((item) => item.queryValue === type);
  const products = useMemo(() => {
    if (term) return searchCatalogue(term, SEARCH_RESULTS_LIMIT);
    return menu ? catalogue.filter((product) => product.type === menu.queryValue) : catalogue;
  }, [menu, term]);
  const heading = term ? `Results for “${term}”` : (menu?.title ?? 'All taps and showers');
  const featured = catalogue[0]!;

  return (
    <div className={`${brasswellTheme} ${styles.page}`}>
      <NavBar
        brand={<Wordmark />}
        brandHref="?"
        brandLabel={brand.homeLabel}
        entries={entries}
        onSearch={() => setDialogOpen(true)}
        currentHref={search || '?'}
      />
      <main className={styles.main}>
        <p className={styles.tagline}>{brand.tagline}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <section aria-labelledby="featured-heading" className={styles.featured}>
          <h2 id="featured-heading" className={styles.subheading}>
            {featured.name}
          </h2>
          <FinishSwatches
            product={{
              url: featured.url,
              finish: featured.finish,
              associatedFinishes: [{ code: 2, url: 'bw-1101-gm' }],
            }}
            finishes={brasswellFinishes}
            hrefFor={(url) => `?term=${url}`}
            showLabel
          />
        </section>
        <ProductGrid label={heading} emptyText="No taps match that search.">
          {products.map((product) => (
            <ProductCard key={product.model} product={product} href={`?term=${product.model}`} />
          ))}
        </ProductGrid>
      </main>
      <SearchDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSearch={(value) => setPreviews(searchCatalogue(value))}
        onSubmit={(value) => {
          window.location.search = `?term=${encodeURIComponent(value)}`;
        }}
        results={previews}
        viewAllHref={(value) => `?term=${encodeURIComponent(value)}`}
        productHref={(product) => `?term=${product.model}`}
        debounceMs={200}
      />
    </div>
  );
}
