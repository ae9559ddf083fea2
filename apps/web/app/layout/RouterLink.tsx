// The design system's links render through React Router: client-side navigation and prefetch on intent (hover,
// focus or touch-start) for pages of this site, none when the visitor asks to save data; plain anchors for
// everything else (other origins, mail, files served by the API).
import type { LinkComponentProps } from '@fittings/ui';
import { Link } from 'react-router';
import { prefersDataSaving } from './dataSaver';

const OUTSIDE_ROUTER = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/media\/|\/get\/|\/sitemap\.xml)/i;

export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  if (OUTSIDE_ROUTER.test(href)) return <a href={href} ref={ref} {...rest} />;
  // Prefetch renders nothing on the server, so reading the browser's setting here cannot make hydration differ.
  return <Link to={href} ref={ref} prefetch={prefersDataSaving() ? 'none' : 'intent'} {...rest} />;
}
