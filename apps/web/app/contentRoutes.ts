// The routes of the brand's content (spec 2.6): landing pages, collections, innovations and technologies, water
// saving, videos and catalogues, company, service and legal pages, and the sitemap. app/routes.ts places them:
// `contentRoutes` inside the site layout, `contentResourceRoutes` beside it.
import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { contentPages } from './content/pages';
import { movedPages } from './seo/movedPages.data';
import { TOP_LEVEL_TECHNOLOGY_ROUTES } from './technologies/technologies.data';

const id = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

export const contentRoutes: RouteConfigEntry[] = [
  // The rooms' landing pages.
  route('bathroom', 'routes/area.tsx', { id: 'area-bathroom' }),
  route('kitchen', 'routes/area.tsx', { id: 'area-kitchen' }),
  // Collections: the filterable list and one page per collection.
  route('bathroom/collections', 'routes/collections.tsx'),
  route('collections/:collection', 'routes/collection.tsx'),
  // Design & Innovation: the innovation groups, the technology index and one page per technology, each under its
  // declared route name.
  route('innovations/:group', 'routes/innovations.tsx'),
  route('technology', 'routes/technology-index.tsx'),
  ...TOP_LEVEL_TECHNOLOGY_ROUTES.map((name) =>
    route(name, 'routes/technology.tsx', { id: `technology-${id(name)}` }),
  ),
  // Water saving: the story, the calculator, the products.
  route('waterwise', 'routes/waterwise.tsx'),
  // Videos and catalogues: the hub, the gallery and the catalogues.
  route('videos-catalogs', 'routes/videos-catalogs.tsx'),
  route('video-gallery', 'routes/video-gallery.tsx'),
  route('catalogs', 'routes/catalogs.tsx'),
  // Awards: every year, and one year at a time.
  route('awards', 'routes/awards.tsx', { id: 'awards' }),
  route('about/awards/:year', 'routes/awards.tsx', { id: 'awards-year' }),
  // The range as a whole: all products, features, focused products, downloads, buying online.
  route('products', 'routes/products.tsx'),
  route('features', 'routes/features.tsx'),
  route('focused-products', 'routes/focused-products.tsx'),
  route('for-professionals', 'routes/for-professionals.tsx'),
  route('buy-on-amazon', 'routes/buy-online.tsx'),
  // Short forms and second spellings answer 301 to the canonical address.
  ...Object.keys(movedPages).map((path) =>
    route(path, 'routes/moved.tsx', { id: `moved-${id(path)}` }),
  ),
  route('technology/:name', 'routes/moved.tsx', { id: 'moved-technology' }),
  route('bathroom/:subpath', 'routes/moved.tsx', { id: 'moved-bathroom' }),
  route('kitchen/:subpath', 'routes/moved.tsx', { id: 'moved-kitchen' }),
  // Company, customer service and legal pages written as data.
  ...contentPages.map((page) =>
    route(page.path.slice(1), 'routes/content-page.tsx', { id: `content-${id(page.path)}` }),
  ),
];

export const contentResourceRoutes: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
];
