// The site's chrome (spec 2.1) around every page: the skip link, toolbar, navigation, footer, the search dialog
// and notifications. routes/site.tsx wraps each page in it, and each page's error too.
import { Footer } from '@fittings/ui/Footer';
import { LanguageSwitch } from '@fittings/ui/LanguageSwitch';
import { LinkProvider } from '@fittings/ui/LinkProvider';
import { NavBar } from '@fittings/ui/NavBar';
import { useText } from '@fittings/ui/TextProvider';
import { Toolbar } from '@fittings/ui/Toolbar';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { brand } from '../brand';
import { BrandLogo } from './BrandLogo';
import { RouterLink } from './RouterLink';
import { SiteNotifications } from './SiteNotifications';
import { hidesNavigation, siteNavigation } from './navigation';
import { alternatesOf } from '../i18n/languageChoice';
import { useLanguage } from '../i18n/useLanguage';
import { connectWishlistStorage, useWishlist } from '../wishlist/wishlist';
import { compareStore, connectCompareStorage } from '../compare/compareSet';
import { notificationsStore } from './notifications';
import { useStore } from 'zustand';
import { comparePath } from '@fittings/catalog-core';
import type { NavBarShortcut } from '@fittings/ui/NavBar';
import * as styles from './site.css';
import { stripLanguage } from '@fittings/catalog-core';

// The search dialog, its design-system component and the search vocabulary come when the dialog is first opened, not
// with every page: a page that is only read never downloads them.
const SiteSearchDialog = lazy(() =>
  import('../search/SiteSearchDialog').then((module) => ({ default: module.SiteSearchDialog })),
);

export function SiteChrome({ children }: { children: ReactNode }) {
  const location = useLocation();
  const text = useText();
  const language = useLanguage();
  const navigation = siteNavigation(language, text);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchOpened, setSearchOpened] = useState(false);
  const showNavigation = !hidesNavigation(stripLanguage(location.pathname));
  // The same page in each language, query included, as plain links (another language is another document); the
  // root's click listener remembers the language a link with hreflang chooses. The same switch leads the toolbar
  // and sits in the side menu, where a phone visitor looking for it in the menu finds it too.
  const languageSwitch = (
    <LanguageSwitch languages={alternatesOf(location.pathname + location.search)} />
  );

  const shortcuts = useShortcuts();

  useEffect(() => {
    const disconnectWishlist = connectWishlistStorage();
    const disconnectCompare = connectCompareStorage();
    // Lets tests and monitoring know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    return () => {
      disconnectWishlist();
      disconnectCompare();
    };
  }, []);
  // A navigation closes the search dialog (Enter, "view all products", a preview), and the notifications that led
  // here ("Compare now" on the comparison would cover its table).
  useEffect(() => {
    setSearchOpen(false);
    notificationsStore.getState().arrivedAt(stripLanguage(location.pathname));
  }, [location.pathname, location.search]);
  // After a client-side move, focus goes to the new page's main heading, so a keyboard or screen-reader user starts
  // there, not on the <body> a closed menu left it on. A change of the query alone (a filter, the next page) leaves
  // focus where it is when it is still on the page's own controls. Not on the first load.
  const moved = useRef<{ pathname: string; search: string } | undefined>(undefined);
  useEffect(() => {
    const before = moved.current;
    moved.current = { pathname: location.pathname, search: location.search };
    if (!before || (before.pathname === location.pathname && before.search === location.search))
      return;
    const active = document.activeElement;
    const main = document.getElementById('main');
    const kept =
      before.pathname === location.pathname &&
      active instanceof HTMLElement &&
      active !== document.body &&
      main?.contains(active);
    const heading = main?.querySelector<HTMLElement>('h1');
    if (kept || !heading || heading.contains(active)) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [location.pathname, location.search]);

  return (
    <LinkProvider linkComponent={RouterLink}>
      <a href="#main" className={styles.skipLink}>
        {text.t('web.layout.skipToContent')}
      </a>
      {showNavigation ? (
        <>
          <Toolbar
            links={navigation.toolbarLinks}
            label={text.t('web.layout.quickLinks')}
            languageSwitch={languageSwitch}
          />
          <NavBar
            brand={<BrandLogo />}
            brandLabel={text.t('web.layout.brandHome', { brand: brand.name })}
            searchLabel={text.t('web.layout.search')}
            entries={navigation.navEntries}
            onSearch={() => {
              setSearchOpened(true);
              setSearchOpen(true);
            }}
            currentHref={stripLanguage(location.pathname) + location.search}
            sideMenuLinks={navigation.toolbarLinks}
            sideMenuLanguageSwitch={languageSwitch}
            shortcuts={shortcuts}
          />
        </>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer
        brand={<BrandLogo />}
        columns={navigation.footerColumns}
        socialTitle={text.t('web.footer.connect')}
        socialLinks={navigation.socialLinks}
        legalLinks={navigation.legalLinks}
        copyrightHolder={brand.legalName}
      />
      {showNavigation && searchOpened ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
      <SiteNotifications />
    </LinkProvider>
  );
}

/** The wishlist and the comparison in the header, counted once the browser's lists are read (not on the server). */
function useShortcuts(): NavBarShortcut[] {
  const text = useText();
  const wishlist = useWishlist((state) => (state.loaded ? state.models.length : undefined));
  const compare = useStore(compareStore, (state) => (state.loaded ? state.models : undefined));
  return [
    { label: text.t('web.layout.wishlist'), href: '/wishlist', icon: 'heart', count: wishlist },
    {
      label: text.t('web.layout.compare'),
      href: comparePath(compare ?? []),
      icon: 'compare',
      count: compare?.length,
    },
  ];
}
