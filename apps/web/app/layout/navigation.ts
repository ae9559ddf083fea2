// Turns the menu data files into what the design system's NavBar, SideMenu and Footer render.
import type {
  FooterColumn as UiFooterColumn,
  NavEntry as UiNavEntry,
  MenuPanel,
  SocialLink,
  SocialNetwork,
} from '@fittings/ui';
import type { ProductArea } from '@fittings/catalog-core';
import { brand } from '../brand';
import {
  categoryMenus,
  collectionHref,
  collectionsMenu,
  footerColumns,
  legalLinks,
  listingHref,
  navEntries,
  toolbarLinks,
} from './menus.data';

function panel(area: ProductArea): MenuPanel {
  return {
    categories: categoryMenus[area].map((category) => ({
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
            title: 'Collections',
            href: '/bathroom/collections',
            items: collectionsMenu.map((c) => ({
              title: c.title,
              href: collectionHref(c.slug),
              image: { src: c.preview, alt: `${c.title} collection` },
              ...(c.isNew ? { isNew: true } : {}),
            })),
          },
        }
      : {}),
  };
}

export const uiNavEntries: readonly UiNavEntry[] = navEntries.map((entry) => ({
  label: entry.title,
  href: entry.href,
  ...(entry.menu ? { panel: panel(entry.menu) } : {}),
}));

const labelled = (links: readonly { title: string; href: string }[]) =>
  links.map((link) => ({ label: link.title, href: link.href }));

export const uiToolbarLinks = labelled(toolbarLinks);

export const uiFooterColumns: readonly UiFooterColumn[] = footerColumns.map((column) => ({
  title: column.title,
  links: labelled(column.links),
}));

export const uiLegalLinks = labelled(legalLinks);

export const uiSocialLinks: readonly SocialLink[] = brand.social.map((s) => ({
  network: s.name.toLowerCase() as SocialNetwork,
  href: s.href,
  label: `${brand.name} on ${s.name}`,
}));

/** The leads forms show neither the toolbar nor the navigation (spec 2.1). */
export function hidesNavigation(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === '/leads-form' || path === '/leads-form/thankyou';
}
