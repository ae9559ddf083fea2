// Turns the menu data files into what the design system's NavBar, SideMenu and Footer render, in the page's
// language: the words from the data set of that language (content/byLanguage.ts), the few words of the chrome itself
// from the message catalogues. Hrefs stay unprefixed: the RouterLink puts them in the page's language.
import type {
  FooterColumn as UiFooterColumn,
  SocialLink,
  SocialNetwork,
} from '@fittings/ui/Footer';
import type { NavEntry as UiNavEntry, MenuPanel } from '@fittings/ui/NavBar';
import type { Language, ProductArea, Translator } from '@fittings/catalog-core';
import { brand } from '../brand';
import {
  categoryMenusInLanguages,
  footerColumnsInLanguages,
  legalLinksInLanguages,
  navEntriesInLanguages,
  toolbarLinksInLanguages,
} from './menus.languages';
import { collectionHref, collectionsMenu, listingHref, type CategoryMenu } from './menus.data';

export interface SiteNavigation {
  navEntries: readonly UiNavEntry[];
  toolbarLinks: readonly { label: string; href: string }[];
  footerColumns: readonly UiFooterColumn[];
  legalLinks: readonly { label: string; href: string }[];
  socialLinks: readonly SocialLink[];
}

function panel(area: ProductArea, menus: readonly CategoryMenu[], text: Translator): MenuPanel {
  return {
    categories: menus.map((category) => ({
      title: category.title,
      href: listingHref(area, category.route),
      image: { src: category.topImage, alt: '' },
      items: category.items.map((item) => ({
        title: item.title,
        href: listingHref(area, category.route, item),
        ...(item.isNew ? { isNew: true } : {}),
      })),
    })),
    ...(area === 'bathroom'
      ? {
          collections: {
            title: text.t('web.menu.collections'),
            href: '/bathroom/collections',
            items: collectionsMenu.map((c) => ({
              title: c.title,
              href: collectionHref(c.slug),
              image: {
                src: c.preview,
                alt: text.t('web.menu.collectionImage', { title: c.title }),
              },
              ...(c.isNew ? { isNew: true } : {}),
            })),
          },
        }
      : {}),
  };
}

const labelled = (links: readonly { title: string; href: string }[]) =>
  links.map((link) => ({ label: link.title, href: link.href }));

function buildNavigation(language: Language, text: Translator): SiteNavigation {
  const categoryMenus = categoryMenusInLanguages[language];
  return {
    navEntries: navEntriesInLanguages[language].map((entry) => ({
      label: entry.title,
      href: entry.href,
      ...(entry.menu ? { panel: panel(entry.menu, categoryMenus[entry.menu], text) } : {}),
    })),
    toolbarLinks: labelled(toolbarLinksInLanguages[language]),
    footerColumns: footerColumnsInLanguages[language].map((column) => ({
      title: column.title,
      links: labelled(column.links),
    })),
    legalLinks: labelled(legalLinksInLanguages[language]),
    socialLinks: brand.social.map((s) => ({
      network: s.name.toLowerCase() as SocialNetwork,
      href: s.href,
      label: text.t('web.footer.social', { brand: brand.name, network: s.name }),
    })),
  };
}

// Built once per translator (one per language on a page), not on every render: the menus are large.
const built = new WeakMap<Translator, SiteNavigation>();

/** The navigation, toolbar, footer and social links in a language, its chrome words from `text`. */
export function siteNavigation(language: Language, text: Translator): SiteNavigation {
  let navigation = built.get(text);
  if (!navigation || text.language !== language) {
    navigation = buildNavigation(language, text);
    if (text.language === language) built.set(text, navigation);
  }
  return navigation;
}

/** The leads forms show neither the toolbar nor the navigation (spec 2.1). */
export function hidesNavigation(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === '/leads-form' || path === '/leads-form/thankyou';
}
