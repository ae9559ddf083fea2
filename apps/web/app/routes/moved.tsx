// Addresses that answer 301 to a page's canonical address (app/seo/movedPages.data.ts): short forms, second spellings,
// technology pages under /technology/, and the sub-paths of the bathroom and kitchen.
import { localizePath } from '@fittings/catalog-core';
import { redirect } from 'react-router';
import { languageOf, pagePathOf } from '../i18n/useLanguage';
import { movedPages, roomSubpathTarget } from '../seo/movedPages.data';
import { isTechnologyRoute, technologyHref } from '../content/content';
import type { Route } from './+types/moved';

export function movedTarget(pathname: string): string | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const fixed = movedPages[path];
  if (fixed) return fixed;
  const [first, second, ...rest] = path.split('/');
  if (!second || rest.length > 0) return undefined;
  if (first === 'technology' && isTechnologyRoute(second)) return technologyHref(second);
  if (first === 'bathroom' || first === 'kitchen') return roomSubpathTarget(first, second);
  return undefined;
}

/** Where a moved address answers 301 to: its page's canonical address, in the language the address asked for. */
export function movedLocation(request: Request): string | undefined {
  const target = movedTarget(pagePathOf(request));
  return target && localizePath(target, languageOf(request));
}

export function loader({ request }: Route.LoaderArgs) {
  const target = movedLocation(request);
  if (!target) throw new Response('Not Found', { status: 404 });
  return redirect(target, 301);
}

// A moved address never renders; an unknown one shows the not-found page inside the site layout.
export default function Moved() {
  return null;
}

export { RouteError as ErrorBoundary } from '../layout/RouteError';
