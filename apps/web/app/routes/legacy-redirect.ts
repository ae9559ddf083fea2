// One module for every legacy URL of spec 2.7: the server answers 301 to the new address.
import { matchPath, redirect } from 'react-router';
import { legacyRedirects, legacyTarget } from '../seo/legacyRedirects.data';
import type { Route } from './+types/legacy-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  for (const entry of legacyRedirects) {
    const match = matchPath({ path: `/${entry.pattern}`, caseSensitive: false }, pathname);
    if (match) return redirect(legacyTarget(entry, match.params), 301);
  }
  throw new Response('Not Found', { status: 404 });
}
