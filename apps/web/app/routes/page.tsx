// Every path that no other route takes: a declared page of the spec (2.6) that a later issue fills gets a simple
// page of its own; anything else answers 404 with the not-found page.
import { ButtonLink } from '@fittings/ui';
import { brand } from '../brand';
import { RouteError } from '../components/RouteError';
import { placeholderPage } from '../data/pages';
import { publicOrigin } from '../lib/api.server';
import { seo } from '../lib/seo';
import * as styles from './page.css';
import type { Route } from './+types/page';

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: `${data.page.title} | ${brand.name}`,
        description: data.page.intro,
        canonical: data.path,
        origin: data.origin,
      })
    : seo(matches, { title: `Page not found | ${brand.name}`, noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = placeholderPage(url.pathname);
  if (!page) throw new Response('Not Found', { status: 404 });
  return { page, path: url.pathname, origin: publicOrigin(request) };
}

export default function PlaceholderPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{page.eyebrow}</p>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.intro}>{page.intro}</p>
      <p className={styles.note}>
        This page is being prepared. In the meantime, explore the range.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/filter/bathroom">Bathroom</ButtonLink>
        <ButtonLink href="/filter/kitchen" tone="secondary">
          Kitchen
        </ButtonLink>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
