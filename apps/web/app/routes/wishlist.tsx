// The wishlist ("My favourites", spec 1 and 3), grown into the bathroom list a buyer takes to a plumber or dealer
// (issue 17): the models kept in this browser, and beside them a quantity, room and note per item; a clear-all;
// sharing as a link (/wishlist?models=A,B&list=…) or a WhatsApp message, a print page and a PDF. A shared link shows
// the same list on another device, rendered on the server, ready to be saved.
import { languageOfPath } from '@fittings/catalog-core';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { translatorOf } from '../i18n/translators';
import { publicOrigin } from '../api/api.server';
import { seo } from '../seo/seo';
import { loadSharedList } from '../wishlist/sharedList.server';
import { shareLink } from '../wishlist/shareList';
import type { Route } from './+types/wishlist';
import { MyWishlist, SharedWishlist } from '../wishlist/WishlistViews';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = translatorOf(languageOfPath(location.pathname));
  return seo(matches, {
    title: `${text.t(data?.shared ? 'web.wishlist.sharedTitle' : 'web.wishlist.title')} | ${brand.name}`,
    description: text.t('web.wishlist.metaDescription', { brand: brand.name }),
    canonical: '/wishlist',
    origin: data?.origin,
    noindex: true,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has('models')) return { origin: publicOrigin(request), shared: null };
  const shared = await loadSharedList(request);
  return {
    origin: shared.origin,
    shared: {
      models: shared.models,
      products: shared.products,
      list: shared.list,
      lines: shared.lines,
    },
  };
}

export { shareLink };

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  return loaderData.shared ? <SharedWishlist {...loaderData.shared} /> : <MyWishlist />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
