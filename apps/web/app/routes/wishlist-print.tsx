// GET /wishlist/print?models=…&list=…: the bathroom list as a printable A4 page, outside the site's navigation and
// footer: the brand header, the items by room, and a QR code back to the shared list. Rendered on the server from
// the URL, so it prints from any device, without JavaScript.
import { languageOfPath } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { brand } from '../brand';
import { BrandLogo } from '../layout/BrandLogo';
import { seo } from '../seo/seo';
import { ListTable } from '../wishlist/ListTable';
import { qrSvg } from '../wishlist/qr.server';
import { loadSharedList } from '../wishlist/sharedList.server';
import { pdfLink } from '../wishlist/shareList';
import { languageOf } from '../i18n/useLanguage';
import { loadTranslator, translatorOf } from '../i18n/translators';
import { PrintButton } from '../wishlist/PrintButton';
import * as styles from './wishlist-print.css';
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

export async function loader({ request }: Route.LoaderArgs) {
  const text = await loadTranslator(languageOf(request));
  const shared = await loadSharedList(request, { withFacts: true, text });
  return {
    origin: shared.origin,
    facts: shared.facts,
    rooms: shared.list.rooms,
    lines: shared.lines,
    link: shared.link,
    pdf: pdfLink(shared.models, shared.list, languageOf(request)),
    qr: qrSvg(shared.qrTargets, text.t('web.list.qrLabel')),
  };
}

export default function WishlistPrintPage({ loaderData }: Route.ComponentProps) {
  const { rooms, lines, link, pdf, qr, facts } = loaderData;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const text = useText();
  return (
    <main className={styles.sheet}>
      <div className={styles.tools}>
        <PrintButton />
        <ButtonLink href={pdf} tone="secondary">
          {text.t('web.wishlist.downloadPdf')}
        </ButtonLink>
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
