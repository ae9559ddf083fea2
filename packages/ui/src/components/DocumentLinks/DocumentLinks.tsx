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

/** The Support tab: "technical documents" with view and download links, and "for professionals" downloads. */
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
                  <Link
                    href={doc.viewLink}
                    newTab
                    variant="bare"
                    className={styles.action}
                    onClick={() => onDocument?.('view', doc.viewLink)}
                  >
                    <Icon name="view" />
                    {text.t('ui.documentLinks.view')}{' '}
                    <span className={visuallyHidden}>{doc.name}</span>
                  </Link>
                  <Link
                    href={doc.downloadLink}
                    download=""
                    variant="bare"
                    className={styles.action}
                    onClick={() => onDocument?.('download', doc.downloadLink)}
                  >
                    <Icon name="download" />
                    {text.t('ui.documentLinks.download')}{' '}
                    <span className={visuallyHidden}>{doc.name}</span>
                  </Link>
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
                <Link
                  href={doc.url}
                  download=""
                  variant="bare"
                  className={styles.action}
                  onClick={() => onDocument?.('download', doc.url)}
                >
                  <Icon name="download" />
                  {text.t('ui.documentLinks.download')}{' '}
                  <span className={visuallyHidden}>{doc.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
