// The routes of the brand's content (spec 2.6): landing pages, collections, innovations and technologies, water
// saving, videos and catalogues, company, service and legal pages, and the sitemap. app/routes.ts places them:
// `contentRoutes` inside the site layout, `contentResourceRoutes` beside it.
import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { contentPages } from './data/content';

const id = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

export const contentRoutes: RouteConfigEntry[] = [
  // Collections: the filterable list and one page per collection.
  route('bathroom/collections', 'routes/collections.tsx'),
  route('collections/:collection', 'routes/collection.tsx'),
  // Company, customer service and legal pages written as data.
  ...contentPages.map((page) =>
    route(page.path.slice(1), 'routes/content-page.tsx', { id: `content-${id(page.path)}` }),
  ),
];

export const contentResourceRoutes: RouteConfigEntry[] = [];
