// The page the service worker shows for an address it has not kept when there is no connection. Plain HTML with its
// styles inline and no script: it is stored once per release and must open with nothing else from the network.
import {
  LANGUAGE_TAGS,
  localizePath,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import { brand } from '../brand';

/** The offline page's address in each language; the service worker stores these at install. */
export const offlinePath = (language: Language) => localizePath('/offline', language);

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The whole document. "Try again" is a link to the address the visitor asked for (an empty href), not a script. */
export function offlinePageHtml(language: Language, text: Translator): string {
  const t = (id: string, values?: Readonly<Record<string, string | number | undefined>>) =>
    escape(text.t(id, values));
  const mark = brand.logo.paths.map((d) => `<path d="${d}"/>`).join('');
  return `<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${brand.themeColor}">
<meta name="robots" content="noindex">
<title>${t('web.offline.pageTitle', { brand: brand.name })}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:${brand.backgroundColor};line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:12vh 24px 48px}
svg{width:48px;height:48px;fill:currentColor}
h1{font-size:1.75rem;line-height:1.25;margin:24px 0 12px}
p{margin:0 0 12px}
nav{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border:2px solid ${brand.themeColor};color:${brand.themeColor};text-decoration:none;font-weight:600}
a.primary{background:${brand.themeColor};color:${brand.backgroundColor}}
a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
</style>
</head>
<body>
<main>
<svg viewBox="${brand.logo.viewBox}" role="img" aria-label="${escape(brand.name)}">${mark}</svg>
<h1>${t('web.offline.title')}</h1>
<p>${t('web.offline.lead')}</p>
<p>${t('web.offline.saved')}</p>
<nav>
<a class="primary" href="">${t('web.offline.tryAgain')}</a>
<a href="${localizePath('/wishlist', language)}">${t('web.offline.openWishlist')}</a>
<a href="${localizePath('/', language)}">${t('web.offline.home')}</a>
</nav>
</main>
</body>
</html>
`;
}
