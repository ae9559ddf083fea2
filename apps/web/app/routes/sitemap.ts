// sitemap.xml: every canonical URL of the site (spec 2.6 links it from the footer).
import { publicOrigin } from '../api/api.server';
import { sitemapPaths, sitemapXml } from '../seo/sitemap.server';
import type { Route } from './+types/sitemap';

export async function loader({ request }: Route.LoaderArgs) {
  const paths = await sitemapPaths(request);
  return new Response(sitemapXml(publicOrigin(request), paths), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
