import type { ProfessionalDocument, TechnicalDocument } from '@fittings/catalog-core';
import { Icon } from '../../icons/Icon';
import { visuallyHidden } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import * as styles from './DocumentLinks.css';
import { useText } from '../../i18n/TextProvider';

export interface DocumentLinksProps {
  technicals?: readonly TechnicalDocument[];
  professional?: readonly ProfessionalDocument[];
  technicalHeading?: string;
  professionalHeading?: string;
  headingAs?: 'h2' | 'h3' | 'h4';
  /** A document was viewed or downloaded (for tracking). */
  onDocument?: (action: 'view' | 'download', url: string) => void;
}

/**
 * The Support tab: "technical documents" with View (new tab) and Download links, and "for professionals" downloads.
 * Link names include the document ("Download Installation guide").
 */
export function DocumentLinks({
  technicals = [],
  professional = [],
  technicalHeading: givenTechnicalHeading,
  professionalHeading: givenProfessionalHeading,
  headingAs: Heading = 'h3',
  onDocument,
}: DocumentLinksProps) {
  const text = useText();
  const technicalHeading = givenTechnicalHeading ?? text.t('ui.documentLinks.technicalHeading');
  const professionalHeading =
    givenProfessionalHeading ?? text.t('ui.documentLinks.professionalHeading');
  return (
    <div className={styles.root}>
      {technicals.length ? (
        <section aria-label={technicalHeading}>
          <Heading className={styles.heading}>{technicalHeading}</Heading>
          <ul className={styles.list}>
            {technicals.map((doc) => (
              <li key={doc.name} className={styles.row}>
                <span className={styles.name}>{doc.name}</span>
                <span className={styles.actions}>
                  <DocumentAction
                    kind="view"
                    href={doc.viewLink}
                    name={doc.name}
                    onDocument={onDocument}
                  />
                  <DocumentAction
                    kind="download"
                    href={doc.downloadLink}
                    name={doc.name}
                    onDocument={onDocument}
                  />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {professional.length ? (
        <section aria-label={professionalHeading}>
          <Heading className={styles.heading}>{professionalHeading}</Heading>
          <ul className={styles.list}>
            {professional.map((doc) => (
              <li key={doc.url} className={styles.row}>
                <span className={styles.name}>{doc.title}</span>
                <DocumentAction
                  kind="download"
                  href={doc.url}
                  name={doc.title}
                  onDocument={onDocument}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A document's view or download link; its name, hidden but read out, tells the links of a list apart. */
function DocumentAction({
  kind,
  href,
  name,
  onDocument,
}: {
  kind: 'view' | 'download';
  href: string;
  name: string;
  onDocument: DocumentLinksProps['onDocument'];
}) {
  const text = useText();
  return (
    <Link
      href={href}
      {...(kind === 'view' ? { newTab: true } : { download: '' })}
      variant="bare"
      className={styles.action}
      onClick={() => onDocument?.(kind, href)}
    >
      <Icon name={kind} />
      {text.t(kind === 'view' ? 'ui.documentLinks.view' : 'ui.documentLinks.download')}{' '}
      <span className={visuallyHidden}>{name}</span>
    </Link>
  );
}
