// The home page: the brand's introduction and the ways into the catalogue. Only "new arrivals" comes from the API;
// everything else is data in app/data, so the page renders even when the API is slow.
import { ApiError, type ProductListItem } from '@fittings/api-client';
import { ButtonLink } from '@fittings/ui/Button';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { Tag } from '@fittings/ui/Tag';
import { brand } from '../brand';
import { APP_ICON_PATH } from '../offline/webManifest';
import { RouteError } from '../layout/RouteError';
import { homeCollections, homeCopy } from '../content/home.data';
import { homeInLanguages } from '../content/home.languages';
import { categoryMenusInLanguages } from '../layout/menus.languages';
import { metaText } from '../kit/pageText';
import { useLanguage } from '../i18n/useLanguage';
import { collectionHref } from '../layout/menus.data';
import { publicOrigin, serverApi } from '../api/api.server';
import { seo } from '../seo/seo';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { useWishlist } from '../wishlist/wishlist';
import * as styles from '../content/home.css';
import type { Route } from './+types/home';
import { CategorySection } from '../content/CategorySection';
import { SectionHeader } from '../content/SectionHeader';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = metaText(location);
  return seo(matches, {
    title: `${brand.name} | ${text.t('web.home.metaTitle')}`,
    description: text.t('web.home.metaDescription', { brand: brand.name }),
    canonical: '/',
    origin: data?.origin,
    image: homeCopy.feature.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand.name,
        legalName: brand.legalName,
        url: data?.origin ? `${data.origin}/` : '/',
        // The brand's mark, as the home-screen icon draws it.
        logo: data?.origin ? `${data.origin}${APP_ICON_PATH}` : APP_ICON_PATH,
        // Only the brand's own profiles: a network's home page is not the brand.
        ...(brand.profiles.length > 0 ? { sameAs: [...brand.profiles] } : {}),
      },
    ],
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  let newArrivals: ProductListItem[] = [];
  try {
    const response = await serverApi(request).filterProductsByArea(
      'bathroom',
      { newLaunch: true, sort: 'newest', pageSize: 4 },
      { signal: request.signal },
    );
    newArrivals = response.items;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    // The section is left out; the rest of the page does not depend on the API.
  }
  return { newArrivals, origin: publicOrigin(request) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { hero, bathroom, kitchen, feature, newArrivals, collections, waterwise, dealers } =
    homeInLanguages[language];
  const categoryMenus = categoryMenusInLanguages[language];
  const wishlist = useWishlist((state) => state.models);
  const onWishlistToggle = useWishlistToggle();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.heroEyebrow}>{hero.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroText}>{hero.text}</p>
          <div className={styles.heroActions}>
            <Link href={hero.primary.href} variant="bare" className={styles.heroPrimary}>
              {hero.primary.label}
            </Link>
            <Link href={hero.secondary.href} variant="bare" className={styles.heroSecondary}>
              {hero.secondary.label}
            </Link>
          </div>
        </div>
        <svg
          className={styles.heroWave}
          viewBox="0 0 1200 200"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M0 120 C 150 60, 300 60, 450 120 S 750 180, 900 120 S 1150 60, 1200 90" />
          <path d="M0 150 C 150 90, 300 90, 450 150 S 750 210, 900 150 S 1150 90, 1200 120" />
        </svg>
      </section>

      <CategorySection
        id="bathroom"
        title={bathroom.title}
        text={bathroom.text}
        categories={categoryMenus.bathroom}
      />
      <CategorySection
        id="kitchen"
        title={kitchen.title}
        text={kitchen.text}
        categories={categoryMenus.kitchen}
      />

      <section className={styles.feature} aria-labelledby="home-feature">
        <Link href={feature.href} variant="bare" className={styles.featureLink}>
          <img
            className={styles.featureImage}
            src={feature.image}
            alt=""
            width={1600}
            height={600}
            loading="lazy"
          />
          <span className={styles.featureText}>
            <span className={styles.eyebrow}>
              <Tag kind="new" /> {feature.eyebrow}
            </span>
            <span id="home-feature" className={styles.featureTitle}>
              {feature.title}
            </span>
            <span className={styles.featureBody}>{feature.text}</span>
            <span className={styles.featureCta}>
              {feature.cta} <Icon name="chevronRight" />
            </span>
          </span>
        </Link>
      </section>

      {loaderData.newArrivals.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-new">
          <SectionHeader id="home-new" {...newArrivals} />
          <ProductGrid label={newArrivals.title}>
            {loaderData.newArrivals.map((product) => (
              <ProductCard
                key={product.model}
                product={product}
                headingAs="h3"
                inWishlist={wishlist.includes(product.model)}
                onWishlistToggle={onWishlistToggle}
              />
            ))}
          </ProductGrid>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="home-collections">
        <SectionHeader id="home-collections" {...collections} />
        <ul className={styles.collections}>
          {homeCollections.map((collection) => (
            <li key={collection.slug}>
              <Link
                href={collectionHref(collection.slug)}
                variant="bare"
                className={styles.collection}
              >
                <img
                  className={styles.collectionImage}
                  src={collection.preview}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                />
                <span className={styles.collectionName}>
                  {collection.title}
                  {collection.isNew ? (
                    <>
                      {' '}
                      <Tag kind="new" />
                    </>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.waterwise} aria-labelledby="home-waterwise">
        <div className={styles.bandInner}>
          <Icon name="drop" size="40px" className={styles.waterwiseIcon} />
          <div className={styles.bandText}>
            <p className={styles.eyebrow}>{waterwise.eyebrow}</p>
            <h2 id="home-waterwise" className={styles.bandTitle}>
              {waterwise.title}
            </h2>
            <p className={styles.bandBody}>{waterwise.text}</p>
          </div>
          <ButtonLink href={waterwise.href}>{waterwise.cta}</ButtonLink>
        </div>
      </section>

      <section className={styles.dealers} aria-labelledby="home-dealers">
        <div className={styles.bandInner}>
          <div className={styles.bandText}>
            <h2 id="home-dealers" className={styles.bandTitle}>
              {dealers.title}
            </h2>
            <p className={styles.bandBody}>{dealers.text}</p>
          </div>
          <ButtonLink href={dealers.href} tone="secondary">
            {dealers.cta}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
