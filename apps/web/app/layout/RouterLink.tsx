// The design system's links render through React Router: client-side navigation and prefetch on intent (hover,
// focus or touch-start) for pages of this site, none when the visitor asks to save data; plain anchors for
// everything else (other origins, mail, files served by the API).
// A site link goes to the page in the language of the page it is on (`/product/T1` on a Hindi page is
// `/hi/product/T1`), so no component needs to know the language. A link that names its language (`hrefLang`: the
// language switch, the language suggestion) goes where it says, as a full page load: client-side navigation never
// crosses languages, since the whole page and its texts change with the language.
import type { LinkComponentProps } from '@fittings/ui/LinkProvider';
import { localizePath } from '@fittings/catalog-core';
import { Link } from 'react-router';
import { prefersDataSaving } from './dataSaver';
import { prefetchRouteData } from './prefetchOnTouch';
import { useLanguage } from '../i18n/useLanguage';

const OUTSIDE_ROUTER = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/media\/|\/get\/|\/sitemap\.xml)/i;

/** React Router's way of asking for a full page load, which a caller may pass through the design system. */
type RouterLinkProps = LinkComponentProps & { reloadDocument?: boolean };

export function RouterLink({ href, ref, reloadDocument, ...rest }: RouterLinkProps) {
  const language = useLanguage();
  if (OUTSIDE_ROUTER.test(href) || reloadDocument || rest.hrefLang !== undefined) {
    return <a href={href} ref={ref} {...rest} />;
  }
  // Prefetch renders nothing on the server, so reading the browser's setting here cannot make hydration differ.
  const saving = prefersDataSaving();
  const to = localizePath(href, language);
  return (
    <Link
      to={to}
      ref={ref}
      prefetch={saving ? 'none' : 'intent'}
      {...rest}
      onPointerDown={(event) => {
        rest.onPointerDown?.(event);
        // A finger on a card asks for its page's data at once, before the tap ends (prefetchOnTouch.ts).
        if (!saving) prefetchRouteData(to);
      }}
    />
  );
}
