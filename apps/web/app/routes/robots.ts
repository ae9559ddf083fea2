// robots.txt: everything may be crawled except personal and campaign pages, and the sitemap is named.
import { robotsDisallow } from '../seo/sitemap.data';
import { publicOrigin } from '../api/api.server';
import type { Route } from './+types/robots';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...robotsDisallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  });
}
