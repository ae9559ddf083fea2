import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import {
  GENERIC_ERROR_MESSAGE,
  LANGUAGE_TAGS,
  NOT_FOUND_MESSAGE,
  languageOfPath,
} from '@fittings/catalog-core';
import { TextProvider } from '@fittings/ui/TextProvider';
import { brandTheme } from '@fittings/ui/theme';
// The design system's rules join the site's one stylesheet, in a cascade layer under the app's (see the file).
import './layout/designSystem.css';
// The same file the stylesheet's @font-face names, so the preload and the face share one download.
import displayFont from '@fittings/ui/fonts/jost-core-wght-normal.woff2?url';
import { useEffect, useRef, type ReactNode } from 'react';
import { brand } from './brand';
import { hasKeptForms } from './forms/keptForms';
import { reportShownPage } from './offline/registerServiceWorker';
import { tapArrived } from './offline/offlineTaps';
import { publicOrigin } from './api/api.server';
import { LANGUAGE_FONT_STYLESHEETS } from './i18n/fontStylesheets';
import './i18n/languageType.css';
import { LanguageChoice } from './i18n/LanguageSuggestion';
import { loadTranslator, translatorOf } from './i18n/translators';
import { requestSavesData } from './layout/dataSaver.server';
import { SiteTracking } from './tracking/SiteTracking';
import { siteIntegrations } from './tracking/integrations.server';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Only the display face (headings, names, the first screen's largest text) is fetched before the first paint: its
  // core, 15 KB. Inter's core (26 KB) follows as the stylesheet asks for it, swapped over a metric-matched fallback,
  // so it moves nothing.
  {
    rel: 'preload',
    href: displayFont,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
];

export const meta: Route.MetaFunction = () => [
  { title: brand.name },
  { name: 'description', content: brand.description },
  { property: 'og:site_name', content: brand.name },
  { property: 'og:type', content: 'website' },
  { name: 'twitter:card', content: 'summary_large_image' },
  { name: 'twitter:site', content: brand.twitterHandle },
];

// The tracker ids and captcha settings of this server (absent id, tracker off), for the browser; and whether the
// visitor's browser asks to save data (the Save-Data header, the same on every request of a visit).
// The page's language is loaded before anything renders in it (a language's catalogues are loaded once per server).
// The public origin (PUBLIC_ORIGIN) is for every page's canonical and hreflang links (seo.ts reads it here).
export async function loader({ request }: Route.LoaderArgs) {
  await loadTranslator(languageOfPath(new URL(request.url).pathname));
  return {
    integrations: siteIntegrations(),
    saveData: requestSavesData(request),
    origin: publicOrigin(request),
  };
}

// They come from the environment and never change while the server runs.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  // A script the brand's Latin faces lack (Devanagari) gets its font only on pages in that language.
  const fontStylesheet = LANGUAGE_FONT_STYLESHEETS[language];
  return (
    <html lang={LANGUAGE_TAGS[language]} className={brandTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
        {fontStylesheet ? <link rel="stylesheet" href={fontStylesheet} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  useSendKeptForms();
  useReportShownPages(location.pathname + location.search);
  return (
    <TextProvider translator={translatorOf(language)}>
      <SiteTracking ids={loaderData.integrations.tracking}>
        <Outlet />
      </SiteTracking>
      <LanguageChoice />
    </TextProvider>
  );
}

/** Forms kept while offline go out when the page opens online and whenever the connection returns. */
function useSendKeptForms() {
  useEffect(() => {
    const send = () => {
      if (navigator.onLine && hasKeptForms())
        void import('./forms/sendKeptForms').then((module) => module.sendKeptForms());
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
}

/** Each page after the first of a visit is reported to the service worker, which may keep it for offline use. */
function useReportShownPages(address: string) {
  const first = useRef(address);
  useEffect(() => {
    if (address === first.current) return;
    reportShownPage(address);
    tapArrived();
  }, [address]);
}

// Only failures of the site layout itself land here; pages render their own errors inside the layout.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main
      style={{ padding: '15vh 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>{status === 404 ? '404' : GENERIC_ERROR_MESSAGE}</h1>
      <p>{status === 404 ? NOT_FOUND_MESSAGE : 'Please try again in a moment.'}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
