// The design system's links render through React Router: client-side navigation and prefetch on intent for pages
// of this site, plain anchors for everything else (other origins, mail, files served by the API).
import type { LinkComponentProps } from '@fittings/ui';
import { Link } from 'react-router';

const OUTSIDE_ROUTER = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/media\/|\/get\/|\/sitemap\.xml)/i;

export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  if (OUTSIDE_ROUTER.test(href)) return <a href={href} ref={ref} {...rest} />;
  return <Link to={href} ref={ref} prefetch="intent" {...rest} />;
}
