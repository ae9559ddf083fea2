import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import { container } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import type { LabelledLink } from '../Toolbar/Toolbar';
import * as styles from './Footer.css';
import { useText } from '../../i18n/TextProvider';
import { richText, Untranslated } from '../../i18n/richText';

export const socialNetworks = [
  'facebook',
  'instagram',
  'youtube',
  'x',
  'linkedin',
  'pinterest',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A link to the brand on a social network; `label` is its accessible name ("Delta on Instagram"). */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  label: string;
}

/** A footer column: its heading and its links. */
export interface FooterColumn {
  title: string;
  links: readonly LabelledLink[];
}

export interface FooterProps {
  /** The link columns: Our Company, Bathroom, Kitchen, Design & Innovation, Customer Service. */
  columns: readonly FooterColumn[];
  /** The heading of the social column. */
  socialTitle?: string;
  socialLinks: readonly SocialLink[];
  /** Terms of use, privacy policy, CSR policy. */
  legalLinks: readonly LabelledLink[];
  /** Who holds the copyright, as in "© 2026 {holder}. All rights reserved." */
  copyrightHolder: string;
  /** The copyright year; the current year by default. */
  year?: number;
  /** An optional brand mark above the columns. */
  brand?: ReactNode;
  className?: string;
}

/**
 * The site footer: six columns, the five link columns passed as `columns` (Our Company, Bathroom, Kitchen, Design &
 * Innovation, Customer Service) and Connect With Us (`socialLinks`, each with an accessible name). The legal links and
 * a copyright line with the current year close it.
 */
export function Footer({
  columns,
  socialTitle,
  socialLinks,
  legalLinks,
  copyrightHolder,
  year = new Date().getFullYear(),
  brand,
  className,
}: FooterProps) {
  const text = useText();
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={container}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href + link.label}>
                    <Link href={link.href} variant="bare" className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className={styles.heading}>{socialTitle ?? text.t('ui.footer.social')}</h2>
            <ul className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    variant="bare"
                    className={styles.socialLink}
                    aria-label={link.label}
                  >
                    <Icon name={link.network} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <nav aria-label={text.t('ui.footer.legal')}>
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="bare" className={styles.legalLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>
            {richText(text, 'ui.footer.copyright', {
              // The year as written, never grouped like a figure (2,026).
              year: String(year),
              // The brand's name is the same in every language.
              holder: <Untranslated>{copyrightHolder.replace(/\.$/, '')}</Untranslated>,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
