// The main site area (spec 2.1): toolbar, navigation, footer, the search dialog and notifications around every
// page. Pages render their own errors inside it, so a 404 keeps the navigation.
import { Footer, LinkProvider, NavBar, Toolbar, useText } from '@fittings/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { brand } from '../brand';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { RouterLink } from '../layout/RouterLink';
import { SiteNotifications } from '../layout/SiteNotifications';
import { SiteSearchDialog } from '../search/SiteSearchDialog';
import {
  hidesNavigation,
  uiFooterColumns,
  uiLegalLinks,
  uiNavEntries,
  uiSocialLinks,
  uiToolbarLinks,
} from '../layout/navigation';
import { connectWishlistStorage } from '../wishlist/wishlist';
import * as styles from './site.css';
import { stripLanguage } from '@fittings/catalog-core';

function SiteChrome({ children }: { children: ReactNode }) {
  const location = useLocation();
  const text = useText();
  const [searchOpen, setSearchOpen] = useState(false);
  const showNavigation = !hidesNavigation(stripLanguage(location.pathname));

  useEffect(() => {
    // Lets tests and monitoring know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    return connectWishlistStorage();
  }, []);
  // A navigation closes the search dialog (Enter, "view all products", a preview).
  useEffect(() => setSearchOpen(false), [location.pathname, location.search]);

  return (
    <LinkProvider linkComponent={RouterLink}>
      <a href="#main" className={styles.skipLink}>
        {text.t('web.layout.skipToContent')}
      </a>
      {showNavigation ? (
        <>
          <Toolbar links={uiToolbarLinks} label="Quick links" />
          <NavBar
            brand={<BrandLogo />}
            brandLabel={`${brand.name} home`}
            entries={uiNavEntries}
            onSearch={() => setSearchOpen(true)}
            currentHref={location.pathname + location.search}
            sideMenuLinks={uiToolbarLinks}
          />
        </>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer
        brand={<BrandLogo />}
        columns={uiFooterColumns}
        socialTitle="Connect With Us"
        socialLinks={uiSocialLinks}
        legalLinks={uiLegalLinks}
        copyrightHolder={brand.legalName}
      />
      {showNavigation ? (
        <SiteSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      ) : null}
      <SiteNotifications />
    </LinkProvider>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  return (
    <SiteChrome>
      <RouteError />
    </SiteChrome>
  );
}
