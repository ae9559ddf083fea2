// The main site area (spec 2.1): toolbar, navigation, footer, the search dialog and notifications around every
// page. Pages render their own errors inside it, so a 404 keeps the navigation.
import { Outlet } from 'react-router';
import { RouteError } from '../layout/RouteError';
import { SiteChrome } from '../layout/SiteChrome';

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  return (
    <SiteChrome>
      <RouteError />
    </SiteChrome>
  );
}
