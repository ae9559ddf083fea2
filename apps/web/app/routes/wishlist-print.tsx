// GET /wishlist/print?models=…&list=…: the bathroom list as a printable A4 page, outside the site's navigation and
// footer: the brand header, the items by room, and a QR code back to the shared list. Rendered on the server from
// the URL, so it prints from any device, without JavaScript.
import { ButtonLink } from '@fittings/ui';
import { brand } from '../brand';
import { BrandLogo } from '../layout/BrandLogo';
import { seo } from '../seo/seo';
import { ListTable } from '../wishlist/ListTable';
import { qrSvg } from '../wishlist/qr.server';
import { loadSharedList } from '../wishlist/sharedList.server';
import { LIST_TITLE, pdfLink } from '../wishlist/shareList';
import { PrintButton } from '../wishlist/PrintButton';
import * as styles from './wishlist-print.css';
import type { Route } from './+types/wishlist-print';

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, {
    title: `${LIST_TITLE} | ${brand.name}`,
    description: `A ${brand.name} bathroom list to print.`,
    canonical: '/wishlist',
    origin: data?.origin,
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const shared = await loadSharedList(request, { withFacts: true });
  return {
    origin: shared.origin,
    facts: shared.facts,
    rooms: shared.list.rooms,
    lines: shared.lines,
    link: shared.link,
    pdf: pdfLink(shared.models, shared.list),
    qr: qrSvg(shared.link, 'QR code that opens this list'),
  };
}

export default function WishlistPrintPage({ loaderData }: Route.ComponentProps) {
  const { rooms, lines, link, pdf, qr, facts } = loaderData;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <main className={styles.sheet}>
      <div className={styles.tools}>
        <PrintButton />
        <ButtonLink href={pdf} tone="secondary">
          Download PDF
        </ButtonLink>
        <ButtonLink href={link} tone="secondary">
          Back to the list
        </ButtonLink>
      </div>
      <header className={styles.header}>
        <div>
          <BrandLogo className={styles.logo} />
          <p className={styles.muted}>{brand.tagline}</p>
          <h1 className={styles.title}>{LIST_TITLE}</h1>
          <p className={styles.muted}>
            {lines.length} products, {pieces} pieces
          </p>
        </div>
        <figure className={styles.qr}>
          {/* Our own SVG: rectangles from the QR matrix and an escaped label, nothing from the visitor. */}
          <div className={styles.qrImage} dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption className={styles.muted}>Scan to open this list</figcaption>
        </figure>
      </header>
      {lines.length > 0 ? (
        <ListTable rooms={rooms} lines={lines} facts={facts} />
      ) : (
        <p>This list has no products.</p>
      )}
      <p className={styles.link}>Open this list: {link}</p>
    </main>
  );
}
