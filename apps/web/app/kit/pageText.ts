// The words of a page in its language outside React: a meta function's translator (the root loader loads the
// page's catalogues before any meta function runs, on the server and in the browser), the names of the rooms and the
// breadcrumb trail's first step, which every page shares.
import { languageOfPath, type ProductArea, type Translator } from '@fittings/catalog-core';
import { translatorOf } from '../i18n/translators';

/** One step of a breadcrumb trail: its name in the page's language and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The translator of the page a meta function describes. */
export function metaText(location: { pathname: string }): Translator {
  return translatorOf(languageOfPath(location.pathname));
}

/** A room's name ("Bathroom", "Kitchen") in the page's language. */
export function areaName(area: ProductArea, text: Pick<Translator, 't'>): string {
  return text.t(`web.area.${area}`);
}

/** A trail (seo's `trail()`, which starts at the home page) with the home page named in the page's language. */
export function localTrail(crumbs: readonly Crumb[], text: Pick<Translator, 't'>): Crumb[] {
  return crumbs.map((crumb) =>
    crumb.path === '/' ? { ...crumb, name: text.t('web.breadcrumbs.home') } : crumb,
  );
}
