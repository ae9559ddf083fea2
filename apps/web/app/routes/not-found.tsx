// Every path no other route takes answers 404 with the not-found page (spec 2.1). Each declared route of the
// spec has a page of its own, so nothing falls back to a placeholder.
import { languageOfPath } from '@fittings/catalog-core';
import { brand } from '../brand';
import { translatorOf } from '../i18n/translators';
import { RouteError } from '../layout/RouteError';
import { seo } from '../seo/seo';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: `${translatorOf(languageOfPath(location.pathname)).t('web.notFound.title')} | ${brand.name}`,
    noindex: true,
  });

export function loader(): never {
  throw new Response('Not Found', { status: 404 });
}

// The loader always throws, so the error boundary below is what renders.
export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary() {
  return <RouteError />;
}
