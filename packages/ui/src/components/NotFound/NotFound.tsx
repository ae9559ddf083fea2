import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';
import { useText } from '../../i18n/TextProvider';

export interface NotFoundProps {
  /** The page's message; the spec's words by default. */
  message?: string;
  homeHref?: string;
  homeLabel?: string;
  /** Extra content under the link, such as a search field. */
  children?: ReactNode;
}

/** The not-found page of unknown routes: a large 404 and "Whoops, page not found." in one heading. */
export function NotFound({ message, homeHref = '/', homeLabel, children }: NotFoundProps) {
  const text = useText();
  return (
    <section className={styles.root}>
      <h1 className={styles.heading}>
        <span className={styles.code}>404</span>{' '}
        <span className={styles.message}>{message ?? text.t('core.notFound.message')}</span>
      </h1>
      <ButtonLink href={homeHref} tone="secondary">
        {homeLabel ?? text.t('ui.notFound.home')}
      </ButtonLink>
      {children}
    </section>
  );
}
