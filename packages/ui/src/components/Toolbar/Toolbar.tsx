import type { ReactNode } from 'react';
import { container } from '../../theme/utils.css';
import { Link } from '../Link/Link';
import * as styles from './Toolbar.css';
import { useText } from '../../i18n/TextProvider';

/** A labelled link of the toolbar or footer. */
export interface LabelledLink {
  label: string;
  href: string;
}

export interface ToolbarProps {
  /** The toolbar's links: where to buy, contact us, disclaimer. */
  links: readonly LabelledLink[];
  /** The accessible name of the toolbar's navigation. */
  label?: string;
  /** A `LanguageSwitch`, shown at the start of the bar. */
  languageSwitch?: ReactNode;
  className?: string;
}

/**
 * The black top toolbar (39 px, `vars.size.toolbarHeight`) with the service links. Pass the links as data; the app
 * hides it on the leads-form routes.
 */
export function Toolbar({ links, label, languageSwitch, className }: ToolbarProps) {
  const text = useText();
  return (
    <div className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      <div className={[container, styles.inner].join(' ')}>
        {languageSwitch ? <div className={styles.language}>{languageSwitch}</div> : null}
        <nav aria-label={label ?? text.t('ui.toolbar.label')} className={styles.nav}>
          <ul
            className={[styles.list, languageSwitch ? styles.besideLanguage : ''].join(' ').trim()}
          >
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} variant="bare" className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
