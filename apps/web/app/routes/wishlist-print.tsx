// GET /wishlist/print?models=…&list=…: the bathroom list as a printable A4 page, outside the site's navigation and
// footer: the brand header, the items by room, and a QR code back to the shared list. Rendered on the server from
// the URL, so it prints from any device, without JavaScript; a list too long for a link is POSTed as a form with the
// same two fields.
import { isApiError } from '@fittings/api-client';
import { languageOfPath } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { brand } from '../brand';
import { data } from 'react-router';
import { BrandLogo } from '../layout/BrandLogo';
import { RouteError } from '../layout/RouteError';
import { seo } from '../seo/seo';
import { ListTable } from '../wishlist/ListTable';
import { qrSvg } from '../wishlist/qr.server';
import { ListRequestButton } from '../wishlist/ListRequestButton';
import { listUrlOf, loadSharedList } from '../wishlist/sharedList.server';
import { listRequest } from '../wishlist/shareList';
import { languageOf } from '../i18n/useLanguage';
import { loadTranslator, translatorOf } from '../i18n/translators';
import { PrintButton } from '../wishlist/PrintButton';
import * as styles from '../wishlist/wishlistPrint.css';
import type { Route } from './+types/wishlist-print';

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = translatorOf(languageOfPath(location.pathname));
  return seo(matches, {
    title: `${text.t('web.list.title', { brand: brand.name })} | ${brand.name}`,
    description: text.t('web.list.printDescription', { brand: brand.name }),
    canonical: '/wishlist',
    origin: data?.origin,
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return printData(request, new URL(request.url), context?.clientIp);
}

/** A list too long for a link comes as a form's body (see listRequest), and prints the same. */
export async function action({ request, context }: Route.ActionArgs) {
  return printData(request, await listUrlOf(request), context?.clientIp);
}

async function printData(request: Request, url: URL, clientIp: string | undefined) {
  const text = await loadTranslator(languageOf(request));
  let shared;
  try {
    shared = await loadSharedList(request, { withFacts: true, text, clientIp, url });
  } catch (error) {
    // The API's per-visitor limit on printed lists and PDFs: its wait, passed on in the page's words.
    if (isApiError(error) && error.status === 429) {
      const seconds = error.retryAfterSeconds ?? 60;
      throw data(
        { message: text.t('web.list.tooMany', { seconds }) },
        { status: 429, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
      );
    }
    throw error;
  }
  return {
    origin: shared.origin,
    facts: shared.facts,
    rooms: shared.list.rooms,
    lines: shared.lines,
    link: shared.link,
    shown: shared.models.length,
    total: shared.total,
    pdf: listRequest(
      '/wishlist/pdf',
      shared.models,
      shared.list,
      languageOf(request),
      shared.total,
    ),
    qr: qrSvg(shared.qrTargets, text.t('web.list.qrLabel')),
  };
}

/** A refusal's `Retry-After` reaches the visitor (the error boundary's answer has the thrown headers). */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders;

export function ErrorBoundary() {
  return <RouteError />;
}

export default function WishlistPrintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rooms, lines, link, pdf, qr, facts, shown, total } = actionData ?? loaderData;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const text = useText();
  return (
    <main className={styles.sheet}>
      <div className={styles.tools}>
        <PrintButton />
        <ListRequestButton request={pdf}>{text.t('web.wishlist.downloadPdf')}</ListRequestButton>
        <ButtonLink href={link} tone="secondary">
          {text.t('web.list.backToList')}
        </ButtonLink>
      </div>
      <header className={styles.header}>
        <div>
          <BrandLogo className={styles.logo} />
          <p className={styles.muted}>{text.t('web.brand.tagline')}</p>
          <h1 className={styles.title}>{text.t('web.list.title', { brand: brand.name })}</h1>
          <p className={styles.muted}>
            {text.t('web.list.counts', { products: lines.length, pieces })}
          </p>
          {total > shown ? (
            <p className={styles.muted}>{text.t('web.list.firstOf', { shown, total })}</p>
          ) : null}
        </div>
        <figure className={styles.qr}>
          {/* Our own SVG: rectangles from the QR matrix and an escaped label, nothing from the visitor. */}
          <div className={styles.qrImage} dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption className={styles.muted}>{text.t('web.list.scan')}</figcaption>
        </figure>
      </header>
      {lines.length > 0 ? (
        <ListTable rooms={rooms} lines={lines} facts={facts} />
      ) : (
        <p>{text.t('web.list.noProducts')}</p>
      )}
      <p className={styles.link}>{text.t('web.list.open', { link })}</p>
    </main>
  );
}
