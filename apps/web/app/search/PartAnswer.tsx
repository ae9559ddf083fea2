// A term that is a spare part's code (RP70001, `RP 70001`): the results page says first what the part is, shows its
// picture (the exploded view of the product it belongs to, where the part is numbered) and the products it fits, and
// links to Find a part; the products it fits follow as results (issue 39).
import { ApiError, type ApiClient } from '@fittings/api-client';
import { plainName, productPath } from '@fittings/catalog-core';
import { ButtonLink } from '@fittings/ui/Button';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import * as styles from './PartAnswer.css';

export interface FoundPart {
  code: string;
  name: string;
  picture: { src: string; alt: string };
  fits: { name: string; model: string; href: string }[];
}

/** Letters then digits, as part and model codes are written (`RP70001`, `rp 70001`, `T35691-PN`). */
const CODE_LIKE = /^[A-Za-z]{1,4}[\s.-]*\d{3,}[A-Za-z0-9\s.-]{0,8}$/;

/** The spare part a term names, or null (a term that is not a code, a product's model, nothing found, a failure). */
export async function partOf(
  api: Pick<ApiClient, 'getPart'>,
  term: string,
  signal: AbortSignal,
): Promise<FoundPart | null> {
  if (!CODE_LIKE.test(term.trim())) return null;
  try {
    const answer = await api.getPart(term.trim(), { signal });
    const spare = answer.spares.find((s) => s.code === answer.partCode);
    if (answer.matched !== 'part' || !spare) return null;
    const { product, explodedView, alsoFits } = answer;
    return {
      code: spare.code,
      name: spare.name,
      picture: explodedView
        ? { src: explodedView.url, alt: explodedView.altText }
        : { src: product.image, alt: plainName(product.name) },
      fits: [product, ...alsoFits].map((fitted) => ({
        name: plainName(fitted.name),
        model: fitted.model,
        href: productPath(fitted.url || fitted.model),
      })),
    };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    // The search answers on its own: a part look-up that fails only leaves this part out.
    return null;
  }
}

export function PartAnswer({ part }: { part: FoundPart }) {
  const text = useText();
  return (
    <section aria-labelledby="search-part" className={styles.part}>
      <img
        className={styles.picture}
        src={part.picture.src}
        alt={part.picture.alt}
        width={160}
        height={160}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 id="search-part" className={styles.title}>
          {text.t('web.search.partHeading', { code: part.code })}
        </h2>
        <p className={styles.lead}>
          {text.t('web.search.partLead', { code: part.code, name: part.name })}
        </p>
        <p className={styles.fitsLabel}>{text.t('web.search.partFits')}</p>
        <ul className={styles.fits}>
          {part.fits.map((fitted) => (
            <li key={fitted.model}>
              {/* The model is in the link's name: one design's finishes share a name. */}
              <Link href={fitted.href} variant="inline">
                {fitted.name} <span translate="no">({fitted.model})</span>
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink
          href={`/find-a-part?code=${encodeURIComponent(part.code)}`}
          tone="secondary"
          size="small"
        >
          {text.t('web.search.partFind')}
        </ButtonLink>
      </div>
    </section>
  );
}
